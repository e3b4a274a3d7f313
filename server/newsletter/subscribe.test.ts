import { randomUUID } from "node:crypto";
import { afterEach, expect } from "vitest";
import { isoIn } from "../db/time";
import { smtpTransport } from "../mail/transport";
import { OutboxWorker } from "../delivery/worker";
import { startSmtpSink, type SmtpSink } from "../test-support/smtp-sink";
import type { ApiApp } from "../test-support/app";
import { NEWSLETTER_MAIL_CAPS } from "./subscriptions";
import { SUBSCRIBE_MESSAGE } from "./subscribe";
import { describeOnEachDatabase } from "../test-support/fixtures";

const ORIGIN = "https://www.example.com";

describeOnEachDatabase("newsletter double opt-in", (databaseTest) => {
  let ctx: ApiApp | undefined;
  // Started by a test or by delivered(), once.
  let sink: SmtpSink | undefined;
  afterEach(async () => {
    await sink?.close();
    sink = undefined;
  });

  const test = databaseTest.extend<{ start: (env?: NodeJS.ProcessEnv) => Promise<ApiApp> }>({
    start: async ({ apiApp }, use) => {
      await use(
        async (env = {}) =>
          (ctx = await apiApp(
            { PUBLIC_ORIGIN: ORIGIN, RATE_LIMIT_PER_MINUTE: "1000", RATE_LIMIT_PER_DAY: "1000", ...env },
            {},
            { siteName: "Acme Advisors" },
          )),
      );
    },
  });

  const subscribe = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    ctx!.app.inject({
      method: "POST",
      url: "/api/subscribe",
      headers: { "content-type": "application/json", ...headers },
      payload: JSON.stringify(fields),
    });

  /** The newsletter mails queued so far, oldest first. */
  const queued = () =>
    ctx!.database.db
      .selectFrom("outbox")
      .select(["id", "to_address", "subject", "text_body", "html_body", "headers", "created_at"])
      .where("kind", "=", "subscriber")
      .orderBy("created_at")
      .execute();

  /** Sends every queued mail through a real SMTP sink; returns every mail that arrived so far. */
  const delivered = async () => {
    sink ??= await startSmtpSink();
    const worker = new OutboxWorker({
      database: ctx!.database,
      transport: smtpTransport(sink.url),
      from: "no-reply@example.com",
      logger: ctx!.app.log,
    });
    while ((await worker.runOnce()) > 0);
    return sink.received;
  };

  /** The links of the last newsletter mail that arrived. */
  const lastMailLinks = async () => links((await delivered()).at(-1)!.text);

  const links = (text: string) => ({
    confirm: /https:\/\/www\.example\.com(\/subscribe\/confirm\?token=[\w-]+)/.exec(text)?.[1],
    unsubscribe: /https:\/\/www\.example\.com(\/subscribe\/unsubscribe\?token=[\w-]+)/.exec(text)?.[1],
  });

  const status = async () =>
    (await ctx!.database.db.selectFrom("subscribers").select("status").executeTakeFirstOrThrow()).status;

  const press = (url: string, headers: Record<string, string> = {}) =>
    ctx!.app.inject({
      method: "POST",
      url,
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      payload: "",
    });

  /** Lets the per-address interval pass, as if the last mail had gone out earlier. */
  const ageMails = (ms: number) =>
    ctx!.database.db
      .updateTable("outbox")
      .set({ created_at: isoIn(-ms) })
      .execute();

  test("the mail that arrives: links to pages, the RFC 8058 headers, nothing the visitor typed", async ({ start }) => {
    await start();
    sink = await startSmtpSink();
    const name = "Visit https://evil.example/win-a-prize now";
    const answer = await subscribe({ name, email: "ada@example.com" });
    expect(answer.statusCode).toBe(201);
    const worker = new OutboxWorker({
      database: ctx!.database,
      transport: smtpTransport(sink.url),
      from: "no-reply@example.com",
      logger: ctx!.app.log,
    });
    expect(await worker.runOnce()).toBe(1);
    const [mail] = await sink.waitFor(1);
    expect(mail!.to).toEqual(["ada@example.com"]);
    expect(mail!.subject).toBe("Please confirm your subscription to the Acme Advisors newsletter");
    for (const part of [mail!.subject, mail!.text, mail!.html]) {
      expect(part).not.toContain("evil.example");
      expect(part).not.toContain("Visit");
    }
    const { confirm, unsubscribe } = links(mail!.text);
    expect(confirm).toBeDefined();
    expect(unsubscribe).toBeDefined();
    const oneClick = unsubscribe!.replace("/subscribe/unsubscribe", "/api/subscribe/unsubscribe");
    expect(mail!.headers.get("list-unsubscribe")).toBe(`<${ORIGIN}${oneClick}>`);
    expect(mail!.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    // Tokens are stored hashed.
    const tokens = await ctx!.database.db.selectFrom("subscriber_tokens").select("token_hash").execute();
    const raw = [confirm!, unsubscribe!].map((link) => link.split("token=")[1]!);
    expect(tokens).toHaveLength(2);
    for (const { token_hash } of tokens) {
      expect(token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(raw).not.toContain(token_hash);
    }
  });

  test("the queued mail holds no usable token: its links are made when it is sent", async ({ start }) => {
    await start();
    await subscribe({ name: "Ada", email: "ada@example.com" });
    await ageMails(NEWSLETTER_MAIL_CAPS.perAddressEveryMs + 1000);
    await subscribe({ name: "Ada", email: "ada@example.com" }); // a second confirmation mail
    const rows = await queued();
    expect(rows).toHaveLength(2);
    // Whatever looks like a token in the outbox (bodies, headers) confirms and unsubscribes nobody.
    const everything = rows.map((row) => [row.text_body, row.html_body, row.headers].join("\n")).join("\n");
    expect(everything).toContain("/subscribe/confirm?token=");
    const found = [...everything.matchAll(/token=([^\s"<>&]+)/g)].map((match) => decodeURIComponent(match[1]!));
    expect(found.length).toBeGreaterThan(0);
    for (const token of new Set(found)) {
      expect(token).not.toMatch(/^[A-Za-z0-9_-]{43}$/);
      for (const page of ["/subscribe/confirm", "/subscribe/unsubscribe"]) {
        const url = `${page}?${new URLSearchParams({ token }).toString()}`;
        expect((await press(url)).headers.location, url).toBe(`${ORIGIN}/subscribe/link-invalid`);
      }
    }
    expect(await status()).toBe("pending");
    // Nothing is minted before a send.
    expect(await ctx!.database.db.selectFrom("subscriber_tokens").select("token_hash").execute()).toEqual([]);

    // Sent: each mail has links of its own, and they work.
    const mails = await delivered();
    expect(mails).toHaveLength(2);
    const [first, second] = mails.map((mail) => links(mail.text));
    expect(first!.confirm).not.toBe(second!.confirm);
    expect(first!.unsubscribe).not.toBe(second!.unsubscribe);
    expect(mails[1]!.html).toContain(`${ORIGIN}${second!.confirm}`);
    // A sent row keeps no token either.
    const after = await queued();
    for (const row of after) {
      expect([row.text_body, row.html_body, row.headers].join("\n")).not.toMatch(/token=[A-Za-z0-9_-]{43}/);
    }
    expect((await press(first!.confirm!)).headers.location).toBe(`${ORIGIN}/subscribe/confirmed`);
    expect(await status()).toBe("confirmed");
  });

  test("a send that fails leaves no token behind; the retry mails new ones that work", async ({ start }) => {
    await start();
    await subscribe({ name: "Ada", email: "ada@example.com" });
    const failing = new OutboxWorker({
      database: ctx!.database,
      transport: { send: () => Promise.reject(new Error("connection refused")), close: () => undefined },
      from: "no-reply@example.com",
      logger: ctx!.app.log,
      baseDelayMs: 0,
    });
    expect(await failing.runOnce()).toBe(1);
    expect(await ctx!.database.db.selectFrom("subscriber_tokens").select("token_hash").execute()).toEqual([]);
    const { confirm } = await lastMailLinks();
    expect((await press(confirm!)).headers.location).toBe(`${ORIGIN}/subscribe/confirmed`);
  });

  test("opening a link (GET or HEAD, as mail scanners do) changes nothing; only the button's POST does", async ({
    start,
  }) => {
    await start();
    await subscribe({ name: "Ada", email: "ada@example.com" });
    const { confirm, unsubscribe } = await lastMailLinks();
    const token = confirm!.split("token=")[1]!;

    // The API addresses of older mails now lead to the page, token kept, state untouched.
    for (const method of ["GET", "HEAD"] as const) {
      const opened = await ctx!.app.inject({ method, url: `/api/subscribe/confirm?token=${token}` });
      expect(opened.statusCode).toBe(303);
      expect(opened.headers.location).toBe(`${ORIGIN}/subscribe/confirm?token=${token}`);
      const openedOut = await ctx!.app.inject({ method, url: unsubscribe!.replace("/subscribe", "/api/subscribe") });
      expect(openedOut.headers.location).toBe(`${ORIGIN}${unsubscribe}`);
    }
    expect(await status()).toBe("pending");

    const confirmed = await press(confirm!);
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe(`${ORIGIN}/subscribe/confirmed`);
    expect(await status()).toBe("confirmed");
    // Pressed twice: still confirmed.
    expect((await press(confirm!)).headers.location).toBe(`${ORIGIN}/subscribe/confirmed`);

    const gone = await press(unsubscribe!);
    expect(gone.headers.location).toBe(`${ORIGIN}/subscribe/unsubscribed`);
    expect(await status()).toBe("unsubscribed");
    // A confirmation link never brings back someone who unsubscribed.
    expect((await press(confirm!)).headers.location).toBe(`${ORIGIN}/subscribe/link-invalid`);
    expect(await status()).toBe("unsubscribed");
  });

  test("unsubscribing revokes confirmation links that were never used", async ({ start }) => {
    await start();
    await subscribe({ name: "Ada", email: "ada@example.com" });
    const { confirm, unsubscribe } = await lastMailLinks();
    await press(unsubscribe!);
    expect((await press(confirm!)).headers.location).toBe(`${ORIGIN}/subscribe/link-invalid`);
    expect(await status()).toBe("unsubscribed");
    const left = await ctx!.database.db.selectFrom("subscriber_tokens").select("purpose").execute();
    expect(left.map((token) => token.purpose)).toEqual(["unsubscribe"]);
  });

  test("a link whose token is repeated, too long or missing reads as not valid: never an error, never echoed", async ({
    start,
  }) => {
    await start();
    const junk = "x".repeat(5000);
    const opened = await ctx!.app.inject({ method: "GET", url: `/api/subscribe/confirm?token=${junk}` });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`${ORIGIN}/subscribe/confirm`);
    for (const query of ["?token=a&token=b", `?token=${junk}`, ""]) {
      const pressed = await ctx!.app.inject({ method: "POST", url: `/subscribe/unsubscribe${query}` });
      expect(pressed.statusCode).toBe(303);
      expect(pressed.headers.location).toBe(`${ORIGIN}/subscribe/link-invalid`);
      const oneClick = await ctx!.app.inject({ method: "POST", url: `/api/subscribe/unsubscribe${query}` });
      expect(oneClick.statusCode).toBe(400);
      expect(oneClick.json<{ message: string }>().message).toMatch(/not valid any more/);
    }
  });

  test("one-click POST (RFC 8058): JSON answers, any body, never rate limited with a valid token", async ({
    start,
  }) => {
    await start({ RATE_LIMIT_PER_MINUTE: "2" });
    await subscribe({ name: "Ada", email: "ada@example.com" });
    const [mail] = await delivered();
    const oneClick = mail!.headers.get("list-unsubscribe")!.slice(ORIGIN.length + 1, -1);
    const multipart = await ctx!.app.inject({
      method: "POST",
      url: oneClick,
      headers: { "content-type": "multipart/form-data; boundary=x" },
      payload: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    });
    expect(multipart.statusCode).toBe(200);
    expect(multipart.json()).toEqual({ message: "You have been unsubscribed." });
    expect(await status()).toBe("unsubscribed");
    // A large provider posts from a few addresses: far past any limit, valid tokens still work.
    for (let i = 0; i < 70; i++) {
      const again = await ctx!.app.inject({
        method: "POST",
        url: oneClick,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "List-Unsubscribe=One-Click",
      });
      expect(again.statusCode).toBe(200);
    }
    // Bad tokens are limited.
    const bad = [];
    for (let i = 0; i < 61; i++) {
      bad.push(
        (await ctx!.app.inject({ method: "POST", url: `/api/subscribe/unsubscribe?token=${"a".repeat(43)}` }))
          .statusCode,
      );
    }
    expect(bad.slice(0, 60).every((code) => code === 400)).toBe(true);
    expect(bad[60]).toBe(429);
  });

  test("a cross-site POST to a link is refused", async ({ start }) => {
    await start();
    await subscribe({ name: "Ada", email: "ada@example.com" });
    const { confirm } = await lastMailLinks();
    const forged = await press(confirm!, { origin: "https://evil.example" });
    expect(forged.statusCode).toBe(403);
    expect(await status()).toBe("pending");
  });

  test("a honeypot hit never locks the address out: the next clean subscribe is treated as new", async ({ start }) => {
    await start();
    const trapped = await subscribe({ name: "Ada", email: "ada@example.com", website: "autofilled" });
    expect(trapped.statusCode).toBe(201);
    expect(await queued()).toHaveLength(0);
    const clean = await subscribe({ name: "Ada", email: "ada@example.com" });
    expect(clean.json()).toEqual(trapped.json());
    const [mail] = await queued();
    expect(mail?.to_address).toBe("ada@example.com");
    const [row] = await ctx!.database.db.selectFrom("subscribers").select(["spam", "status"]).execute();
    expect(row).toEqual({ spam: 0, status: "pending" });
    // And a later honeypot hit does not undo a real subscriber.
    await subscribe({ name: "Bot", email: "ada@example.com", website: "x" });
    expect(await ctx!.database.db.selectFrom("subscribers").select(["spam", "name"]).execute()).toEqual([
      { spam: 0, name: "Ada" },
    ]);
  });

  test("the same answer for a new, a pending and a confirmed address; a confirmed one is told by mail", async ({
    start,
  }) => {
    await start();
    const fresh = await subscribe({ name: "Ada", email: "ada@example.com" });
    const pending = await subscribe({ name: "Ada", email: "ada@example.com" });
    await press((await lastMailLinks()).confirm!);
    const confirmed = await subscribe({ name: "Ada", email: "ADA@example.com" });
    for (const answer of [fresh, pending, confirmed]) {
      expect(answer.statusCode).toBe(201);
      expect(answer.json()).toEqual({ message: SUBSCRIBE_MESSAGE });
    }
    await ageMails(NEWSLETTER_MAIL_CAPS.perAddressEveryMs + 1000);
    await subscribe({ name: "Ada", email: "ada@example.com" });
    const mails = await queued();
    expect(mails.map((queuedMail) => queuedMail.subject)).toEqual([
      "Please confirm your subscription to the Acme Advisors newsletter",
      "You are already subscribed to the Acme Advisors newsletter",
    ]);
    expect((await lastMailLinks()).unsubscribe).toBeDefined();
    expect(await status()).toBe("confirmed");
  });

  test("confirmation mails are capped per address (interval and per day) and site-wide", async ({ start }) => {
    await start();
    const email = "ada@example.com";
    await subscribe({ name: "Ada", email });
    await subscribe({ name: "Ada", email }); // within the interval: no second mail
    expect(await queued()).toHaveLength(1);
    for (let i = 1; i < NEWSLETTER_MAIL_CAPS.perAddressPerDay + 2; i++) {
      await ageMails(NEWSLETTER_MAIL_CAPS.perAddressEveryMs + 1000);
      await subscribe({ name: "Ada", email });
    }
    expect(await queued()).toHaveLength(NEWSLETTER_MAIL_CAPS.perAddressPerDay);

    // Site-wide: as many newsletter mails in the last hour as the cap allows, then none.
    const now = new Date().toISOString();
    await ctx!.database.db
      .insertInto("outbox")
      .values(
        Array.from({ length: NEWSLETTER_MAIL_CAPS.sitePerHour }, () => ({
          id: randomUUID(),
          kind: "subscriber" as const,
          source_table: "subscribers",
          source_id: randomUUID(),
          to_address: "someone@example.com",
          subject: "x",
          status: "sent" as const,
          attempts: 1,
          next_attempt_at: now,
          created_at: now,
        })),
      )
      .execute();
    const newcomer = await subscribe({ name: "Grace", email: "grace@example.com" });
    expect(newcomer.statusCode).toBe(201);
    const toGrace = await ctx!.database.db
      .selectFrom("outbox")
      .select("id")
      .where("to_address", "=", "grace@example.com")
      .execute();
    expect(toGrace).toHaveLength(0);
    expect(ctx!.logLines.join("")).toContain("newsletter: mail not sent, cap reached");
  });
});
