import type { Page } from "@playwright/test";
import { contactSection, outcomes, servicesPage } from "../site-content";
import { expect, gotoHydrated, test } from "./fixtures";
import { E2E_NOTIFY_TO, mailTo, notificationsFrom, storedRows, uniqueEmail } from "./forms-support";

// The four forms against the real server, its database and a real SMTP sink (global-setup.ts).

const failedRequests = [/Failed to load resource/];

/** The contact form's success banner: CONTACT_SUCCESS, then the answer's reference on a line of its own. */
const CONTACT_SENT = /^Message sent successfully!\s*Your reference: CM-[0-9A-Z]{4}-[0-9A-Z]{2}$/;

async function fillContact(page: Page, email: string) {
  const form = page.getByRole("form", { name: contactSection.messageTitle });
  await form.getByLabel("Name").fill("Ada Lovelace");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Subject").fill("Roadmap review");
  await form.getByLabel("Message").fill("We would like help with our product roadmap.");
  return form;
}

async function fillSubscribe(page: Page, email: string) {
  const form = page.getByRole("form", { name: contactSection.newsletterTitle });
  await form.getByLabel("Name").fill("Grace Hopper");
  await form.getByLabel("Email").fill(email);
  return form;
}

test.describe("contact form", () => {
  test("a message sent from the browser is stored and the firm is notified", async ({ page }) => {
    const email = uniqueEmail("contact");
    await gotoHydrated(page, "/contact");
    const form = await fillContact(page, email);
    let posts = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/contact")) posts += 1;
    });
    await form.getByRole("button", { name: "Send Message" }).dblclick();
    await expect(form.getByRole("status")).toHaveText(CONTACT_SENT);
    await expect(form.getByLabel("Name")).toHaveValue("");
    await expect(form.getByLabel("Message")).toHaveValue("");
    expect(posts).toBe(1);

    const rows = storedRows("contact_messages", email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: "Ada Lovelace", subject: "Roadmap review", spam: 0 });
    await expect.poll(async () => (await notificationsFrom(email)).length).toBe(1);
    const [mail] = await notificationsFrom(email);
    expect(mail!.to).toEqual([E2E_NOTIFY_TO]);
    expect(mail!.text).toContain("We would like help with our product roadmap.");
  });

  test("the honeypot is out of sight and reach; a bot that fills it is answered normally and flagged", async ({
    page,
  }) => {
    const email = uniqueEmail("contact-bot");
    await gotoHydrated(page, "/contact");
    const form = await fillContact(page, email);
    const trap = form.locator('input[name="website"]');
    await expect(trap).toHaveAttribute("tabindex", "-1");
    await expect(trap).toHaveAttribute("autocomplete", "off");
    await expect(form.getByRole("textbox", { name: /Leave this field empty/ })).toHaveCount(0);
    expect(await trap.evaluate((input) => input.getBoundingClientRect().right <= 0)).toBe(true);
    await trap.evaluate((input: HTMLInputElement) => (input.value = "https://spam.example"));
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("status")).toHaveText(CONTACT_SENT);
    expect(storedRows("contact_messages", email)).toMatchObject([{ spam: 1 }]);
    // A genuine message sent after it is notified: the trapped one, queued before it, would have been too.
    const genuine = uniqueEmail("contact-after-bot");
    const sent = await page.request.post("/api/contact", {
      data: { name: "Ada", email: genuine, subject: "After the bot", message: "A real question.", website: "" },
    });
    expect(sent.status()).toBe(201);
    await expect.poll(() => notificationsFrom(genuine), { timeout: 15_000 }).toHaveLength(1);
    expect(await notificationsFrom(email)).toHaveLength(0);
  });

  test("shows the schema's messages before sending anything", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    const form = page.getByRole("form", { name: contactSection.messageTitle });
    await form.getByLabel("Email").fill("not-an-address");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByLabel("Name")).toHaveAccessibleDescription("Name is required");
    await expect(form.getByLabel("Email")).toHaveAccessibleDescription("Email is invalid");
    await expect(form.getByLabel("Subject")).toHaveAccessibleDescription("Subject is required");
    await expect(form.getByLabel("Message")).toHaveAccessibleDescription("Message is required");
    await expect(form.getByLabel("Name")).toBeFocused();
  });

  test.describe("failures", () => {
    test.use({ allowedConsoleErrors: failedRequests });

    test("the server's message, 'Failed to send message.', a network error's text; the form is kept", async ({
      page,
    }) => {
      const email = uniqueEmail("contact-fail");
      await gotoHydrated(page, "/contact");
      const form = await fillContact(page, email);
      const send = form.getByRole("button", { name: "Send Message" });

      await page.route("**/api/contact", (route) =>
        route.fulfill({ status: 503, json: { message: "We are down for maintenance." } }),
      );
      await send.click();
      await expect(form.getByRole("alert")).toHaveText("We are down for maintenance.");
      await expect(form.getByLabel("Subject")).toHaveValue("Roadmap review");

      await page.unroute("**/api/contact");
      await page.route("**/api/contact", (route) =>
        route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad gateway</h1>" }),
      );
      await send.click();
      await expect(form.getByRole("alert")).toHaveText("Failed to send message.");

      await page.unroute("**/api/contact");
      await page.route("**/api/contact", (route) => route.abort("failed"));
      await send.click();
      await expect(form.getByRole("alert")).toHaveText("Failed to fetch");
      await expect(form.getByLabel("Email")).toHaveValue(email);

      await page.unroute("**/api/contact");
      await send.click();
      await expect(form.getByRole("status")).toHaveText(CONTACT_SENT);
      expect(storedRows("contact_messages", email)).toHaveLength(1);
    });
  });
});

test.describe("subscribe form", () => {
  test("a subscription is stored as pending and the confirmation mail arrives", async ({ page }) => {
    const email = uniqueEmail("subscribe");
    await gotoHydrated(page, "/contact");
    const form = await fillSubscribe(page, email);
    await form.getByRole("button", { name: "Subscribe" }).dblclick();
    await expect(form.getByRole("status")).toHaveText(/Thank you for subscribing!/);
    await expect(form.getByLabel("Email")).toHaveValue("");
    const rows = storedRows("subscribers", email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: "Grace Hopper", status: "pending" });
    await expect.poll(async () => (await mailTo(email)).length).toBe(1);
    expect((await mailTo(email))[0]!.text).toContain("/subscribe/confirm?token=");
  });

  test.describe("failures", () => {
    test.use({ allowedConsoleErrors: failedRequests });

    test("the server's error, else 'Something went wrong.'; the form is kept", async ({ page }) => {
      await gotoHydrated(page, "/contact");
      const form = await fillSubscribe(page, uniqueEmail("subscribe-fail"));
      await page.route("**/api/subscribe", (route) =>
        route.fulfill({ status: 429, json: { error: "Too many attempts: please wait a minute." } }),
      );
      await form.getByRole("button", { name: "Subscribe" }).click();
      await expect(form.getByRole("alert")).toHaveText("Too many attempts: please wait a minute.");
      await page.unroute("**/api/subscribe");
      await page.route("**/api/subscribe", (route) => route.fulfill({ status: 500, json: { message: "nope" } }));
      await form.getByRole("button", { name: "Subscribe" }).click();
      await expect(form.getByRole("alert")).toHaveText("Something went wrong.");
      await expect(form.getByLabel("Name")).toHaveValue("Grace Hopper");
    });
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form posts to the API and lands on the outcome page, which shows the reference", async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail("contact-nojs");
    await page.goto("/contact");
    const form = page.getByRole("form", { name: contactSection.messageTitle });
    await form.getByRole("button", { name: "Send Message" }).click();
    // The browser's own checks stop an empty form.
    await expect(page).toHaveURL(/\/contact$/);
    await fillContact(page, email);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/message-sent\?reference=CM-[0-9A-Z]{4}-[0-9A-Z]{2}$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Message sent successfully!");
    expect(storedRows("contact_messages", email)).toHaveLength(1);
    await expect.poll(async () => (await notificationsFrom(email)).length).toBe(1);

    // The page is prerendered, the same for everyone: its script reads the reference from the
    // address. Where a post leaves before the form's page has hydrated, scripts do run on the
    // outcome page: the same address, opened with JavaScript and under the page's CSP (a
    // violation is a console error), shows it.
    const landed = page.url();
    const reference = new URL(landed).searchParams.get("reference")!;
    const context = await browser.newContext({ javaScriptEnabled: true });
    try {
      const withScripts = await context.newPage();
      const errors: string[] = [];
      withScripts.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      withScripts.on("pageerror", (error) => errors.push(error.message));
      await withScripts.goto(landed);
      await expect(withScripts.locator("html[data-hydrated]")).toHaveCount(1);
      await expect(withScripts.getByText(`Your reference: ${reference}`)).toBeVisible();
      await expect(withScripts.getByRole("heading", { level: 1 })).toHaveText("Message sent successfully!");
      expect(errors, "console errors").toEqual([]);
    } finally {
      await context.close();
    }
  });

  test("the subscribe form posts to the API and lands on the outcome page", async ({ page }) => {
    const email = uniqueEmail("subscribe-nojs");
    await page.goto("/contact");
    const form = await fillSubscribe(page, email);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/subscribe\/check-inbox$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(outcomes.checkInbox.title);
    expect(storedRows("subscribers", email)).toHaveLength(1);
  });

  test("the service request opener leads to the contact page", async ({ page }) => {
    await page.goto("/services");
    await expect(page.getByRole("link", { name: servicesPage.request.cta })).toHaveAttribute("href", "/contact");
  });
});

test.describe("service request dialog", () => {
  const opener = (page: Page) => page.getByRole("button", { name: servicesPage.request.cta });
  const dialogOf = (page: Page) => page.getByRole("dialog", { name: "Service Request" });

  test("keyboard: focus moves in and is trapped, Escape closes, focus returns, the page does not scroll", async ({
    page,
  }) => {
    await gotoHydrated(page, "/services");
    await opener(page).focus();
    await page.keyboard.press("Enter");
    const dialog = dialogOf(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Name")).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");

    const close = dialog.getByRole("button", { name: "Close" });
    const submit = dialog.getByRole("button", { name: "Submit Request" });
    await page.keyboard.press("Shift+Tab");
    await expect(close).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(submit).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(close).toBeFocused();
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }

    const before = await page.evaluate(() => window.scrollY);
    // The wheel reaches the page and two frames are drawn after it: a scroll would have happened by then.
    const wheeled = page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          window.addEventListener("wheel", () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), {
            once: true,
            capture: true,
          }),
        ),
    );
    await page.mouse.wheel(0, 600);
    await wheeled;
    expect(await page.evaluate(() => window.scrollY)).toBe(before);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener(page)).toBeFocused();
    // The browser returns focus as the dialog closes; its `close` event, which unlocks the page's
    // scrolling, comes in a task after that.
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow))
      .not.toBe("hidden");
  });

  test("a request is stored, notified, thanked, cleared, and the dialog closes after 3 seconds", async ({ page }) => {
    const email = uniqueEmail("service");
    await gotoHydrated(page, "/services");
    await opener(page).click();
    const dialog = dialogOf(page);
    await dialog.getByRole("button", { name: "Submit Request" }).click();
    await expect(dialog.getByLabel("Name")).toHaveAccessibleDescription("Name is required");
    await expect(dialog.getByLabel("Service")).toHaveAccessibleDescription("Please choose a service");

    await dialog.getByLabel("Name").fill("Ada");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Service").selectOption("Career Coaching");
    await dialog.getByRole("button", { name: "Submit Request" }).click();
    await expect(dialog.getByRole("status")).toHaveText(
      /^Thank you! We've received your request and will contact you soon\.\s*Your reference: SR-[0-9A-Z]{4}-[0-9A-Z]{2}$/,
    );
    const shownAt = Date.now();
    await expect(dialog).toBeHidden({ timeout: 6000 });
    expect(Date.now() - shownAt).toBeGreaterThan(2000);
    await expect(opener(page)).toBeFocused();

    const rows = storedRows("service_requests", email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: "Ada", service: "Career Coaching", message: null });
    await expect.poll(async () => (await notificationsFrom(email)).length).toBe(1);

    await opener(page).click();
    await expect(dialog.getByLabel("Email")).toHaveValue("");
    await expect(dialog.getByLabel("Service")).toHaveValue("");
  });

  test.describe("failures", () => {
    test.use({ allowedConsoleErrors: failedRequests });

    test("the red panel stays, with the mailto link, and the close button works", async ({ page }) => {
      // The page's clock, to run past the 3 seconds after which a success closes the dialog.
      await page.clock.install();
      await gotoHydrated(page, "/services");
      await page.route("**/api/service-requests", (route) => route.fulfill({ status: 500, json: { message: "x" } }));
      await opener(page).click();
      const dialog = dialogOf(page);
      await dialog.getByLabel("Name").fill("Ada");
      await dialog.getByLabel("Email").fill(uniqueEmail("service-fail"));
      await dialog.getByLabel("Service").selectOption("HR Solutions");
      await dialog.getByRole("button", { name: "Submit Request" }).click();
      const alert = dialog.getByRole("alert");
      await expect(alert).toHaveText("Something went wrong. Please try again or email us directly.");
      await expect(alert.getByRole("link", { name: "email us directly" })).toHaveAttribute("href", /^mailto:/);
      await page.clock.runFor(3500);
      await expect(alert).toBeVisible();
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(dialog).toBeHidden();
      await expect(opener(page)).toBeFocused();
    });
  });
});

test.describe("assessment wizard", () => {
  const path = "/assessment/Project%20Management";

  test("every validation message, Back and Next, and a request that is stored and notified", async ({ page }) => {
    const email = uniqueEmail("assessment");
    await gotoHydrated(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Request Project Management Assessment");
    const progress = page.getByRole("list", { name: "Progress" });
    await expect(progress.getByRole("listitem")).toHaveCount(3);
    await expect(progress.locator('[aria-current="step"]')).toContainText("Step 1");
    await expect(page.getByRole("button", { name: "Back" })).toHaveCount(0);
    const next = page.getByRole("button", { name: "Next" });

    await next.click();
    await expect(page.getByRole("main").getByLabel("Full Name")).toHaveAccessibleDescription("Full name is required");
    await expect(page.getByRole("main").getByLabel("Email")).toHaveAccessibleDescription("Email is required");
    await expect(page.getByRole("main").getByLabel("Full Name")).toBeFocused();
    await page.getByRole("main").getByLabel("Full Name").fill("Ada Lovelace");
    await expect(page.getByText("Full name is required")).toHaveCount(0);
    await page.getByRole("main").getByLabel("Email").fill("ada@example");
    await next.click();
    await expect(page.getByRole("main").getByLabel("Email")).toHaveAccessibleDescription("Email is invalid");
    await expect(page.getByRole("main").getByLabel("Email")).toBeFocused();
    await page.getByRole("main").getByLabel("Email").fill(email);
    await next.click();

    await expect(progress.locator('[aria-current="step"]')).toContainText("Step 2");
    await expect(page.getByText("Step 2 of 3").first()).toBeAttached();
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toBeFocused();
    await next.click();
    await expect(page.getByRole("main").getByLabel("Company")).toHaveAccessibleDescription("Company is required");
    await expect(page.getByRole("main").getByLabel("Team Size")).toHaveAccessibleDescription(/Team size is required/);
    await page.getByRole("main").getByLabel("Company").fill("Analytical Engines");
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByRole("main").getByLabel("Full Name")).toHaveValue("Ada Lovelace");
    await expect(page.getByRole("main").getByLabel("Email")).toHaveValue(email);
    await next.click();
    await expect(page.getByRole("main").getByLabel("Company")).toHaveValue("Analytical Engines");
    await page.getByRole("main").getByLabel("Team Size").fill("about 40 people");
    await next.click();

    await expect(progress.locator('[aria-current="step"]')).toContainText("Step 3");
    const submit = page.getByRole("button", { name: "Submit" });
    await submit.click();
    await expect(page.getByRole("main").getByLabel("Challenges")).toHaveAccessibleDescription(
      "Please describe your challenges",
    );
    await expect(page.getByRole("main").getByLabel("Goals")).toHaveAccessibleDescription("Please describe your goals");
    await page.getByRole("main").getByLabel("Challenges").fill("Deadlines slip");
    await page.getByRole("main").getByLabel("Goals").fill("Predictable delivery");
    await submit.click();

    await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible();
    await expect(
      page.getByText("We've received your Project Management assessment request. Our team will contact you soon."),
    ).toBeVisible();
    await expect(page.getByText(/^Your reference: AR-[0-9A-Z]{4}-[0-9A-Z]{2}$/)).toBeVisible();
    const rows = storedRows("assessment_requests", email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      full_name: "Ada Lovelace",
      company: "Analytical Engines",
      team_size: "about 40 people",
      service: "Project Management",
    });
    await expect.poll(async () => (await notificationsFrom(email)).length).toBe(1);
    await page.getByRole("link", { name: outcomes.links.find((link) => link.href === "/")!.label }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test.describe("failures", () => {
    test.use({ allowedConsoleErrors: failedRequests });

    test("a failure shows an alert, keeps every field, and a retry goes through once", async ({ page }) => {
      const email = uniqueEmail("assessment-fail");
      await gotoHydrated(page, path);
      await page.getByRole("main").getByLabel("Full Name").fill("Ada");
      await page.getByRole("main").getByLabel("Email").fill(email);
      await page.getByRole("button", { name: "Next" }).click();
      await page.getByRole("main").getByLabel("Company").fill("Engines");
      await page.getByRole("main").getByLabel("Team Size").fill("12");
      await page.getByRole("button", { name: "Next" }).click();
      await page.getByRole("main").getByLabel("Challenges").fill("Slow");
      await page.getByRole("main").getByLabel("Goals").fill("Fast");
      await page.route("**/api/assessment", (route) => route.abort("failed"));
      await page.getByRole("button", { name: "Submit" }).click();
      await expect(page.getByRole("alert")).toContainText("We could not send your request.");
      await expect(page.getByRole("main").getByLabel("Challenges")).toHaveValue("Slow");
      await expect(page.getByRole("main").getByLabel("Goals")).toHaveValue("Fast");
      await page.unroute("**/api/assessment");
      await page.getByRole("button", { name: "Submit" }).click();
      await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible();
      expect(storedRows("assessment_requests", email)).toHaveLength(1);
    });
  });
});
