import {
  signIn,
  addStaff,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  PASSWORD,
  screenshot,
  unique,
} from "./admin-support";
import { expect, test } from "./fixtures";
import { mailTo } from "./forms-support";

// Staff accounts in the browser, end to end against the real server and the SMTP sink: an owner
// (made with the staff command) invites a consultant; the invite arrives by mail; the consultant
// sets a password from its link, signs in, opens a lead, and is refused export and publish, in
// the interface (not offered; the Website screen answers with the refusal) and by the API (403).

// A signed-out visit logs the session's 401, the used link its 410, the consultant's refused calls their 403.
test.use({ allowedConsoleErrors: [/status of (401 \(Unauthorized\)|403 \(Forbidden\)|410 \(Gone\))/] });

test("an owner invites a consultant, who sets a password from the mail and is refused export and publish", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const owner = unique(testInfo, "owner");
  const consultant = unique(testInfo, "consultant");
  const visitor = unique(testInfo, "visitor");
  addStaff(owner);
  const submitted = await request.post("/api/contact", {
    data: { name: "Invited Lead", email: visitor, subject: "A project", message: "Hello" },
  });
  expect(submitted.status()).toBe(201);

  // The owner invites.
  await page.goto("/admin/accounts");
  await signIn(page, owner);
  // A sign-in is a scrypt hash: slow on a busy machine.
  await expect(page.getByRole("heading", { name: "Accounts" })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel("E-mail").fill(consultant);
  await page.getByLabel("Name shown in the inbox").fill("Grace Consultant");
  await page.getByLabel("Role").selectOption("consultant");
  await page.getByRole("button", { name: "Send the invite" }).click();
  await expect(page.getByRole("status")).toContainText(consultant, { timeout: 15_000 });
  const staffList = page.getByRole("list", { name: "Staff" });
  await expect(staffList.getByRole("listitem").filter({ hasText: consultant })).toContainText("Grace Consultant");
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page, "the accounts screen");
  await screenshot(page, testInfo, "admin-accounts");
  await page.getByRole("button", { name: "Sign out" }).click();

  // The invite arrives; its link sets the password.
  await expect.poll(async () => (await mailTo(consultant)).length, { timeout: 30_000 }).toBe(1);
  const [mail] = await mailTo(consultant);
  const link = /(http:\/\/\S+\/admin\/set-password#[A-Za-z0-9_-]{43})/.exec(mail!.text)?.[1];
  expect(link).toBeDefined();
  await page.goto(link!);
  await expect(page.getByRole("heading", { name: "Set your password" })).toBeVisible();
  await expect(page.getByText(consultant)).toBeVisible();
  await page.getByLabel("New password (at least 12 characters)").fill(PASSWORD);
  await page.getByLabel("The same password again").fill(PASSWORD);
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page, "the set-password page");
  await screenshot(page, testInfo, "admin-set-password");
  await page.getByRole("button", { name: "Set my password" }).click();
  await expect(page.getByRole("status")).toContainText(consultant, { timeout: 30_000 });

  // The same link again: one sentence, nothing else.
  await page.goto(link!.replace("#", "?again#"));
  await expect(page.getByRole("alert")).toContainText("already been used");

  // The consultant signs in and opens the lead.
  await page.getByRole("link", { name: "Go to the sign-in" }).click();
  await signIn(page, consultant);
  await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible({ timeout: 30_000 });
  const nav = page.getByRole("navigation", { name: "Inbox" });
  await expect(nav.getByRole("link", { name: "Leads", exact: true })).toBeVisible();
  for (const hidden of ["Website", "Erase an address", "Audit log", "Accounts", "Edit the site"])
    await expect(nav.getByRole("link", { name: hidden })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /Grace Consultant/ })).toBeVisible();
  await page.goto("/admin/leads?form=contact");
  await expect(page.getByRole("heading", { name: "Leads" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Export/ })).toHaveCount(0);
  await page.getByRole("listitem").filter({ hasText: visitor }).getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Invited Lead");
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page, "a lead, as a consultant");

  // Publish, reached by its address: the screen says the role does not allow it.
  await page.goto("/admin/website");
  await expect(page.getByRole("alert")).toContainText("consultant");
  await expect(page.getByRole("button", { name: /Publish/ })).toHaveCount(0);

  // And by the API, with the consultant's own session: 403.
  const origin = new URL(page.url()).origin;
  expect((await page.request.get("/api/admin/export?form=contact&format=csv")).status()).toBe(403);
  expect((await page.request.post("/api/admin/site/publish", { data: {}, headers: { origin } })).status()).toBe(403);
  expect((await page.request.get("/api/admin/accounts")).status()).toBe(403);
});
