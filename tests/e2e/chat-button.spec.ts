import { messagingUrl } from "../site-content";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Fake timers, paused: the page's 3-second timer fires only when the test says. */
async function pauseClock(page: Page) {
  await page.clock.install({ time: new Date("2026-01-01T09:00:00Z") });
  await page.clock.pauseAt(new Date("2026-01-01T09:00:01Z"));
}

test.describe("floating chat button", () => {
  test("appears after 3 seconds on an unscrolled page, with its tooltip", async ({ page }) => {
    await pauseClock(page);
    await page.goto("/about");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    const chat = page.getByRole("link", { name: /Chat with us on WhatsApp/ });
    await expect(chat).toBeHidden();
    await page.clock.runFor(2900);
    await expect(chat).toBeHidden();
    await page.clock.runFor(200);
    await expect(chat).toBeVisible();
    await expect(chat).toHaveAttribute("href", messagingUrl);
    await expect(chat).toHaveAttribute("target", "_blank");
    await expect(chat).toHaveAccessibleDescription("Need help? Chat with us!");
    await chat.hover();
    await expect(page.getByRole("tooltip")).toHaveText("Need help? Chat with us!");
  });

  test("shows beyond 300 px of scroll and hides back above it", async ({ page }) => {
    await pauseClock(page);
    await page.goto("/");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    const chat = page.getByRole("link", { name: /Chat with us on WhatsApp/ });
    // Room to scroll, whatever the page's length.
    await page.evaluate(() => (document.body.style.minHeight = "3000px"));
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(chat).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(chat).toBeHidden();
    // Scrolled (though not beyond 300 px) when the timer fires: it stays hidden.
    await page.clock.runFor(3100);
    await expect(chat).toBeHidden();
  });
});
