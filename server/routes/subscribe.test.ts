import { afterEach, describe, expect, it } from "vitest";
import { databaseKinds } from "../db/test-databases";
import { smtpTransport } from "../mail/transport";
import { OutboxWorker } from "../mail/worker";
import { startSmtpSink, type SmtpSink } from "../test-support/smtp-sink";
import { makeApiApp, type ApiApp } from "../test-helpers";

describe.each(databaseKinds)("newsletter double opt-in on $name", ({ skip, create }) => {
  let ctx: ApiApp | undefined;
  let sink: SmtpSink | undefined;
  afterEach(async () => {
    await ctx?.close();
    await sink?.close();
    ctx = undefined;
    sink = undefined;
  });
  const test = (title: string, fn: () => Promise<void>) =>
    it.skipIf(skip !== "")(`${title}${skip ? ` (skipped: ${skip})` : ""}`, fn);

  async function subscribeAndReadMail(email = "ada@example.com") {
    ctx = await makeApiApp(await create(), {
      PUBLIC_ORIGIN: "https://www.example.com",
      VITE_SITE_NAME: "Acme Advisors",
    });
    sink = await startSmtpSink();
    const answer = await ctx.app.inject({
      method: "POST",
      url: "/api/subscribe",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ name: "Ada", email }),
    });
    expect(answer.statusCode).toBe(201);
    const worker = new OutboxWorker({
      database: ctx.database,
      transport: smtpTransport(sink.url),
      from: "no-reply@example.com",
      logger: ctx.app.log,
    });
    expect(await worker.runOnce()).toBe(1);
    const [mail] = await sink.waitFor(1);
    const confirm = /https:\/\/www\.example\.com(\/api\/subscribe\/confirm\?token=[\w-]+)/.exec(mail!.text)?.[1];
    const unsubscribe = /https:\/\/www\.example\.com(\/api\/subscribe\/unsubscribe\?token=[\w-]+)/.exec(
      mail!.text,
    )?.[1];
    expect(confirm).toBeDefined();
    expect(unsubscribe).toBeDefined();
    return { mail: mail!, confirm: confirm!, unsubscribe: unsubscribe! };
  }

  const status = async () =>
    (await ctx!.database.db.selectFrom("subscribers").select("status").executeTakeFirstOrThrow()).status;

  test("the confirmation mail carries the link and the RFC 8058 headers; tokens are stored hashed", async () => {
    const { mail, confirm, unsubscribe } = await subscribeAndReadMail();
    expect(mail.to).toEqual(["ada@example.com"]);
    expect(mail.subject).toBe("Please confirm your subscription to the Acme Advisors newsletter");
    expect(mail.headers.get("list-unsubscribe")).toBe(`<https://www.example.com${unsubscribe}>`);
    expect(mail.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const tokens = await ctx!.database.db.selectFrom("subscriber_tokens").select("token_hash").execute();
    const raw = [confirm, unsubscribe].map((link) => link.split("token=")[1]!);
    expect(tokens).toHaveLength(2);
    for (const { token_hash } of tokens) {
      expect(token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(raw).not.toContain(token_hash);
    }
  });

  test("confirm → confirmed (twice is still fine); unsubscribe by GET and by one-click POST", async () => {
    const { confirm, unsubscribe } = await subscribeAndReadMail();
    const app = ctx!.app;
    expect(await status()).toBe("pending");
    const confirmed = await app.inject({ url: confirm });
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe("https://www.example.com/subscribe/confirmed");
    expect(await status()).toBe("confirmed");
    expect((await app.inject({ url: confirm })).headers.location).toBe("https://www.example.com/subscribe/confirmed");

    const again = await app.inject({
      method: "POST",
      url: "/api/subscribe",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ name: "Ada", email: "ADA@example.com" }),
    });
    expect(again.statusCode).toBe(200);
    expect(await ctx!.database.db.selectFrom("subscribers").selectAll().execute()).toHaveLength(1);

    const gone = await app.inject({ url: unsubscribe });
    expect(gone.statusCode).toBe(303);
    expect(gone.headers.location).toBe("https://www.example.com/subscribe/unsubscribed");
    expect(await status()).toBe("unsubscribed");

    // A used confirmation link does not subscribe again.
    expect((await app.inject({ url: confirm })).headers.location).toBe(
      "https://www.example.com/subscribe/link-invalid",
    );

    const oneClick = await app.inject({
      method: "POST",
      url: unsubscribe,
      headers: { "content-type": "multipart/form-data; boundary=x" },
      payload: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(await status()).toBe("unsubscribed");
  });

  test("one-click POST unsubscribes a confirmed subscriber; bad tokens land on link-invalid", async () => {
    const { confirm, unsubscribe } = await subscribeAndReadMail();
    const app = ctx!.app;
    await app.inject({ url: confirm });
    const oneClick = await app.inject({
      method: "POST",
      url: unsubscribe,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.statusCode).toBe(200);
    expect(await status()).toBe("unsubscribed");
    for (const url of [
      "/api/subscribe/confirm?token=nope",
      "/api/subscribe/confirm",
      `/api/subscribe/unsubscribe?token=${"a".repeat(43)}`,
    ]) {
      expect((await app.inject({ url })).headers.location).toBe("https://www.example.com/subscribe/link-invalid");
    }
    expect((await app.inject({ method: "POST", url: "/api/subscribe/unsubscribe?token=x" })).statusCode).toBe(400);
    // Tokens never reach the log.
    expect(ctx!.logLines.join("")).not.toContain(confirm.split("token=")[1]);
  });
});
