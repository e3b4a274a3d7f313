import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures";
import { prerenderedPages } from "./prerendered-pages";
import { serviceCarousels } from "./service-content";
import { home, linkTo, servicesPage } from "../site-content";

// WCAG 2.2 AA, every rule axe has for it, on every page at both widths (the projects), and
// on each widget in its opened state. No rule is disabled.
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * Every rule of TAGS on the whole page, or (for hover and focus states, whose only change is
 * colour) contrast alone on the one element whose state changed.
 */
async function expectNoViolations(page: Page, context: string, only?: { rule: "color-contrast"; within: string }) {
  const axe = new AxeBuilder({ page });
  const { violations } = await (only ? axe.withRules([only.rule]).include(only.within) : axe.withTags(TAGS)).analyze();
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
    // axe reads colours as painted: wait for the fade-ins to end, or a half-faded tooltip fails
    // contrast on a busy machine.
    await expect(page.getByTestId("chat-button")).toHaveCSS("opacity", "1");
    await expect(page.getByRole("tooltip")).toHaveCSS("opacity", "1");
    await expectNoViolations(page, "the chat button with its tooltip");
  });

  test("every tab of 'Why Work With Us'", async ({ page }) => {
    test.setTimeout(60_000); // four full axe runs of the home page
    await gotoHydrated(page, "/");
    const tabs = page.getByRole("tablist").getByRole("tab");
    await expect(tabs).toHaveCount(4);
    for (const tab of await tabs.all()) {
      await tab.click();
      await expect(tab).toHaveAttribute("aria-selected", "true");
      await expectNoViolations(page, `the tab ${await tab.textContent()}`);
    }
  });

  test("an open FAQ item", async ({ page }) => {
    await gotoHydrated(page, "/services");
    const item = page.getByRole("region", { name: servicesPage.faq.title }).locator("details").first();
    await item.locator("summary").click();
    await expect(item).toHaveAttribute("open", "");
    await expectNoViolations(page, "an open FAQ item");
  });

  test("the Service Request dialog, empty and with errors", async ({ page }) => {
    await gotoHydrated(page, "/services");
    await page.getByRole("button", { name: servicesPage.request.cta }).click();
    const dialog = page.getByRole("dialog", { name: "Service Request" });
    await expect(dialog).toBeVisible();
    await expectNoViolations(page, "the open dialog");
    await dialog.getByRole("button", { name: /submit/i }).click();
    await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectNoViolations(page, "the dialog with errors");
  });

  test("each carousel on another slide", async ({ page, isMobile }) => {
    test.skip(!isMobile, "carousels are grids on wide screens");
    for (const url of new Set(serviceCarousels.map((carousel) => carousel.url))) {
      await gotoHydrated(page, url);
      const carousel = page.locator('[aria-roledescription="carousel"]').first();
      await carousel.getByRole("button", { name: "Next slide" }).click();
      await expect(carousel.getByRole("button", { name: /Show slide 2 of/ })).toHaveAttribute("aria-current", "true");
      await expectNoViolations(page, `${url} carousel on slide 2`);
    }
  });

  test("the assessment wizard on steps 1 to 3 with errors shown", async ({ page }) => {
    await gotoHydrated(page, "/assessment/IT%20Consulting");
    const next = page.getByRole("button", { name: "Next" });
    await next.click();
    await expect(page.getByText("Full name is required")).toBeVisible();
    await expectNoViolations(page, "wizard step 1 with errors");
    await page.getByRole("main").getByLabel("Full Name").fill("Ada Lovelace");
    await page.getByRole("main").getByLabel("Email").fill("ada@example.com");
    await next.click();
    await next.click();
    await expect(page.getByText("Company is required")).toBeVisible();
    await expectNoViolations(page, "wizard step 2 with errors");
    await page.getByRole("main").getByLabel("Company").fill("Analytical Engines Ltd");
    await page.getByRole("main").getByLabel("Team Size").fill("12");
    await next.click();
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Please describe your challenges")).toBeVisible();
    await expectNoViolations(page, "wizard step 3 with errors");
  });

  // One test per control: each runs axe twice, and ten runs in one test outlast its timeout
  // on a busy machine.
  const hoverTargets: Record<string, (page: Page) => Locator> = {
    "the hero's booking button": (page) => page.getByRole("link", { name: /Get a Free Strategy Session/ }),
    "the hero's services link": (page) => page.getByRole("link", { name: home.hero.secondaryCta }),
    "a navbar link": (page) =>
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: linkTo("/services") }),
    "the footer's booking button": (page) => page.locator("footer").getByRole("link", { name: "Book Consultation" }),
    "a footer link": (page) => page.locator("footer").getByRole("link", { name: linkTo("/about", "footer") }),
  };
  for (const [name, locate] of Object.entries(hoverTargets)) {
    test(`${name} keeps AA contrast while hovered and focused`, async ({ page, isMobile }) => {
      test.skip(isMobile, "hover is a pointer state");
      await gotoHydrated(page, "/");
      const target = locate(page);
      await target.evaluate((element) => element.setAttribute("data-axe-target", ""));
      const contrast = { rule: "color-contrast", within: "[data-axe-target]" } as const;
      await target.hover();
      // The colour transition the hover starts (a frame later), finished.
      await target.evaluate(
        (element) =>
          new Promise<void>((resolve) =>
            requestAnimationFrame(() => {
              const running = [element, ...element.querySelectorAll("*")].flatMap((node) => node.getAnimations());
              void Promise.all(running.map((animation) => animation.finished)).then(() => resolve());
            }),
          ),
      );
      await expectNoViolations(page, `hovering ${name}`, contrast);
      await target.focus();
      await expectNoViolations(page, `focusing ${name}`, contrast);
    });
  }
});
