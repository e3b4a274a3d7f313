import {
  signIn,
  addStaff,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  screenshot,
  unique,
} from "./admin-support";
import { expect, test } from "./fixtures";
import { mailTo } from "./forms-support";

// A reply from the inbox, end to end against the real server and SMTP sink, at both widths (the
// projects): a staff member keeps a template, opens a lead, replies from the template; the
// visitor's mailbox receives it with the lead's reference and the staff member as Reply-To; the
// lead then says "answered in …" and shows the reply on its timeline. Axe on each screen.

test.use({ allowedConsoleErrors: [/status of 401 \(Unauthorized\)/] });

test("a consultant replies to a lead from a template", async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  const staff = unique(testInfo, "consultant");
  const visitor = unique(testInfo, "replied");
  addStaff(staff, "consultant");
  const submitted = await request.post("/api/contact", {
    data: { name: "Ada Lovelace", email: visitor, subject: "Website rebuild", message: "Can you help?" },
  });
  expect(submitted.status()).toBe(201);

  await page.goto("/admin/templates");
  await signIn(page, staff);
  await expect(page.getByRole("heading", { name: "Reply templates" })).toBeVisible();

  // A template, kept in the inbox (its name unique to this run: both projects share the server).
  const templateName = `First answer ${testInfo.project.name} ${Date.now()}`;
  const addForm = page.getByRole("region", { name: "Add a template" });
  await addForm.getByLabel("Name").fill(templateName);
  await addForm.getByLabel("Text").fill("Hello {nme}");
  await addForm.getByRole("button", { name: "Add template" }).click();
  await expect(page.getByRole("alert")).toContainText("{nme}");
  await addForm
    .getByLabel("Text")
    .fill("Dear {name},\n\nThank you for your message ({reference}). Book a call: {bookingUrl}\n\n{staffName}");
  await addForm.getByRole("button", { name: "Add template" }).click();
  await expect(page.getByText(`Template “${templateName}” added.`)).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page, "the templates");

  // The lead, found by its sender.
  await page.getByRole("link", { name: "Leads", exact: true }).click();
  await page.getByLabel("Search name, e-mail, company or text").fill(visitor);
  await page.getByRole("button", { name: "Search" }).click();
  await page
    .getByRole("list", { name: "Leads, newest first" })
    .getByRole("listitem")
    .filter({ hasText: visitor })
    .getByRole("link")
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ada Lovelace");
  const reference = ((await page.getByText(/^Reference: /).textContent()) ?? "").replace("Reference: ", "").trim();
  expect(reference).toMatch(/^CM-/);

  const reply = page.getByRole("region", { name: "Reply" });
  await expect(reply.getByText(visitor)).toBeVisible();
  await expect(reply.getByLabel("Subject")).toHaveValue(`Re: Website rebuild [${reference}]`);
  await reply.getByLabel("Start from a template").selectOption({ label: templateName });
  await expect(reply.getByLabel("Your reply")).toHaveValue(new RegExp(`^Dear Ada Lovelace,[\\s\\S]*${reference}`));
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page, "a lead with its reply form");
  await reply.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByText("Reply queued: it goes out in a moment.")).toBeVisible();

  // The visitor's mailbox: the reply, with the reference, Reply-To the consultant.
  await expect
    .poll(async () => (await mailTo(visitor)).filter((mail) => mail.subject.startsWith("Re:")).length, {
      timeout: 20_000,
    })
    .toBe(1);
  const [mail] = (await mailTo(visitor)).filter((one) => one.subject.startsWith("Re:"));
  expect(mail!.subject).toBe(`Re: Website rebuild [${reference}]`);
  expect(mail!.replyTo).toContain(staff);
  expect(mail!.text).toContain(`Thank you for your message (${reference}).`);

  // The lead: answered, and the reply on its timeline once the outbox sent it.
  await expect(page.getByText(/^answered in /).first()).toBeVisible();
  const timeline = page.getByRole("list", { name: "What happened, oldest first" });
  await expect(async () => {
    await page.reload();
    await expect(
      timeline.getByRole("listitem").filter({ hasText: `Replied: Re: Website rebuild [${reference}]` }),
    ).toContainText(`by ${staff}, sent`);
  }).toPass({ timeout: 20_000 });
  await expect(timeline.getByRole("listitem").first()).toContainText("Received");
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page, "an answered lead");
  await screenshot(page, testInfo, "admin-lead-replied");
});
