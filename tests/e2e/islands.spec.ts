import type { Page } from "@playwright/test";
import { faqs } from "../../app/content/faq";
import { expect, test } from "./fixtures";

// Islands (app/components/island.tsx): parts of a page below the fold are in the prerendered
// HTML at once, but their JavaScript loads only when the visitor gets near them.

/** The island that holds the home page's "Why work with us" tabs. */
const tabsIsland = (page: Page) => page.locator("[data-island]", { has: page.getByRole("tablist") });

function scriptsLoaded(page: Page) {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

test("below-the-fold content is in the page before its script loads, and works once reached", async ({ page }) => {
  const scripts = scriptsLoaded(page);
  await page.goto("/");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);

  // The text is there (prerendered); the island has not been fetched or hydrated.
  await expect(page.getByRole("tab", { name: "Industry Experts" })).toBeAttached();
  await expect(tabsIsland(page)).toHaveAttribute("data-island", "pending");
  await page.waitForLoadState("networkidle");
  const beforeScroll = scripts.length;
  expect(scripts.some((url) => url.includes("home-sections"))).toBe(false);

  // Scrolling towards it loads the chunk and hydrates it: the tabs then respond.
  await page.getByRole("tablist").scrollIntoViewIfNeeded();
  await expect(tabsIsland(page)).toHaveAttribute("data-island", "hydrated");
  expect(scripts.length).toBeGreaterThan(beforeScroll);
  const second = page.getByRole("tab").nth(1);
  await second.click();
  await expect(second).toHaveAttribute("aria-selected", "true");
});

test("a tap on a control of an island still loading is not lost: it acts once the island is live", async ({ page }) => {
  // A slow phone network: the island's chunk takes a while to arrive.
  await page.route(/home-sections-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto("/");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  const tab = page.getByRole("tab", { name: "Agile Solutions" });
  await tab.evaluate((element) => element.scrollIntoView({ block: "center" })); // no visitor event
  await expect(tabsIsland(page)).toHaveAttribute("data-island", "pending");

  await tab.click();
  await expect(tabsIsland(page)).toHaveAttribute("data-island", "hydrated");
  await expect(tab).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel")).toContainText(/agile/i);
});

test("a page read as it first appears loads no island script, until the visitor scrolls", async ({ page }) => {
  const scripts = scriptsLoaded(page);
  await page.goto("/it-consulting");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await page.waitForLoadState("networkidle");
  // The sections right below the hero are on screen, as prerendered HTML, with no script yet.
  const sections = page.locator("[data-island]", { has: page.locator("section") }).first();
  await expect(sections).toBeInViewport({ ratio: 0.01 });
  await expect(sections).toHaveAttribute("data-island", "pending");
  // The island's code: the service pages' sections component and this page's own content.
  const islandScripts = () =>
    scripts.filter((url) => url.includes("-sections") || url.startsWith("/assets/it-consulting-"));
  expect(islandScripts()).toEqual([]);

  await page.mouse.wheel(0, 200);
  await expect(sections).toHaveAttribute("data-island", "hydrated");
  expect(islandScripts().filter((url) => url.startsWith("/assets/service-sections-"))).toHaveLength(1);
  expect(islandScripts().filter((url) => url.startsWith("/assets/it-consulting-"))).toHaveLength(1);
  // ...and no other service page's content.
  expect(scripts.filter((url) => /^\/assets\/(agile|web-app|software)-/.test(url))).toEqual([]);
});

test("the footer loads when a keyboard user jumps to the end of the page", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  const footer = page.locator("[data-island]", { has: page.locator("footer") });
  await expect(footer).toHaveAttribute("data-island", "pending");
  await page.keyboard.press("End"); // scrolls without a pointer
  await expect(footer).toHaveAttribute("data-island", "hydrated");
});

test("after a client-side navigation, islands are live at once", async ({ page, isMobile }) => {
  await page.goto("/about");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  if (isMobile) await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("banner").getByRole("link", { name: "Services", exact: true }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/services$/);
  // The FAQ below the catalog is an island; rendered by the client router, it needs no trigger.
  await expect(page.locator("[data-island]", { has: page.locator("#faq-heading") })).toHaveAttribute(
    "data-island",
    "hydrated",
  );
  const item = page.locator("details", { has: page.getByText(faqs[0]!.question, { exact: true }) });
  await item.locator("summary").click();
  await expect(item).toHaveAttribute("open", "");
});
