import { test as base, expect, type Page } from "@playwright/test";

// Every page must hydrate without errors: a console error or a failed page script fails the test.
export const test = base.extend<{ allowedConsoleErrors: RegExp[]; consoleErrors: string[] }>({
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        const text = message.text();
        if (message.type() === "error" && !allowedConsoleErrors.some((pattern) => pattern.test(text)))
          errors.push(text);
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Waits until the page's first-screen islands are live (site/islands/hold.ts sets
 * data-hydrated) and every other island too. Those load when a visitor nears or touches them; a
 * focus event, one of their triggers, starts them all without scrolling the page.
 */
export async function gotoHydrated(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await hydrateIslands(page);
}

export async function hydrateIslands(page: Page) {
  await page.evaluate(() => {
    for (const island of document.querySelectorAll("astro-island:not([data-live])"))
      island.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
  });
  await expect(page.locator("astro-island:not([data-live])")).toHaveCount(0);
}
