import { contactSection, linkTo, servicesPage } from "../site-content";
import { expect, gotoHydrated, test } from "./fixtures";

// Keyboard alone: what the other specs do with the mouse, done with keys.

test("the mobile menu opens with Enter, its links take Tab, Escape closes it", async ({ page, isMobile }) => {
  test.skip(!isMobile, "the menu toggle exists on small screens only");
  await gotoHydrated(page, "/");
  const toggle = page.getByRole("button", { name: "Open menu" });
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: linkTo("/"), exact: true }).last()).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(toggle).toBeFocused();
});

test("the FAQ opens and closes with Enter and Space", async ({ page }) => {
  await gotoHydrated(page, "/services");
  const faq = page.getByRole("region", { name: servicesPage.faq.title });
  const items = faq.locator("details");
  await items.nth(0).locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(items.nth(0)).toHaveAttribute("open", "");
  await page.keyboard.press("Tab");
  await expect(items.nth(1).locator("summary")).toBeFocused();
  await page.keyboard.press("Space");
  await expect(items.nth(1)).toHaveAttribute("open", "");
  await expect(items.nth(0)).not.toHaveAttribute("open");
  await page.keyboard.press("Space");
  await expect(items.nth(1)).not.toHaveAttribute("open");
});

test("the contact form: Enter on an empty form focuses the first field with its error", async ({ page }) => {
  await gotoHydrated(page, "/contact");
  const form = page.getByRole("form", { name: contactSection.messageTitle });
  await form.getByLabel("Name").focus();
  await page.keyboard.press("Enter");
  await expect(form.getByLabel("Name")).toBeFocused();
  await expect(form.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
});

test("the assessment wizard can be completed with the keyboard alone", async ({ page }) => {
  await page.route("**/api/assessment", (route) =>
    route.fulfill({ status: 201, contentType: "application/json", body: '{"message":"ok"}' }),
  );
  await gotoHydrated(page, "/assessment/Project%20Management");
  const main = page.getByRole("main");
  await main.getByLabel("Full Name").focus();
  await page.keyboard.press("Enter"); // Next on an empty step: the first invalid field gets focus
  // Validation waits for the schemas' first load: type only once its errors are shown.
  await expect(main.getByText("Full name is required")).toBeVisible();
  await expect(main.getByLabel("Full Name")).toBeFocused();
  await page.keyboard.type("Ada Lovelace");
  await page.keyboard.press("Tab");
  await page.keyboard.type("ada@example.com");
  await page.keyboard.press("Enter");
  await expect(main.getByText("Step 2 of 3").first()).toBeVisible();
  await main.getByLabel("Company").focus();
  await page.keyboard.type("Analytical Engines");
  await page.keyboard.press("Tab");
  await page.keyboard.type("12");
  await page.keyboard.press("Enter");
  await expect(main.getByText("Step 3 of 3").first()).toBeVisible();
  await main.getByLabel("Challenges").focus();
  await page.keyboard.type("Releases are slow");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Ship every week");
  // Tab to the submit button and press it.
  for (
    let i = 0;
    i < 5 && !(await main.getByRole("button", { name: "Submit" }).evaluate((el) => el === document.activeElement));
    i++
  ) {
    await page.keyboard.press("Tab");
  }
  await expect(main.getByRole("button", { name: "Submit" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(main.getByText("Thank you!")).toBeVisible();
});

test("every control reached with Tab on the home page shows a visible focus indicator", async ({ page }) => {
  await gotoHydrated(page, "/");
  const seen = new Set<string>();
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press("Tab");
    const focus = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
      const ring = style.boxShadow !== "none";
      return { name: `${el.tagName} ${el.textContent?.trim().slice(0, 40) ?? ""}`, visible: outline || ring };
    });
    if (!focus) continue;
    seen.add(focus.name);
    expect(focus.visible, `no focus indicator on ${focus.name}`).toBe(true);
  }
  expect(seen.size).toBeGreaterThan(15);
});
