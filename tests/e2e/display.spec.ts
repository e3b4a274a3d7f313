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

test.describe("text at 200 %", () => {
  test.skip(({ isMobile }) => isMobile, "resize text is checked on the desktop layout");

  for (const url of ["/", "/services", "/agile", "/contact", "/assessment/IT%20Consulting"]) {
    test(`${decodeURI(url)} keeps every heading and control visible, without sideways scrolling`, async ({ page }) => {
      await gotoHydrated(page, url);
      await page.evaluate(() => (document.documentElement.style.fontSize = "200%"));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const clipped = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLElement>("main h1, main h2, main a, main button, main label"))
          .filter(
            (el) =>
              el.offsetParent !== null &&
              el.scrollWidth > el.clientWidth + 1 &&
              getComputedStyle(el).overflow === "hidden",
          )
          .map((el) => el.textContent?.trim().slice(0, 40)),
      );
      expect(clipped).toEqual([]);
    });
  }
});
