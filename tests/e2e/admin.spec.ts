import { readFileSync } from "node:fs";
import {
  addStaff,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  PASSWORD,
  screenshot,
  unique,
} from "./admin-support";
import { expect, test } from "./fixtures";

// The firm's inbox, end to end against the real server: a staff account made with the
// command, sign-in, a lead just submitted, status, note, search, export, erase, sign-out;
// axe on the sign-in page, the list and a lead at both widths (the projects).

// The inbox asks for the session first; the browser logs the 401 of a signed-out visit.
test.use({ allowedConsoleErrors: [/status of 401 \(Unauthorized\)/] });

test("/admin: not prerendered, not in the sitemap, noindex, no-store, its own CSP", async ({ page, request }) => {
  const response = await request.get("/admin");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("no-store");
  expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  const csp = response.headers()["content-security-policy"]!;
  expect(csp).toMatch(/^default-src 'none'; script-src 'self' 'sha256-/);
  expect(csp).not.toContain("unsafe-inline");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(await response.text()).not.toContain("Sign in");
  expect((await request.get("/admin/leads/contact/x")).headers()["cache-control"]).toBe("no-store");
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/admin");
  await page.goto("/admin");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await expect(page.getByRole("heading", { name: "Sign in to the inbox" })).toBeVisible();
});

test("the whole staff flow", async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  const staff = unique(testInfo, "staff");
  const visitor = unique(testInfo, "visitor");
  addStaff(staff);
  const hostile = `<img src=x onerror="document.title='pwned'"> =SUM(1)`;
  const submitted = await request.post("/api/contact", {
    data: {
      name: hostile,
      email: visitor,
      subject: "Website rebuild",
      message: "<script>alert(1)</script>\nTwo lines",
    },
  });
  expect(submitted.status()).toBe(201);

  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Sign in to the inbox" })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, testInfo, "admin-sign-in");
  await page.getByLabel("Email").fill(staff);
  await page.getByLabel("Password").fill("not the password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("The e-mail or password is wrong.");
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByLabel("Password").press("Enter");

  // The overview is the first screen (admin-overview.spec.ts); the leads are one link away.
  await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
  await page.getByRole("link", { name: "Leads", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Leads" })).toBeVisible();
  // Both projects post a lead with this name to the one server: this test's is the one from its visitor.
  const leadLink = page
    .getByRole("listitem")
    .filter({ hasText: visitor })
    .getByRole("link", { name: `Unread: ${hostile}` });
  await expect(leadLink).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page, "the list");
  await screenshot(page, testInfo, "admin-list");

  await leadLink.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(hostile);
  await expect(page.getByText("<script>alert(1)</script>")).toBeVisible();
  await expect(page.locator("img[src=x]")).toHaveCount(0);
  expect(await page.title()).not.toBe("pwned");
  await expect(page.getByRole("link", { name: "Reply by e-mail" })).toHaveAttribute(
    "href",
    `mailto:${visitor}?subject=Re%3A%20Website%20rebuild`,
  );
  await expect(page.getByText(/Notification to the firm: (Queued|Sent)/)).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page, "a lead");
  await screenshot(page, testInfo, "admin-lead");

  // Keyboard only: status, note.
  await page.getByLabel("Status", { exact: true }).selectOption("done");
  await page.getByRole("button", { name: "Save status" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Status set to Done.")).toBeVisible();
  await page.getByLabel("Add a note").fill("Called back, sent a proposal.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByText("Called back, sent a proposal.")).toBeVisible();
  await expect(page.getByText(new RegExp(`^${staff.replace(/[.+]/g, "\\$&")}, `))).toBeVisible();
  await page.getByRole("button", { name: "Send again" }).click();
  await expect(page.getByText("The notification is queued again.")).toBeVisible();

  await page.getByRole("link", { name: "← All leads" }).click();
  await page.getByLabel("Form").selectOption("contact");
  await page.getByLabel("Search name, e-mail, company or text").fill(visitor);
  await page.getByRole("button", { name: "Search" }).click();
  const results = page.getByRole("list", { name: "Leads, newest first" }).getByRole("listitem");
  await expect(results).toHaveCount(1);
  await expect(results.first()).toContainText("Done");

  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const download = await downloadPromise;
  const csv = readFileSync(await download.path(), "utf8");
  // The form's columns, then the visit it came from (docs/analytics.md: attribution in exports).
  expect(csv.split("\r\n")[0]).toBe(
    "id,reference,created_at,name,email,subject,message,spam,landing_page,referrer_host,utm_source,utm_medium,utm_campaign,utm_term,utm_content,pages_viewed",
  );
  expect(csv).toContain(visitor);
  // Quoted for the commas and quotes; not a formula (it does not start with =): kept as typed.
  expect(csv).toContain(`"<img src=x onerror=""document.title='pwned'""> =SUM(1)"`);

  await page.getByRole("link", { name: "Erase an address" }).click();
  await page.getByLabel("E-mail address").fill(visitor);
  await page.getByRole("button", { name: "Find what is stored" }).click();
  await expect(page.getByRole("heading", { name: `Erase everything about ${visitor}?` })).toBeVisible();
  await expectNoHorizontalOverflow(page, "the erase page");
  await screenshot(page, testInfo, "admin-erase");
  await page.getByRole("button", { name: "Erase everything" }).click();
  await expect(page.getByText(`Erased everything about ${visitor}:`)).toBeVisible();

  await page.getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByText("Erased an address").first()).toBeVisible();
  await screenshot(page, testInfo, "admin-audit");

  await page.getByRole("link", { name: "Leads" }).click();
  await page.getByLabel("Search name, e-mail, company or text").fill(visitor);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("No leads match this filter.")).toBeVisible();

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { name: "Sign in to the inbox" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Sign in to the inbox" })).toBeVisible();
});

test("the Website screen: Publish, the builds kept and the way to the editor, readable and axe clean", async ({
  page,
}, testInfo) => {
  const staff = unique(testInfo, "website-staff");
  addStaff(staff);
  await page.goto("/admin");
  await page.getByLabel("Email").fill(staff);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByLabel("Password").press("Enter");
  await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();

  // Only looked at: publishing here would rebuild the checkout the other tests run against
  // (editor.spec.ts publishes on a server of its own).
  await page.getByRole("link", { name: "Website", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Website", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Publish" })).toBeEnabled();
  await expect(page.getByText("Deployed with the server")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Edit the site" })).toHaveAttribute(
    "href",
    "/keystatic",
  );
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page, "the Website screen");
  await screenshot(page, testInfo, "admin-website");
});
