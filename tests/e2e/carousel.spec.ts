import type { Locator, Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures";
import { serviceCarousels } from "./service-content";

// Every carousel of the service pages: a swipe carousel below 768 px, a grid on
// desktop. They are read from the pages' content, so a new page's carousel is tested too.
const byUrl = (url: string) => serviceCarousels.find((carousel) => carousel.url === url)!;

/** A real touch gesture through the DevTools protocol: start, a few moves, end. */
async function swipe(page: Page, carousel: Locator, dx: number, dy = 0) {
  const box = await carousel.getByRole("group").first().boundingBox();
  if (!box) throw new Error("carousel not on screen");
  const x = box.x + box.width / 2;
  const y = box.y + Math.min(box.height / 2, 120);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
  for (let step = 1; step <= 4; step++)
    await cdp.send("Input.dispatchTouchEvent", {
      type: "touchMove",
      touchPoints: [{ x: x + (dx * step) / 4, y: y + (dy * step) / 4 }],
    });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

/** The one slide a visitor sees, by the title of its card. */
async function expectShowing(carousel: Locator, titles: readonly string[], index: number) {
  const count = titles.length;
  const slide = carousel.getByRole("group", { name: `${index + 1} of ${count}` });
  await expect(slide).toBeVisible();
  await expect(slide.getByRole("heading", { level: 3 })).toContainText(titles[index]!);
  // ...and it has slid fully into the screen's width.
  await expect
    .poll(async () => {
      const box = await slide.boundingBox();
      const width = slide.page().viewportSize()?.width ?? 0;
      return box !== null && box.x >= 0 && box.x + box.width <= width;
    })
    .toBe(true);
  // Every other slide is invisible (and so out of the focus order).
  await expect(carousel.getByRole("group")).toHaveCount(1);
  await expect(carousel.getByRole("button", { name: `Show slide ${index + 1} of ${count}` })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await expect(carousel.locator("[aria-current]")).toHaveCount(1);
}

for (const { url, label, titles } of serviceCarousels) {
  const count = titles.length;

  test.describe(`${url} carousel (${count} slides)`, () => {
    test("on small screens: swipes, wraps, dots, buttons and keys", async ({ page, isMobile }) => {
      test.skip(!isMobile, "the carousel is a grid on desktop");
      await gotoHydrated(page, url);
      const carousel = page.getByRole("region", { name: label });
      await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
      await carousel.scrollIntoViewIfNeeded();
      await expectShowing(carousel, titles, 0);
      await expect(carousel.getByRole("button", { name: /^Show slide/ })).toHaveCount(count);

      // A swipe to the left advances; to the right goes back; both wrap.
      await swipe(page, carousel, -80);
      await expectShowing(carousel, titles, 1);
      await swipe(page, carousel, 80);
      await expectShowing(carousel, titles, 0);
      await swipe(page, carousel, 80);
      await expectShowing(carousel, titles, count - 1);
      await swipe(page, carousel, -80);
      await expectShowing(carousel, titles, 0);

      // Too short (5 px) or mostly vertical: nothing moves.
      await swipe(page, carousel, -5);
      await expectShowing(carousel, titles, 0);
      await swipe(page, carousel, -20, -150);
      await expectShowing(carousel, titles, 0);

      // A dot jumps to its slide; the buttons step and wrap; the arrow keys work on a focused control.
      await carousel.getByRole("button", { name: `Show slide ${count} of ${count}` }).click();
      await expectShowing(carousel, titles, count - 1);
      await carousel.getByRole("button", { name: "Next slide" }).click();
      await expectShowing(carousel, titles, 0);
      await carousel.getByRole("button", { name: "Previous slide" }).click();
      await expectShowing(carousel, titles, count - 1);
      await carousel.getByRole("button", { name: "Next slide" }).focus();
      await page.keyboard.press("ArrowRight");
      await expectShowing(carousel, titles, 0);
      await page.keyboard.press("ArrowLeft");
      await expectShowing(carousel, titles, count - 1);
    });

    test("on desktop: a grid with every card and no controls", async ({ page, isMobile }) => {
      test.skip(isMobile, "desktop layout");
      await gotoHydrated(page, url);
      const carousel = page.getByRole("region", { name: label });
      const slides = carousel.getByRole("group");
      await expect(slides).toHaveCount(count);
      for (const [index, title] of titles.entries()) {
        await expect(slides.nth(index)).toBeVisible();
        await expect(slides.nth(index).getByRole("heading", { level: 3 })).toContainText(title);
      }
      await expect(carousel.getByRole("button")).toHaveCount(0);
      // Side by side: the first two cards share a row.
      const [first, second] = await Promise.all([slides.nth(0).boundingBox(), slides.nth(1).boundingBox()]);
      expect(first && second && Math.abs(first.y - second.y)).toBeLessThan(1);
      expect(first && second && second.x > first.x + first.width - 1).toBe(true);
    });
  });
}

test("a vertical swipe over a carousel still scrolls the page", async ({ page, isMobile }) => {
  test.skip(!isMobile, "touch only");
  await gotoHydrated(page, "/hr-solutions");
  const { label, titles } = byUrl("/hr-solutions");
  const carousel = page.getByRole("region", { name: label });
  await carousel.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  await swipe(page, carousel, -10, -250);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before + 50);
  await expectShowing(carousel, titles, 0);
});

test("slides do not animate under prefers-reduced-motion", async ({ page, isMobile }) => {
  test.skip(!isMobile, "the track only moves on small screens");
  await page.emulateMedia({ reducedMotion: "reduce" });
  await gotoHydrated(page, "/agile");
  const carousel = page.getByRole("region", { name: byUrl("/agile").label });
  const track = carousel.locator("[aria-live]");
  const moving = await track.evaluate((element) => {
    const style = getComputedStyle(element);
    return style.transitionProperty !== "none" && parseFloat(style.transitionDuration) >= 0.01;
  });
  expect(moving).toBe(false);
});

test("a tap while the page's content is still loading is not lost: the carousel is live only once it has it", async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, "the carousel's buttons show on small screens only");
  const { label, titles } = byUrl("/agile");
  // The carousel's island loads the page's content (its own chunk) before it hydrates: held back
  // until the visitor has tapped.
  let release = () => {};
  const tapped = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/agile-[\w-]+\.js$/, async (route) => {
    await tapped;
    await route.continue();
  });
  await page.goto("/agile", { waitUntil: "commit" });
  const carousel = page.getByRole("region", { name: label });
  await carousel.getByRole("button", { name: "Next slide" }).click();
  release();
  await expectShowing(carousel, titles, 1);
  await expect(page.locator("astro-island:not([data-live])")).toHaveCount(0);
});
