import { expect, gotoHydrated, test } from "./fixtures";

// Where a plain form post (no JavaScript) that was refused lands: /form-error?reason=…. The page
// is the same prerendered HTML for every reason; its reason island shows the one in the URL.

const intro = (page: import("@playwright/test").Page) => page.getByRole("main").locator("p").first();

test("shows the reason in the URL, once live", async ({ page }) => {
  await gotoHydrated(page, "/form-error?reason=rate-limited");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your form was not sent");
  await expect(intro(page)).toHaveText(/several forms from your connection in a short time/);

  await gotoHydrated(page, "/form-error?reason=invalid&fields=email%2Csubject");
  await expect(intro(page)).toHaveText(/fill in every required field/);
});

test("an unknown or missing reason keeps the general text", async ({ page }) => {
  for (const url of ["/form-error", "/form-error?reason=nonsense"]) {
    await gotoHydrated(page, url);
    await expect(intro(page), url).toHaveText(/We could not accept your form, so nothing was saved/);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the general text, and the ways to reach the firm", async ({ page }) => {
    await page.goto("/form-error?reason=rate-limited");
    await expect(intro(page)).toHaveText(/We could not accept your form, so nothing was saved/);
    await expect(page.getByRole("heading", { name: "Other ways to reach us" })).toBeVisible();
  });
});
