import { once } from "node:events";
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import { afterEach, describe, expect, it, vi } from "vitest";
import { IDENTITY_FILE } from "../../common/settings";
import { loadConfig } from "../config";
import { toIso } from "../db/time";
import { smtpTransport } from "../mail/transport";
import { OutboxWorker, type OutboxWorkerOptions } from "../delivery/worker";
import { freePort } from "../test-support/ports";
import { configProblem as problem, type ApiApp } from "../test-support/app";
import { isSlackWebhook, slackMessage } from "../webhooks/webhooks";
import { describeOnEachDatabase } from "../test-support/fixtures";

const SECRET = `whsec_${Buffer.from("a test key of thirty-two bytes!!").toString("base64")}`;

const contact = {
  name: "Visit https://evil.example now",
  email: "ada@example.com",
  subject: "Urgent: claim your prize",
  message: "Click https://evil.example/claim",
};
const serviceRequest = { name: "Grace Hopper", email: "ada@example.com", service: "Agile Coaching" };

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A real HTTP receiver on a loopback port; `answers` are its status codes in turn (then 204). */
async function startReceiver(answers: number[] = [], port = 0) {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      received.push({ headers: request.headers, body });
      response.writeHead(answers.shift() ?? 204).end();
    });
  });
  server.listen(port, "127.0.0.1");
  await once(server, "listening");
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/leads`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describeOnEachDatabase("what a lead sets in motion", (test) => {
  let ctx: ApiApp | undefined;
  // Workers, receivers and folders, closed before the fixtures close the app and the SMTP sink.
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
  });

  const post = (url: string, payload: unknown) =>
    ctx!.app.inject({
      method: "POST",
      url,
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(payload),
    });

  const worker = (options: Partial<OutboxWorkerOptions>) => {
    const instance = new OutboxWorker({
      database: ctx!.database,
      from: "no-reply@example.com",
      notifyTo: "team@example.com",
      logger: ctx!.app.log,
      baseDelayMs: 0,
      ...options,
    });
    closers.push(() => instance.stop());
    return instance;
  };

  test("acknowledgements name the firm and link its scheduling page as the live build does (a publish changes both)", async ({
    apiApp,
    smtpSink,
  }) => {
    // A build whose settings say otherwise than the server's checkout: as after "Publish".
    const root = mkdtempSync(join(tmpdir(), "identity-build-"));
    closers.push(async () => rmSync(root, { recursive: true, force: true }));
    cpSync("build/client", join(root, "client"), { recursive: true });
    cpSync("build/pages.json", join(root, "pages.json"));
    writeFileSync(
      join(root, IDENTITY_FILE),
      JSON.stringify({ siteName: "Renamed Advisors", schedulingUrl: "https://book.example.org/renamed" }),
    );
    const sink = await smtpSink();
    ctx = await apiApp(
      { SMTP_URL: sink.url, PUBLIC_ORIGIN: "https://www.example.com", RATE_LIMIT_PER_MINUTE: "100" },
      { clientDir: join(root, "client") },
      { siteName: "Acme Advisors", schedulingUrl: "https://book.example.com/acme" },
    );
    await post("/api/contact", contact);
    const mailer = worker({ transport: smtpTransport(sink.url) });
    while ((await mailer.runOnce()) > 0);
    const ack = sink.received.find((mail) => mail.subject.startsWith("We have received your"));
    expect(ack!.text).toContain("Thank you for contacting Renamed Advisors.");
    expect(ack!.text).toContain("https://book.example.org/renamed");
    expect(ack!.text).not.toContain("Acme Advisors");
  });

  const webhookRows = () =>
    ctx!.database.db.selectFrom("outbox").select(["status", "attempts"]).where("kind", "=", "webhook").execute();

  test("the sender gets one acknowledgement with the reference and the booking link, quoting nothing", async ({
    apiApp,
    smtpSink,
  }) => {
    const sink = await smtpSink();
    ctx = await apiApp(
      {
        SMTP_URL: sink.url,
        PUBLIC_ORIGIN: "https://www.example.com",
        RATE_LIMIT_PER_MINUTE: "100",
      },
      {},
      { siteName: "Acme Advisors", schedulingUrl: "https://book.example.com/acme" },
    );
    const answers: { reference: string }[] = [];
    for (let i = 0; i < 3; i++) answers.push((await post("/api/contact", contact)).json<{ reference: string }>());
    await post("/api/contact", { ...contact, email: "bot@example.com", website: "filled" }); // honeypot
    await post("/api/service-requests", serviceRequest); // another form: its own acknowledgement
    const mailer = worker({ transport: smtpTransport(sink.url) });
    while ((await mailer.runOnce()) > 0);
    // Several deliveries are in flight at once: mails arrive in any order.
    const acks = sink.received.filter((mail) => mail.subject.startsWith("We have received your"));
    expect(acks.map((mail) => [mail.to, mail.subject])).toHaveLength(2);
    expect(acks.map((mail) => [mail.to, mail.subject])).toEqual(
      expect.arrayContaining([
        [["ada@example.com"], `We have received your contact message (${answers[0]!.reference})`],
        [["ada@example.com"], expect.stringMatching(/^We have received your service request \(SR-/)],
      ]),
    );
    const ack = acks.find((mail) => mail.subject.includes(answers[0]!.reference));
    expect(ack!.text).toContain(`reference ${answers[0]!.reference}`);
    expect(ack!.text).toContain("replies within one business day");
    expect(ack!.text).toContain("https://book.example.com/acme");
    expect(ack!.html).toContain('href="https://book.example.com/acme"');
    for (const part of [ack!.subject, ack!.text, ack!.html]) {
      for (const typed of ["evil.example", "Visit", "prize", "Grace"]) expect(part).not.toContain(typed);
    }
    // Nothing for the honeypot hit; the firm's notifications carry the references.
    expect(sink.received.filter((mail) => mail.to.includes("bot@example.com"))).toEqual([]);
    const notifications = sink.received.filter((mail) => mail.to.includes("team@example.com"));
    expect(notifications).toHaveLength(4);
    for (const { reference } of answers) {
      expect(notifications.filter((mail) => mail.text.includes(`Reference: ${reference}`))).toHaveLength(1);
    }
  });

  test("simultaneous posts from one address queue one acknowledgement", async ({ apiApp }) => {
    ctx = await apiApp({
      SMTP_URL: "smtp://127.0.0.1:2525",
      PUBLIC_ORIGIN: "https://www.example.com",
      RATE_LIMIT_PER_MINUTE: "1000",
      RATE_LIMIT_PER_DAY: "1000",
    });
    // Several addresses, each posting eight times at once: the race, where there is one, shows.
    const addresses = Array.from({ length: 5 }, (_, i) => `sender${i}@example.com`);
    const answers = await Promise.all(
      addresses.flatMap((email) =>
        Array.from({ length: 8 }, (_, i) => post("/api/contact", { ...contact, email, subject: `Question ${i}` })),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode !== 201)).toEqual([]);
    const queued = await ctx.database.db
      .selectFrom("outbox")
      .select(["kind", "to_address"])
      .where("kind", "in", ["ack", "notification"])
      .execute();
    expect(queued.filter((row) => row.kind === "notification")).toHaveLength(40);
    const acks = queued.filter((row) => row.kind === "ack").map((row) => row.to_address);
    expect(acks.sort()).toEqual(addresses);
  });

  test("ACK_EMAILS=false: no acknowledgement, the notification still goes", async ({ apiApp, smtpSink }) => {
    const sink = await smtpSink();
    ctx = await apiApp({
      SMTP_URL: sink.url,
      PUBLIC_ORIGIN: "https://www.example.com",
      ACK_EMAILS: "false",
    });
    await post("/api/contact", contact);
    const mailer = worker({ transport: smtpTransport(sink.url) });
    while ((await mailer.runOnce()) > 0);
    expect(sink.received.map((mail) => mail.to)).toEqual([["team@example.com"]]);
  });

  test("a webhook per lead, signed with the secret: the receiver verifies it", async ({ apiApp }) => {
    const receiver = await startReceiver();
    closers.push(receiver.close);
    ctx = await apiApp({
      WEBHOOK_URLS: receiver.url,
      WEBHOOK_SECRET: SECRET,
      WEBHOOK_ALLOW_PRIVATE: "true",
    });
    const { reference } = (await post("/api/service-requests", serviceRequest)).json<{ reference: string }>();
    await post("/api/contact", { ...contact, website: "filled" }); // honeypot: no webhook
    expect(await worker({ webhooks: { secret: SECRET, allowPrivate: true } }).runOnce()).toBe(1);
    expect(receiver.received).toHaveLength(1);
    const [delivery] = receiver.received;
    const verified = new Webhook(SECRET).verify(delivery!.body, delivery!.headers as Record<string, string>);
    expect(verified).toMatchObject({
      type: "service-request.created",
      reference,
      name: "Grace Hopper",
      email: "ada@example.com",
      service: "Agile Coaching",
      created_at: expect.stringMatching(/Z$/) as string,
    });
    expect(() =>
      new Webhook(`whsec_${Buffer.from("another key of thirty-two bytes!").toString("base64")}`).verify(
        delivery!.body,
        delivery!.headers as Record<string, string>,
      ),
    ).toThrow();
    expect(await webhookRows()).toEqual([{ status: "sent", attempts: 1 }]);
  });

  test("a receiver answering 500, then 204, gets the same webhook-id twice", async ({ apiApp }) => {
    const receiver = await startReceiver([500]);
    closers.push(receiver.close);
    ctx = await apiApp({
      WEBHOOK_URLS: receiver.url,
      WEBHOOK_SECRET: SECRET,
      WEBHOOK_ALLOW_PRIVATE: "true",
    });
    await post("/api/contact", contact);
    const sender = worker({ webhooks: { secret: SECRET, allowPrivate: true } });
    expect(await sender.runOnce()).toBe(1);
    expect(await webhookRows()).toEqual([{ status: "pending", attempts: 1 }]);
    expect(await sender.runOnce()).toBe(1);
    const ids = receiver.received.map((delivery) => delivery.headers["webhook-id"]);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
    expect(await webhookRows()).toEqual([{ status: "sent", attempts: 2 }]);
    const [attempt] = await ctx.database.db
      .selectFrom("outbox_attempts")
      .select("error")
      .where("outcome", "=", "error")
      .execute();
    expect(attempt?.error).toContain("HTTP 500");
  });

  test("with the default backoff, the first retry comes within a minute, with the same webhook-id", async ({
    apiApp,
  }) => {
    const receiver = await startReceiver([500]);
    closers.push(receiver.close);
    ctx = await apiApp({
      WEBHOOK_URLS: receiver.url,
      WEBHOOK_SECRET: SECRET,
      WEBHOOK_ALLOW_PRIVATE: "true",
    });
    await post("/api/contact", contact);
    // The worker as the server makes it: no delays of the test's own.
    const sender = new OutboxWorker({
      database: ctx.database,
      logger: ctx.app.log,
      webhooks: { secret: SECRET, allowPrivate: true },
    });
    closers.push(() => sender.stop());
    expect(await sender.runOnce()).toBe(1);
    const failedAt = Date.now();
    const [row] = await ctx.database.db
      .selectFrom("outbox")
      .select(["status", "attempts", "next_attempt_at"])
      .where("kind", "=", "webhook")
      .execute();
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    const wait = Date.parse(toIso(row!.next_attempt_at)) - failedAt;
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60_000);
    expect(await sender.runOnce()).toBe(0); // not due yet

    // A minute later (only the clock moves), the retry goes, with the first attempt's webhook-id.
    vi.useFakeTimers({ toFake: ["Date"], now: failedAt + 60_000 });
    try {
      expect(await sender.runOnce()).toBe(1);
    } finally {
      vi.useRealTimers();
    }
    const ids = receiver.received.map((delivery) => delivery.headers["webhook-id"]);
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
    expect(await webhookRows()).toEqual([{ status: "sent", attempts: 2 }]);
  });

  test("a receiver that is down gets the delivery when it comes back", async ({ apiApp }) => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/hooks/leads`;
    ctx = await apiApp({
      WEBHOOK_URLS: url,
      WEBHOOK_SECRET: SECRET,
      WEBHOOK_ALLOW_PRIVATE: "true",
    });
    await post("/api/contact", contact);
    const sender = worker({ webhooks: { secret: SECRET, allowPrivate: true } });
    expect(await sender.runOnce()).toBe(1);
    expect(await webhookRows()).toEqual([{ status: "pending", attempts: 1 }]);
    const receiver = await startReceiver([], port);
    closers.push(receiver.close);
    expect(await sender.runOnce()).toBe(1);
    expect(receiver.received).toHaveLength(1);
    expect(await webhookRows()).toEqual([{ status: "sent", attempts: 2 }]);
  });

  test("a loopback target is refused at delivery, by address and after DNS, and never retried", async ({ apiApp }) => {
    const receiver = await startReceiver();
    closers.push(receiver.close);
    const byName = receiver.url.replace("127.0.0.1", "localhost");
    ctx = await apiApp({
      WEBHOOK_URLS: `${receiver.url},${byName}`,
      WEBHOOK_SECRET: SECRET,
      WEBHOOK_ALLOW_PRIVATE: "true", // queued by an instance that allows it…
    });
    await post("/api/contact", contact);
    const strict = worker({ webhooks: { secret: SECRET, allowPrivate: false } }); // …sent by one that does not
    expect(await strict.runOnce()).toBe(2);
    expect(receiver.received).toEqual([]);
    expect(await webhookRows()).toEqual([
      { status: "failed", attempts: 1 },
      { status: "failed", attempts: 1 },
    ]);
    const errors = (await ctx.database.db.selectFrom("outbox").select("last_error").execute()).map(
      (row) => row.last_error,
    );
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringContaining("127.0.0.1 is a loopback or private address"),
        expect.stringContaining("localhost resolves to 127.0.0.1"),
      ]),
    );
  });
});

describe("webhook configuration", () => {
  it("refuses a URL that is not http(s), a secret without whsec_, and a private target without the switch", () => {
    expect(problem({ WEBHOOK_URLS: "ftp://example.com/x", WEBHOOK_SECRET: SECRET })).toContain(
      "WEBHOOK_URLS: ftp://example.com/… is not an http(s) URL",
    );
    expect(problem({ WEBHOOK_URLS: "https://example.com/x", WEBHOOK_SECRET: "hunter2" })).toContain(
      "WEBHOOK_SECRET: must be whsec_",
    );
    expect(problem({ WEBHOOK_URLS: "https://example.com/x" })).toContain("WEBHOOK_SECRET: is required");
    for (const url of [
      "http://10.0.0.5/hook",
      "http://localhost:9000/x",
      "http://[::1]/x",
      "http://169.254.169.254/",
    ]) {
      expect(problem({ WEBHOOK_URLS: url, WEBHOOK_SECRET: SECRET }), url).toContain(
        "is on a loopback or private network: set WEBHOOK_ALLOW_PRIVATE=true",
      );
    }
    expect(
      loadConfig({ WEBHOOK_URLS: "http://10.0.0.5/hook", WEBHOOK_SECRET: SECRET, WEBHOOK_ALLOW_PRIVATE: "true" })
        .WEBHOOK_URLS,
    ).toEqual(["http://10.0.0.5/hook"]);
    expect(problem({ ACK_EMAILS: "maybe" })).toContain("ACK_EMAILS: must be true or false");
  });
});

describe("Slack", () => {
  it("gets a readable message (form, reference, name, service), escaped, instead of the raw JSON", () => {
    expect(isSlackWebhook(new URL("https://hooks.slack.com/services/T0/B0/xyz"))).toBe(true);
    expect(isSlackWebhook(new URL("https://example.com/services/x"))).toBe(false);
    const message = JSON.parse(
      slackMessage({
        type: "service-request.created",
        reference: "SR-7K3Q-2M",
        name: "Ada <@channel> & co",
        service: "Agile Coaching",
        email: "ada@example.com",
      }),
    ) as { text: string };
    expect(message.text).toBe(
      "*New service request* SR-7K3Q-2M\nFrom: Ada &lt;@channel&gt; &amp; co\nService: Agile Coaching",
    );
    const attributed = JSON.parse(
      slackMessage({
        type: "contact.created",
        reference: "CM-7K3Q-2M",
        name: "Ada",
        attribution: { landingPage: "/about", referrerHost: "google.com", utmCampaign: "<spring>", pagesViewed: 2 },
      }),
    ) as { text: string };
    expect(attributed.text).toBe(
      "*New contact message* CM-7K3Q-2M\nFrom: Ada\nVisit: landed on /about, from google.com, campaign &lt;spring&gt;",
    );
  });
});
