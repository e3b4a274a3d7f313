import { contactForm } from "../../common/forms/contact";
import { fieldOf } from "../../common/forms/declare";
import { EMAIL_MESSAGES } from "../../common/forms/fields";
import { outcomes } from "../site-content";
import { expect, gotoHydrated, test } from "./fixtures";

// Where a plain form post (no JavaScript) that was refused lands: /form-error?reason=…. The page
// is prerendered; its reason island shows the reason in the URL, and without JavaScript the
// server shows it and names the fields at fault (server/forms/form-error-page.ts).

const intro = (page: import("@playwright/test").Page) => page.getByRole("main").locator("p").first();

test("shows the reason in the URL, once live", async ({ page }) => {
  await gotoHydrated(page, "/form-error?reason=rate-limited");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(outcomes.formError.title);
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
    await expect(page.getByRole("heading", { name: outcomes.otherWays.title })).toBeVisible();
  });

  test("an address the browser accepts and the server refuses: the page names the e-mail address and why", async ({
    page,
  }) => {
    const label = (name: string) => fieldOf(contactForm, name).label;
    await page.goto("/contact");
    const form = page.locator(`form[action$="${contactForm.path}"]`);
    await form.getByLabel(label("name")).fill("Ada Lovelace");
    // type=email lets "ada@b" through; the spec's pattern wants a dot after the at sign.
    await form.getByLabel(label("email")).fill("ada@b");
    await form.getByLabel(label("subject")).fill("Roadmap review");
    await form.getByLabel(label("message")).fill("We would like help with our product roadmap.");
    await form.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/form-error\?reason=invalid&fields=email$/);
    await expect(
      page
        .getByRole("main")
        .getByRole("listitem")
        .filter({ hasText: `${label("email")}: ${EMAIL_MESSAGES.invalid}` }),
    ).toBeVisible();
    // The e-mail address alone: the other fields were accepted.
    for (const name of ["name", "subject", "message"])
      await expect(
        page
          .getByRole("main")
          .getByRole("listitem")
          .filter({ hasText: `${label(name)}:` }),
      ).toHaveCount(0);
  });
});
