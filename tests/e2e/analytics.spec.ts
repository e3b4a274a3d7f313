import type { Browser, BrowserContext, Page } from "@playwright/test";
import { prerenderedPages } from "../../server/site/site-files";
import { addStaff, signIn, unique } from "./admin-support";
import { expect, gotoHydrated, test } from "./fixtures";
import { uniqueEmail } from "./forms-support";
import { contactSection } from "../site-content";

// The counting script in a real browser (docs/analytics.md, decision 020): a campaign visit that ends in a
// contact message is attributed to its campaign and landing page and listed in the overview; a
// bot, a browser sending Sec-GPC: 1 and signed-in staff are not counted; no public page sets a
// cookie or writes storage.

/** A browser's user agent; the build number tells this test's visitors apart (one address). */
const chrome = (build: number) =>
  `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.${build} Safari/537.36`;
const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** Opens a page and waits until the counting script's page view has been answered. */
async function visit(page: Page, url: string) {
  const counted = page.waitForResponse(
    (response) => response.url().endsWith("/api/events") && response.request().method() === "POST",
  );
  await page.goto(url);
  expect((await counted).status()).toBe(204);
}

async function signedInContext(browser: Browser, staff: string): Promise<BrowserContext> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/admin");
  await signIn(page, staff);
  await expect(page.getByRole("heading", { name: "Overview", level: 1 })).toBeVisible();
  await page.close();
  return context;
}

test("a campaign visit, then a contact message: the lead and the overview show the campaign; bots, GPC and staff are not counted", async ({
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const campaign = `autumn-${stamp}`;
  const notCounted = { bot: `bot-${stamp}`, gpc: `gpc-${stamp}`, staff: `staff-${stamp}` };
  const staff = unique(testInfo, "counting-staff");
  addStaff(staff);
  const inbox = await signedInContext(browser, staff);

  // Three visits that must not be counted, sent before the one that must: once that one shows in
  // the overview, the writes before it have been made too.
  const build = Date.now() % 100_000;
  const bot = await browser.newContext({ userAgent: BOT });
  const gpc = await browser.newContext({ userAgent: chrome(build), extraHTTPHeaders: { "Sec-GPC": "1" } });
  for (const [context, tag] of [
    [bot, notCounted.bot],
    [gpc, notCounted.gpc],
    [inbox, notCounted.staff],
  ] as const) {
    const other = await context.newPage();
    await visit(other, `/about?utm_source=newsletter&utm_campaign=${tag}`);
    await other.close();
  }
  await bot.close();
  await gpc.close();

  // The visitor (a browser of its own: the day's visitor is its address and user agent): a
  // campaign link to /about, then the contact page, then a message.
  const visitor = await browser.newContext({ userAgent: chrome(build + 1) });
  const page = await visitor.newPage();
  const email = uniqueEmail("counted");
  await visit(page, `/about?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`);
  await gotoHydrated(page, "/contact");
  const form = page.getByRole("form", { name: contactSection.messageTitle });
  await form.getByLabel("Name").fill("Ada Lovelace");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Subject").fill("From the newsletter");
  await form.getByLabel("Message").fill("We read your autumn letter.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("status")).toContainText("Message sent successfully!");
  await visitor.close();

  // Staff: the overview lists the campaign with its visitor and lead, and nothing of the others.
  const overview = await inbox.newPage();
  const campaigns = overview.getByRole("region", { name: "Campaigns (UTM)" });
  await expect(async () => {
    await overview.goto("/admin?range=today");
    await expect(campaigns.getByRole("row", { name: `${campaign} 1 1 100%` })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  for (const tag of Object.values(notCounted)) {
    await expect(campaigns.getByRole("rowheader", { name: tag })).toHaveCount(0);
  }

  // The lead says where it came from.
  await overview.getByRole("link", { name: "Leads", exact: true }).click();
  await overview.getByLabel("Search name, e-mail, company or text").fill(email);
  await overview.getByRole("button", { name: "Search" }).click();
  const results = overview.getByRole("list", { name: "Leads, newest first" }).getByRole("listitem");
  await expect(results).toHaveCount(1);
  await results.getByRole("link", { name: "Unread: Ada Lovelace" }).click();
  const origin = overview.getByRole("region", { name: "Where it came from" });
  await expect(origin.getByText("/about", { exact: true })).toBeVisible();
  await expect(origin.getByText(campaign, { exact: true })).toBeVisible();
  await inbox.close();
});

test("no public page sets a cookie or writes local or session storage, counting included", async ({ page }) => {
  test.setTimeout(120_000);
  const setCookies: string[] = [];
  page.on("response", async (response) => {
    const header = await response.headerValue("set-cookie");
    if (header) setCookies.push(`${response.url()}: ${header}`);
  });
  for (const { path, url } of prerenderedPages()) {
    if (path === "/404") continue;
    await visit(page, `${url}?utm_source=check&utm_campaign=storage`);
    const stored = await page.evaluate(() => ({
      cookie: document.cookie,
      local: localStorage.length,
      session: sessionStorage.length,
    }));
    expect(stored, url).toEqual({ cookie: "", local: 0, session: 0 });
  }
  expect(await page.context().cookies()).toEqual([]);
  expect(setCookies).toEqual([]);
});

test("junk posted to /api/events is refused with a 4xx", async ({ request }) => {
  const origin = process.env.E2E_BASE_URL!;
  const post = (data: string) =>
    request.post("/api/events", { headers: { origin, "content-type": "text/plain;charset=UTF-8" }, data });
  for (const junk of ["not json", JSON.stringify({ type: "purchase", path: "/" }), JSON.stringify([{ path: 3 }])]) {
    const response = await post(junk);
    expect(response.status(), junk).toBeGreaterThanOrEqual(400);
    expect(response.status(), junk).toBeLessThan(500);
  }
});
