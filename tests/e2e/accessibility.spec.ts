import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures";
import { prerenderedPages } from "./prerendered-pages";

// WCAG 2.2 AA, every rule axe has for it, on every page at both widths (the projects), and
// on each widget in its opened state. No rule is disabled.
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

async function expectNoViolations(page: Page, context: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const summary = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(" "))
        .join("\n    ")}`,
  );
  expect(summary, `axe violations on ${context}`).toEqual([]);
}

test.describe("axe: every page", () => {
  for (const url of prerenderedPages()) {
    test(`${decodeURI(url)}`, async ({ page }) => {
      await gotoHydrated(page, url);
      await expectNoViolations(page, url);
    });
  }

  test.describe("the 404 page", () => {
    test.use({ allowedConsoleErrors: [/status of 404/] });
    test("/no-such-page", async ({ page }) => {
      await page.goto("/no-such-page");
      await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
      await expectNoViolations(page, "the 404 page");
    });
  });
});

test.describe("axe: widgets opened", () => {
  test("the mobile menu", async ({ page, isMobile }) => {
    test.skip(!isMobile, "small screens only");
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expectNoViolations(page, "the open mobile menu");
  });

  test("the chat button and its tooltip", async ({ page }) => {
    await gotoHydrated(page, "/about");
    await page.evaluate(() => (document.body.style.minHeight = "3000px"));
    await page.evaluate(() => window.scrollTo(0, 600));
    const chat = page.getByRole("link", { name: /Chat with us on WhatsApp/ });
    await expect(chat).toBeVisible();
    await chat.focus();
    await expectNoViolations(page, "the chat button with its tooltip");
  });
});
