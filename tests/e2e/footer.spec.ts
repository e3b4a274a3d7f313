import { linkTo, site } from "../site-content";
import { expect, gotoHydrated, test } from "./fixtures";

test("the footer has every link and they lead to real pages", async ({ page, request }) => {
  await gotoHydrated(page, "/");
  const footer = page.locator("footer");
  const expected: Record<string, string> = {
    [site.name]: "/",
    // The spec's footer links, named as the content names them.
    ...Object.fromEntries(
      ["/it-consulting", "/project-management", "/agile", "/hr-solutions", "/web-app", "/about", "/case-studies"].map(
        (href) => [linkTo(href, "footer"), href],
      ),
    ),
    "Book Consultation": "/book-consultation",
    "Privacy Policy": "/privacy-policy",
    "Terms of Service": "/terms",
  };
  for (const [name, href] of Object.entries(expected)) {
    await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    expect((await request.get(href)).status(), href).toBe(200);
  }
});

test("the footer shows contacts, configured social links only, and the copyright", async ({ page }) => {
  await gotoHydrated(page, "/about");
  const footer = page.locator("footer");
  await expect(footer.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
  await expect(footer.getByRole("link", { name: site.phoneDisplay })).toHaveAttribute("href", `tel:${site.phone}`);
  await expect(footer.getByText("Remote", { exact: true })).toBeVisible();

  const social = footer.getByRole("list", { name: "Social media" }).getByRole("link");
  const configured = site.social.filter((link) => link.url !== "");
  await expect(social).toHaveCount(configured.length);
  for (const link of configured) {
    const anchor = footer.getByRole("link", { name: new RegExp(`^${link.label} \\(opens`) });
    await expect(anchor).toHaveAttribute("href", link.url);
    await expect(anchor).toHaveAttribute("rel", "noopener noreferrer");
  }
  await expect(footer.getByRole("link", { name: /^X \(opens/ })).toHaveCount(0);

  await expect(footer).toContainText(`© ${new Date().getFullYear()} ${site.name}. All rights reserved.`);
});
