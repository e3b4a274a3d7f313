import { expect, gotoHydrated, test } from "./fixtures";

test.describe("reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("animations and transitions are off", async ({ page, isMobile }) => {
    await gotoHydrated(page, isMobile ? "/agile" : "/");
    const durations = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>("*"))
        .map((el) => getComputedStyle(el))
        .flatMap((style) => [...style.transitionDuration.split(","), ...style.animationDuration.split(",")])
        .map((value) => parseFloat(value) * (value.trim().endsWith("ms") ? 1 : 1000)),
    );
    expect(Math.max(...durations)).toBeLessThanOrEqual(0.01);
  });
});

// Browser zoom at 200 % on a 1280 × 800 screen lays the page out 640 CSS pixels wide; a larger
// default font size moves the rem-based breakpoints the same way. Between the phone and the
// desktop layouts (768–1023 px) the navbar must not wrap either.
test.describe("zoom to 200 % and in-between widths", () => {
  test.skip(({ isMobile }) => isMobile, "desktop screens zoomed");

  for (const width of [640, 800, 1000]) {
    test(`${width} px wide: nothing scrolls sideways, the navbar stays on one line`, async ({ page }) => {
      await page.setViewportSize({ width, height: 400 });
      for (const url of ["/", "/services", "/agile", "/contact", "/assessment/IT%20Consulting"]) {
        await gotoHydrated(page, url);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, url).toBeLessThanOrEqual(0);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        // One line per link: a wrapped label doubles a link's height.
        const heights = await page
          .locator("header a:visible, header button:visible")
          .evaluateAll((elements) => elements.map((el) => el.getBoundingClientRect().height));
        expect(Math.max(...heights), `${url}: tallest navbar control`).toBeLessThanOrEqual(48);
      }
    });
  }
});
