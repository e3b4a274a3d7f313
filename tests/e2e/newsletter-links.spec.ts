import type { Page } from "@playwright/test";
import { outcomes } from "../site-content";
import { expect, gotoHydrated, test } from "./fixtures";
import { mailTo, storedRows, uniqueEmail } from "./forms-support";

// The newsletter's e-mail links against the real server and SMTP sink: opening a link (as a
// mail scanner does) changes nothing; the page's one button does, with or without JavaScript.

async function subscribeAndReadLinks(page: Page, email: string) {
  const response = await page.request.post("/api/subscribe", { data: { name: "Grace Hopper", email } });
  expect(response.status()).toBe(201);
  await expect.poll(async () => (await mailTo(email)).length).toBe(1);
  const [mail] = await mailTo(email);
  const path = (page: string) =>
    new RegExp(`https?://[^/\\s]+(/subscribe/${page}\\?token=[\\w-]+)`).exec(mail!.text)?.[1];
  return { confirm: path("confirm")!, unsubscribe: path("unsubscribe")! };
}

const statusOf = (email: string) => storedRows("subscribers", email)[0]?.status;

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("a confirmation link opens a page; only its button confirms; unsubscribing works the same way", async ({
      page,
    }) => {
      const email = uniqueEmail(`links-${javaScriptEnabled ? "js" : "nojs"}`);
      const { confirm, unsubscribe } = await subscribeAndReadLinks(page, email);

      // A scanner's GET and HEAD, then a person opening the page: still pending.
      expect((await page.request.head(confirm)).status()).toBe(200);
      if (javaScriptEnabled) await gotoHydrated(page, confirm);
      else await page.goto(confirm);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(outcomes.confirm.title);
      expect(statusOf(email)).toBe("pending");

      await page.getByRole("button", { name: outcomes.confirm.action }).click();
      await expect(page).toHaveURL(/\/subscribe\/confirmed$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(outcomes.confirmed.title);
      expect(statusOf(email)).toBe("confirmed");

      await page.goto(unsubscribe);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(outcomes.unsubscribe.title);
      expect(statusOf(email)).toBe("confirmed");
      await page.getByRole("button", { name: outcomes.unsubscribe.action }).click();
      await expect(page).toHaveURL(/\/subscribe\/unsubscribed$/);
      expect(statusOf(email)).toBe("unsubscribed");

      // The old confirmation link does not subscribe the address again.
      await page.goto(confirm);
      await page.getByRole("button", { name: outcomes.confirm.action }).click();
      await expect(page).toHaveURL(/\/subscribe\/link-invalid$/);
      expect(statusOf(email)).toBe("unsubscribed");
    });
  });
}
