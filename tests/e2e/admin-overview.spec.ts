import { readFileSync } from "node:fs";
import type { APIRequestContext } from "@playwright/test";
import {
  signIn,
  addStaff,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  screenshot,
  unique,
} from "./admin-support";
import { expect, test } from "./fixtures";

// The inbox's first screen, end to end: visits counted by the real /api/events (as the site's
// counting script sends them), a lead from one of those visitors, then the overview as staff see
// it at both widths: its campaign with two visitors, one lead and 50 % conversion, the pages,
// referrers, funnels and Web Vitals, the chart and its table, a CSV, the lead's attribution.

test.use({ allowedConsoleErrors: [/status of 401 \(Unauthorized\)/] });

/** A browser's user agent; the build number tells this test's visitors apart (one address). */
const browser = (build: number) =>
  `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.${build} Safari/537.36`;

async function send(request: APIRequestContext, userAgent: string, events: object[]) {
  const response = await request.post("/api/events", {
    headers: {
      "user-agent": userAgent,
      origin: process.env.E2E_BASE_URL!,
      "content-type": "text/plain;charset=UTF-8",
    },
    data: JSON.stringify(events),
  });
  expect(response.status(), await response.text()).toBe(204);
}

test("the overview: visits, sources, funnels and speed of the range, with a CSV per table", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const staff = unique(testInfo, "overview-staff");
  const visitor = unique(testInfo, "overview-visitor");
  const campaign = `autumn-${testInfo.project.name}-${Date.now()}`;
  const build = Date.now() % 100_000;
  const [reader, lead] = [browser(build), browser(build + 1)];
  addStaff(staff);

  // Two visitors from the same campaign; one of them sends a contact message.
  for (const userAgent of [reader, lead]) {
    await send(request, userAgent, [
      {
        type: "pageview",
        path: "/about",
        referrer: "https://news.example.org/autumn-post",
        utm_source: "newsletter",
        utm_medium: "email",
        utm_campaign: campaign,
      },
      { type: "vital", path: "/about", name: "LCP", value: 1200 },
    ]);
  }
  await send(request, lead, [
    { type: "pageview", path: "/contact", referrer: `${process.env.E2E_BASE_URL}/about` },
    { type: "dialog_opened", path: "/contact" },
    { type: "assessment_step", path: "/assessment/IT Consulting", step: 1 },
    { type: "form_sent", path: "/contact", form: "contact", outcome: "success" },
  ]);
  const submitted = await request.post("/api/contact", {
    headers: { "user-agent": lead },
    data: { name: "Overview Visitor", email: visitor, subject: "A campaign lead", message: "Hello" },
  });
  expect(submitted.status()).toBe(201);

  await page.goto("/admin");
  await signIn(page, staff);

  await expect(page.getByRole("heading", { name: "Overview", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "7 days" })).toHaveAttribute("aria-current", "page");
  const totals = page.getByLabel("Totals");
  for (const label of ["Visitors", "Page views", "Leads", "Conversion"]) {
    await expect(totals.getByText(label, { exact: true })).toBeVisible();
  }

  const campaigns = page.getByRole("region", { name: "Campaigns (UTM)" });
  await expect(campaigns.getByRole("row", { name: `${campaign} 2 1 50%` })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Referrers" }).getByRole("rowheader", { name: "news.example.org" }),
  ).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Top pages" }).getByRole("rowheader", { name: "/about" }),
  ).toBeVisible();
  await expect(
    page
      .getByRole("region", { name: "Web Vitals (75th percentile)" })
      .getByRole("row", { name: /^\/about LCP [\d,]+ ms / }),
  ).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Assessment funnel" }).getByRole("rowheader", { name: "Step 1" }),
  ).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Service request dialog" }).getByRole("rowheader", { name: "Opened" }),
  ).toBeVisible();

  // The chart is drawn, and its numbers are a table away.
  await expect(page.locator("figure canvas").first()).toBeVisible();
  await page.getByText("The same numbers as a table").click();
  const today = new Date().toISOString().slice(0, 10);
  await expect(page.getByRole("region", { name: "Per day" }).getByRole("row")).not.toHaveCount(0);

  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page, "the overview");
  await screenshot(page, testInfo, "admin-overview");

  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download CSV: Campaigns (UTM)" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^campaigns-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), "utf8");
  expect(csv.split("\r\n")[0]).toBe("Campaign,Visitors,Leads,Conversion");
  expect(csv).toContain(`\r\n${campaign},2,1,50%\r\n`);

  const perDay = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download CSV: Per day" }).click();
  expect(readFileSync(await (await perDay).path(), "utf8")).toMatch(new RegExp(`\\r\\n${today},\\d+,\\d+,\\d+\\r\\n$`));

  // Today alone: the same campaign, the range in the URL.
  await page.getByRole("link", { name: "Today" }).click();
  await expect(page.getByRole("link", { name: "Today" })).toHaveAttribute("aria-current", "page");
  await expect(page).toHaveURL(/\/admin\?range=today$/);
  await expect(campaigns.getByRole("row", { name: `${campaign} 2 1 50%` })).toBeVisible();
  await expectNoHorizontalOverflow(page, "the overview of today");
  await screenshot(page, testInfo, "admin-overview-today");

  // The lead says where it came from.
  await page.getByRole("link", { name: "Leads", exact: true }).click();
  await page.getByLabel("Search name, e-mail, company or text").fill(visitor);
  await page.getByRole("button", { name: "Search" }).click();
  // The list shows the search's answer once it has loaded: one lead, this visitor's.
  const results = page.getByRole("list", { name: "Leads, newest first" }).getByRole("listitem");
  await expect(results).toHaveCount(1);
  await expect(results).toContainText(visitor);
  await results.getByRole("link", { name: "Unread: Overview Visitor" }).click();
  const visit = page.getByRole("region", { name: "Where it came from" });
  await expect(visit.getByText("/about", { exact: true })).toBeVisible();
  await expect(visit.getByText(campaign, { exact: true })).toBeVisible();
  await expect(visit.getByText("news.example.org", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});
