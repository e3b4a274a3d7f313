import { afterEach, expect } from "vitest";
import type { ApiApp } from "../test-support/app";
import { smtpTransport, type MailTransport } from "../mail/transport";
import { OutboxWorker, outboxWorkerFor, type OutboxWorkerOptions } from "./worker";
import { freePort } from "../test-support/ports";
import { describeOnEachDatabase } from "../test-support/fixtures";

const contact = {
  name: "Eve <script>alert(1)</script>",
  email: "eve@example.com",
  subject: "Hello & welcome",
  message: "Line one\n<script>alert('x')</script>",
};

describeOnEachDatabase("outbox worker", (test) => {
  let ctx: ApiApp | undefined;
  // Stopped before the fixtures close the app and the SMTP sink.
  const workers: OutboxWorker[] = [];
  afterEach(async () => {
    for (const worker of workers.splice(0)) await worker.stop();
  });

  const worker = (smtpUrl: string, options: Partial<OutboxWorkerOptions> = {}) => {
    const instance = new OutboxWorker({
      database: ctx!.database,
      transport: smtpTransport(smtpUrl),
      from: '"Example Consulting" <no-reply@example.com>',
      notifyTo: "team@example.com",
      logger: ctx!.app.log,
      baseDelayMs: 0,
      pollIntervalMs: 50,
      ...options,
    });
    workers.push(instance);
    return instance;
  };
  const post = (payload: unknown) =>
    ctx!.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(payload),
    });

  test("mails the firm every field, escaped in HTML, Reply-To the visitor, the form in the subject", async ({
    apiApp,
    smtpSink,
  }) => {
    ctx = await apiApp();
    const sink = await smtpSink();
    expect((await post(contact)).statusCode).toBe(201);
    expect(await worker(sink.url).runOnce()).toBe(1);
    const [mail] = await sink.waitFor(1);
    expect(mail!.to).toEqual(["team@example.com"]);
    expect(mail!.headers.get("reply-to")).toBe("eve@example.com");
    expect(mail!.subject).toBe("New contact message from Eve <script>alert(1)</script>");
    expect(mail!.text).toContain("Subject: Hello & welcome");
    expect(mail!.text).toContain("<script>alert('x')</script>");
    expect(mail!.html).toContain("Eve &lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail!.html).toContain("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;");
    expect(mail!.html).toContain("Hello &amp; welcome");
    expect(mail!.html).not.toContain("<script>");
    const [row] = await ctx.database.db.selectFrom("outbox").selectAll().execute();
    expect(row).toMatchObject({ status: "sent", attempts: 1, text_body: null, html_body: null });
    expect(await ctx.database.db.selectFrom("outbox_attempts").select("outcome").execute()).toEqual([
      { outcome: "sent" },
    ]);
  });

  test("SMTP down, then up: every attempt recorded, the notification arrives exactly once", async ({
    apiApp,
    smtpSink,
  }) => {
    ctx = await apiApp();
    const port = await freePort();
    const mailer = worker(`smtp://127.0.0.1:${port}`);
    expect((await post({ ...contact, name: "Eve" })).statusCode).toBe(201);
    expect(await mailer.runOnce()).toBe(1);
    expect(await mailer.runOnce()).toBe(1);
    let [row] = await ctx.database.db.selectFrom("outbox").selectAll().execute();
    expect(row).toMatchObject({ status: "pending", attempts: 2 });
    expect(row!.last_error).toMatch(/ECONNREFUSED|connect/i);

    const sink = await smtpSink({ port });
    mailer.start();
    await sink.waitFor(1);
    // Stopped, the worker has finished every send it began: a duplicate would be in the sink now,
    // and nothing is left for another pass.
    await mailer.stop();
    expect(sink.received).toHaveLength(1);
    expect(await mailer.runOnce()).toBe(0);
    [row] = await ctx.database.db.selectFrom("outbox").selectAll().execute();
    expect(row).toMatchObject({ status: "sent", attempts: 3 });
    const attempts = await ctx.database.db
      .selectFrom("outbox_attempts")
      .select(["attempt", "outcome"])
      .orderBy("attempt")
      .execute();
    expect(attempts).toEqual([
      { attempt: 1, outcome: "error" },
      { attempt: 2, outcome: "error" },
      { attempt: 3, outcome: "sent" },
    ]);
  });

  test("gives up after the last attempt and says so in the log", async ({ apiApp }) => {
    ctx = await apiApp();
    const mailer = worker(`smtp://127.0.0.1:${await freePort()}`, { maxAttempts: 2 });
    await post({ ...contact, name: "Eve" });
    await mailer.runOnce();
    await mailer.runOnce();
    expect(await mailer.runOnce()).toBe(0);
    const [row] = await ctx.database.db.selectFrom("outbox").selectAll().execute();
    expect(row).toMatchObject({ status: "failed", attempts: 2 });
    expect(ctx.logLines.join("")).toContain("given up after the last attempt");
  });

  test("two workers on one queue never send a mail twice", async ({ apiApp, smtpSink }) => {
    ctx = await apiApp({ RATE_LIMIT_PER_MINUTE: "100" });
    const sink = await smtpSink();
    for (let i = 0; i < 12; i++) expect((await post({ ...contact, name: `Visitor ${i}` })).statusCode).toBe(201);
    const a = worker(sink.url, { batchSize: 3 });
    const b = worker(sink.url, { batchSize: 3 });
    a.start();
    b.start();
    await sink.waitFor(12);
    // Both stopped, every send either began has ended: a mail sent twice would be in the sink.
    await Promise.all([a.stop(), b.stop()]);
    expect(sink.received).toHaveLength(12);
    expect(new Set(sink.received.map((mail) => mail.subject)).size).toBe(12);
  });

  test("without NOTIFY_TO, notifications wait in the outbox", async ({ apiApp, smtpSink }) => {
    ctx = await apiApp();
    const sink = await smtpSink();
    await post({ ...contact, name: "Eve" });
    expect(await worker(sink.url, { notifyTo: undefined }).runOnce()).toBe(0);
    expect(await ctx.database.db.selectFrom("outbox").select("status").execute()).toEqual([{ status: "pending" }]);
  });

  test("the sender is named as the firm is when the mail goes out: a publish that renames it renames the sender", async ({
    apiApp,
    smtpSink,
  }) => {
    ctx = await apiApp({ RATE_LIMIT_PER_MINUTE: "100" });
    const sink = await smtpSink();
    let siteName = "Example Consulting";
    const config = {
      ...ctx.config,
      SMTP_URL: sink.url,
      NOTIFY_TO: "team@example.com",
      PUBLIC_ORIGIN: "https://example.com",
    };
    const mailer = outboxWorkerFor(config, ctx.database, ctx.app.log, () => siteName)!;
    workers.push(mailer);
    await post({ ...contact, name: "Before" });
    expect(await mailer.runOnce()).toBe(1);
    siteName = "Northwind Advisory";
    await post({ ...contact, name: "After" });
    expect(await mailer.runOnce()).toBe(1);
    const mails = await sink.waitFor(2);
    expect(mails.map((mail) => mail.headers.get("from"))).toEqual([
      "Example Consulting <no-reply@example.com>",
      "Northwind Advisory <no-reply@example.com>",
    ]);
  });

  /** A transport whose sends wait until the test lets them finish, or fail. */
  function heldTransport() {
    const started: (() => void)[] = [];
    let release: ((error?: Error) => void) | undefined;
    const transport: MailTransport = {
      send: () =>
        new Promise<void>((resolve, reject) => {
          release = (error) => (error ? reject(error) : resolve());
          started.shift()?.();
        }),
      close: () => undefined,
    };
    return {
      transport,
      /** Resolves when the next send has begun. */
      nextSend: () => new Promise<void>((resolve) => started.push(resolve)),
      finish: (error?: Error) => release?.(error),
    };
  }

  const outboxRows = () =>
    ctx!.database.db.selectFrom("outbox").select(["subject", "status", "attempts"]).orderBy("subject").execute();

  test("a slow mail server: each row is leased as it is sent, so a second worker never sends it again", async ({
    apiApp,
    smtpSink,
  }) => {
    ctx = await apiApp({ RATE_LIMIT_PER_MINUTE: "100" });
    const sink = await smtpSink({ delayMs: 1000 });
    for (let i = 0; i < 5; i++) expect((await post({ ...contact, name: `Visitor ${i}` })).statusCode).toBe(201);
    // A lease shorter than three sends: a batch leased at once would expire while it waits. One
    // send has 1.5 s to spare, for a busy machine.
    const a = worker(sink.url, { leaseMs: 2500 });
    const b = worker(sink.url, { leaseMs: 2500 });
    a.start();
    b.start();
    await sink.waitFor(5);
    await a.stop();
    await b.stop();
    expect(sink.received.map((mail) => mail.subject).sort()).toEqual(
      [0, 1, 2, 3, 4].map((i) => `New contact message from Visitor ${i}`),
    );
    expect((await outboxRows()).every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
  });

  test("a worker that lost its lease cannot mark the row: a late failure does not queue a sent mail again", async ({
    apiApp,
    smtpSink,
  }) => {
    ctx = await apiApp();
    const sink = await smtpSink();
    await post({ ...contact, name: "Eve" });
    const held = heldTransport();
    const slow = new OutboxWorker({
      database: ctx.database,
      transport: held.transport,
      from: "no-reply@example.com",
      notifyTo: "team@example.com",
      logger: ctx.app.log,
      leaseMs: 500,
    });
    const begun = held.nextSend();
    const slowPass = slow.runOnce();
    await begun;
    await new Promise((resolve) => setTimeout(resolve, 600)); // the lease runs out
    expect(await worker(sink.url).runOnce()).toBe(1); // another worker takes the row and sends it
    held.finish(new Error("connection reset"));
    expect(await slowPass).toBe(1);
    expect(await outboxRows()).toEqual([{ subject: "New contact message from Eve", status: "sent", attempts: 2 }]);
    expect(await worker(sink.url).runOnce()).toBe(0);
    expect(sink.received).toHaveLength(1);
    expect(ctx.logLines.join("")).toContain("send failed after the lease ran out");
  });

  test("a worker that lost its lease cannot mark the row: a late success leaves the new holder's record", async ({
    apiApp,
    smtpSink,
  }) => {
    ctx = await apiApp();
    const sink = await smtpSink();
    await post({ ...contact, name: "Eve" });
    const held = heldTransport();
    const slow = new OutboxWorker({
      database: ctx.database,
      transport: held.transport,
      from: "no-reply@example.com",
      notifyTo: "team@example.com",
      logger: ctx.app.log,
      leaseMs: 500,
    });
    const begun = held.nextSend();
    const slowPass = slow.runOnce();
    await begun;
    await new Promise((resolve) => setTimeout(resolve, 600)); // the lease runs out
    expect(await worker(sink.url).runOnce()).toBe(1);
    held.finish(); // the slow send succeeds after all
    expect(await slowPass).toBe(1);
    expect(await outboxRows()).toEqual([{ subject: "New contact message from Eve", status: "sent", attempts: 2 }]);
    expect(ctx.logLines.join("")).toContain("outbox: sent after the lease ran out");
  });

  test("a row whose last attempt never finished (a crash while sending) is marked failed and logged", async ({
    apiApp,
  }) => {
    ctx = await apiApp();
    await post({ ...contact, name: "Eve" });
    await ctx.database.db
      .updateTable("outbox")
      .set({ status: "sending", attempts: 3, locked_until: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect(await worker(`smtp://127.0.0.1:${await freePort()}`, { maxAttempts: 3 }).runOnce()).toBe(0);
    expect(await outboxRows()).toEqual([{ subject: "New contact message from Eve", status: "failed", attempts: 3 }]);
    expect(ctx.logLines.join("")).toContain("its last attempt never finished");
  });

  test("an SMTP 5xx refusal is final: one attempt, marked failed, logged as an error", async ({ apiApp, smtpSink }) => {
    ctx = await apiApp();
    const sink = await smtpSink({ refuse: ["nobody@example.com"] });
    await post({ ...contact, name: "Eve" });
    const mailer = worker(sink.url, { notifyTo: "nobody@example.com" });
    expect(await mailer.runOnce()).toBe(1);
    expect(await mailer.runOnce()).toBe(0);
    expect(await outboxRows()).toEqual([{ subject: "New contact message from Eve", status: "failed", attempts: 1 }]);
    const [row] = await ctx.database.db.selectFrom("outbox").select("last_error").execute();
    expect(row?.last_error).toContain("550");
    expect(ctx.logLines.join("")).toContain("outbox: given up, the receiver refused it");
  });

  test("stop() finishes the send in progress and leaves the rest queued", async ({ apiApp }) => {
    ctx = await apiApp({ RATE_LIMIT_PER_MINUTE: "100" });
    for (let i = 0; i < 3; i++) await post({ ...contact, name: `Visitor ${i}` });
    const held = heldTransport();
    const mailer = new OutboxWorker({
      database: ctx.database,
      transport: held.transport,
      from: "no-reply@example.com",
      notifyTo: "team@example.com",
      logger: ctx.app.log,
      concurrency: 1, // one send in flight, held
    });
    const begun = held.nextSend();
    mailer.start();
    await begun;
    const stopped = mailer.stop();
    held.finish();
    await stopped;
    const statuses = (await outboxRows()).map((row) => row.status).sort();
    expect(statuses).toEqual(["pending", "pending", "sent"]);
  });
});
