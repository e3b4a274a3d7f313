import { caseStudiesCopy, linkTo, navigation, notFound, servicePages, site } from "../site-content";
import { expect, gotoHydrated, test } from "./fixtures";
import { prerenderedPages } from "./prerendered-pages";

const pages = prerenderedPages();

test.describe("every page", () => {
  test("the build has every page of the route table", () => {
    expect(pages.length).toBeGreaterThanOrEqual(22);
    expect(pages).toContain("/assessment/IT%20Consulting");
  });

  for (const url of pages) {
    test(`${decodeURI(url)} loads, has one heading and hydrates`, async ({ page, isMobile }) => {
      await page.clock.install();
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page).toHaveTitle(new RegExp(site.name));
      await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
      // The chat button's inline script ran (its hash is in the page's policy): it shows after 3 seconds.
      await page.clock.runFor(3000);
      await expect(page.getByRole("link", { name: /Chat with us on WhatsApp/ })).toBeVisible();
      // React ran on a page with islands: each goes live when the visitor points at it (its
      // props and chunk allowed).
      for (const island of await page.locator("astro-island").all()) {
        await island.dispatchEvent("pointerover");
        await expect(island).toHaveAttribute("data-live", "true");
      }
      // The menu's inline script ran (its hash is in the page's policy): the toggle works.
      if (isMobile) {
        const toggle = page.getByRole("button", { name: "Open menu" });
        await toggle.click();
        await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
      }
    });
  }
});

test.describe("the 404 page", () => {
  // The browser reports the document's own 404 status in the console.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("an unknown path shows the 404 page with status 404", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFound.hero.title);
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFound.hero.title);
  });
});

test.describe("mobile menu", () => {
  test.skip(({ isMobile }) => !isMobile, "the menu toggle exists on small screens only");

  test("is closed at start, opens, closes on a link and on Escape", async ({ page }) => {
    await gotoHydrated(page, "/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const menu = page.locator(`[id="${await toggle.getAttribute("aria-controls")}"]`);
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link")).toHaveText([
      ...navigation.main.map((link) => link.label),
      "Book Consultation",
    ]);
    await expect(menu.getByRole("link", { name: "Book Consultation" })).toHaveAttribute("href", "/book-consultation");

    await menu.getByRole("link", { name: linkTo("/case-studies") }).click();
    await expect(page).toHaveURL(/\/case-studies$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(caseStudiesCopy.hero.title);

    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });
});

test.describe("desktop navbar", () => {
  test.skip(({ isMobile }) => isMobile, "desktop layout");

  test("shows the five links, marks the current one and books in a new tab", async ({ page }) => {
    await gotoHydrated(page, "/services");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
    await expect(nav.getByRole("link", { name: "Services" })).toHaveAttribute("aria-current", "page");
    const book = nav.getByRole("link", { name: /Book Consultation/ });
    await expect(book).toHaveAttribute("href", site.schedulingUrl);
    await expect(book).toHaveAttribute("target", "_blank");
    await expect(book).toHaveAttribute("rel", "noopener noreferrer");
  });
});

test.describe("skip link", () => {
  test("is the first stop of the keyboard and moves focus to the content", async ({ page }) => {
    await gotoHydrated(page, "/about");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
  });
});

test.describe("scroll on navigation", () => {
  test("a new page opens at the top", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page
      .locator("footer")
      .getByRole("link", { name: linkTo("/it-consulting", "footer") })
      .click();
    await expect(page).toHaveURL(/\/it-consulting$/);
    const itConsulting = servicePages.find(({ service }) => service.path === "/it-consulting")!;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(itConsulting.page.hero.title);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("Content-Security-Policy", () => {
  test("the hydrated site works with the CSP on and reports no violation", async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { cspViolations: string[] }).cspViolations = [];
      document.addEventListener("securitypolicyviolation", (event) => {
        (window as unknown as { cspViolations: string[] }).cspViolations.push(
          `${event.violatedDirective}: ${event.blockedURI}`,
        );
      });
    });
    const response = await page.goto("/");
    expect(response?.headers()["content-security-policy"]).toContain("script-src 'self' 'sha256-");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    // Client-side navigations through the footer, each one rendered by the hydrated app.
    for (const name of [
      linkTo("/about"),
      linkTo("/case-studies"),
      "Privacy Policy",
      linkTo("/it-consulting", "footer"),
    ]) {
      await page.locator("footer").getByRole("link", { name, exact: true }).click();
      await expect(page.locator("h1")).toHaveCount(1);
    }
    await expect(page).toHaveURL(/\/it-consulting$/);
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  });
});

test.describe("small screens", () => {
  test.skip(({ isMobile }) => !isMobile, "phone layout");

  test("the navbar shows the brand and the menu toggle, not the desktop links", async ({ page }) => {
    await gotoHydrated(page, "/");
    const header = page.locator("header");
    await expect(header.getByRole("link", { name: /Book Consultation \(opens/ })).toBeHidden();
    await expect(
      header.getByRole("navigation", { name: "Main" }).getByRole("link", { name: linkTo("/about") }),
    ).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
  });
});
