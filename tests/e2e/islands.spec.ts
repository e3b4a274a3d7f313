import type { Page } from "@playwright/test";
import { faqs, home, linkTo, servicesPage } from "../site-content";
import { expect, hydrateIslands, test } from "./fixtures";

// Islands (site/islands/island.tsx, docs/decisions/021): a public page is prerendered HTML, and
// only its islands run JavaScript, each hydrated on its own by Astro's `client:live` directive. An island
// below the first screen is in the HTML at once, but its script loads only when the visitor gets
// near it (or touches, points at or focuses it). What a visitor does before an island is live:
// tests/e2e/early-input.spec.ts.

/** The island whose module is `<name>.island.tsx` (Astro names its chunk after the module). */
const island = (page: Page, name: string) => page.locator(`astro-island[component-url*="/${name}.island."]`);

/** The chunk of that island, as the page names it. */
async function chunkOf(page: Page, name: string) {
  const url = await island(page, name).first().getAttribute("component-url");
  if (!url) throw new Error(`no island ${name}.island.tsx on ${page.url()}`);
  return new URL(url, page.url()).pathname;
}

const ISLAND_SCRIPT = /\.island\.[^/]+\.js$/;

/** The path of every script the page requests from now on. */
function scriptsLoaded(page: Page) {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

/** Waits until the first screen is live and nothing more loads by itself. */
async function settle(page: Page) {
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await page.waitForLoadState("networkidle");
}

// A phone held sideways: a first screen 375 px tall, so the home page's tabs and the services
// page's request dialog start below it (and below the 200 px margin at which an island starts loading).
test.describe("on a short first screen", () => {
  test.use({ viewport: { width: 812, height: 375 } });

  test("below-the-fold content is in the page before its script loads, and works once reached", async ({ page }) => {
    const sections = "why-work-with-us";
    const scripts = scriptsLoaded(page);
    await page.goto("/");
    await settle(page);

    // The text is there (prerendered); the island's script has not been fetched, it is not live.
    const tab = page.getByRole("tab", { name: home.whyWorkWithUs.tabs[1]!.label });
    await expect(tab).toBeAttached();
    await expect(tab).not.toBeInViewport();
    await expect(island(page, sections)).not.toHaveAttribute("data-live");
    expect(scripts).not.toContain(await chunkOf(page, sections));

    // Scrolling towards it loads the chunk and hydrates it: the tabs then respond.
    await page.getByRole("tablist").scrollIntoViewIfNeeded();
    await expect(island(page, sections)).toHaveAttribute("data-live", "true");
    const sectionsChunk = await chunkOf(page, sections);
    expect(scripts.filter((url) => url === sectionsChunk)).toHaveLength(1);
    await tab.click();
    await expect(tab).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toContainText(/agile/i);
  });

  test("a page read as it first appears loads no below-the-fold island script, until the visitor scrolls", async ({
    page,
  }) => {
    const dialog = "service-request";
    const scripts = scriptsLoaded(page);
    await page.goto("/services");
    await settle(page);

    // Live: what the first screen needs, nothing. The navigation and the chat button are plain HTML
    // (their scripts are inline: site/components/layout/navbar-menu.ts, chat-button-rules.ts), in
    // no island.
    await expect(page.locator("astro-island[data-live]")).toHaveCount(0);
    await expect(page.getByTestId("chat-button").locator("xpath=ancestor-or-self::astro-island")).toHaveCount(0);
    await expect(page.getByRole("banner").locator("xpath=ancestor-or-self::astro-island")).toHaveCount(0);
    await expect(page.getByRole("banner").locator("astro-island")).toHaveCount(0);
    // Below: prerendered, with no script, and no other page's island script either.
    await expect(page.getByRole("heading", { name: servicesPage.faq.title })).toBeAttached();
    await expect(island(page, dialog)).not.toHaveAttribute("data-live");
    const islandScripts = () => scripts.filter((url) => ISLAND_SCRIPT.test(url));
    expect(islandScripts()).toEqual([]);

    // Scrolling brings the request band within reach: its script, once, and it is live.
    await page.getByRole("heading", { name: servicesPage.request.title }).scrollIntoViewIfNeeded();
    await expect(island(page, dialog)).toHaveAttribute("data-live", "true");
    const dialogChunk = await chunkOf(page, dialog);
    expect(islandScripts().filter((url) => url === dialogChunk)).toHaveLength(1);
    expect(islandScripts()).toHaveLength(1);
  });

  test("a page with nothing interactive below its first screen has no island there: /about, scrolled to the end", async ({
    page,
  }) => {
    const scripts = scriptsLoaded(page);
    await page.goto("/about");
    await settle(page);
    await page.keyboard.press("End");
    await page.waitForLoadState("networkidle");
    // None: the navigation, story, cards, call to action and chat button are plain HTML, and
    // the page loads neither an island's script nor React's renderer.
    await expect(page.locator("astro-island")).toHaveCount(0);
    expect(scripts.filter((url) => ISLAND_SCRIPT.test(url))).toEqual([]);
    expect(scripts.filter((url) => /\/client\.[^/]+\.js$/.test(url))).toEqual([]);
  });
});

test("the footer is plain HTML: outside every island, the same with or without JavaScript", async ({
  page,
  browser,
}) => {
  await page.goto("/");
  await settle(page);
  await hydrateIslands(page);
  const footer = page.locator("footer");
  await expect(footer).toHaveCount(1);
  await expect(footer.locator("xpath=ancestor::astro-island")).toHaveCount(0);
  await expect(footer.locator("astro-island")).toHaveCount(0);
  // Reached and focused, it loads nothing (the islands above it are live already), and it is
  // still the prerendered HTML.
  const scripts = scriptsLoaded(page);
  await page.keyboard.press("End");
  await footer.getByRole("link", { name: linkTo("/case-studies", "footer"), exact: true }).focus();
  await page.waitForLoadState("networkidle");
  expect(scripts).toEqual([]);
  const withScripts = await footer.evaluate((element) => element.outerHTML);

  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const noScripts = await context.newPage();
    await noScripts.goto(page.url());
    expect(await noScripts.locator("footer").evaluate((element) => element.outerHTML)).toBe(withScripts);
  } finally {
    await context.close();
  }
});

test("a link is an ordinary navigation: the next page is a new document that hydrates its own islands", async ({
  page,
  isMobile,
}) => {
  const scripts = scriptsLoaded(page);
  await page.goto("/about");
  await settle(page);
  await page.evaluate(() => Object.assign(window, { beforeTheLink: true }));
  if (isMobile) await page.getByRole("button", { name: "Open menu" }).click();
  await page
    .getByRole("banner")
    .getByRole("link", { name: linkTo("/services"), exact: true })
    .filter({ visible: true })
    .click();
  await expect(page).toHaveURL(/\/services$/);
  await settle(page);

  // A new document (no client-side router carried the page over), with no React Router code.
  expect(await page.evaluate(() => "beforeTheLink" in window || "__reactRouterContext" in window)).toBe(false);
  expect(scripts.filter((url) => /\/router-[^/]+\.js$/.test(url))).toEqual([]);
  // Its islands hydrate as on any first load; the FAQ below the catalog, plain HTML, works as is.
  await island(page, "service-request").dispatchEvent("pointerover");
  await expect(island(page, "service-request")).toHaveAttribute("data-live", "true");
  const item = page.locator("details", { has: page.getByText(faqs[0]!.question, { exact: true }) });
  await expect(item.locator("xpath=ancestor::astro-island")).toHaveCount(0);
  await item.locator("summary").click();
  await expect(item).toHaveAttribute("open", "");
});
