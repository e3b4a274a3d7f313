import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, expect } from "vitest";
import type { SmtpSink } from "../test-support/smtp-sink";
import type { ApiApp } from "../test-support/app";
import { SMTP_POOL, smtpTransport } from "../mail/transport";
import { OutboxWorker, type OutboxWorkerOptions } from "./worker";
import { describeOnEachDatabase } from "../test-support/fixtures";

// A backlog (after a crash or an outage) drains at the receivers' pace: several deliveries are
// in flight at once, and still every delivery arrives once, with one webhook-id per row.

const SECRET = `whsec_${Buffer.from("a test key of thirty-two bytes!!").toString("base64")}`;

/**
 * A webhook receiver that holds each request until `holdUntil` are in flight together (or
 * 2 s pass), then answers them all: a receiver that takes its time, seen from the sender.
 */
async function startHoldingReceiver(holdUntil: number) {
  const ids: string[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const held = new Set<ServerResponse>();
  const answer = (response: ServerResponse) => {
    if (held.delete(response)) response.writeHead(204).end();
  };
  const server = createServer((request: IncomingMessage, response) => {
    request.resume();
    request.on("end", () => {
      ids.push(String(request.headers["webhook-id"]));
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      response.on("finish", () => (inFlight -= 1));
      held.add(response);
      if (held.size >= holdUntil) held.forEach(answer);
      else setTimeout(() => answer(response), 2000);
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/leads`,
    ids,
    maxInFlight: () => maxInFlight,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describeOnEachDatabase("a backlog in the outbox", (databaseTest) => {
  let ctx: ApiApp | undefined;
  let sink: SmtpSink | undefined;
  // The workers and receivers, stopped before the fixtures close the app and the SMTP sink.
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
  });

  const test = databaseTest.extend<{ backlog: (leads: number, webhookUrl: string) => Promise<void> }>({
    /** The app, with `leads` contact messages in its outbox (a mail and a webhook each). */
    backlog: async ({ apiApp }, use) => {
      await use(async (leads, webhookUrl) => {
        ctx = await apiApp({
          WEBHOOK_URLS: webhookUrl,
          WEBHOOK_SECRET: SECRET,
          WEBHOOK_ALLOW_PRIVATE: "true",
          RATE_LIMIT_PER_MINUTE: "1000",
          RATE_LIMIT_PER_DAY: "1000",
        });
        for (let i = 0; i < leads; i++) {
          const response = await ctx.app.inject({
            method: "POST",
            url: "/api/contact",
            headers: { "content-type": "application/json" },
            payload: JSON.stringify({
              name: `Visitor ${i}`,
              email: `v${i}@example.com`,
              subject: "Hi",
              message: "Hello",
            }),
          });
          expect(response.statusCode).toBe(201);
        }
      });
    },
  });

  const worker = (options: Partial<OutboxWorkerOptions> = {}) => {
    const instance = new OutboxWorker({
      database: ctx!.database,
      transport: smtpTransport(sink!.url),
      from: "no-reply@example.com",
      notifyTo: "team@example.com",
      webhooks: { secret: SECRET, allowPrivate: true },
      logger: ctx!.app.log,
      ...options,
    });
    closers.push(() => instance.stop());
    return instance;
  };

  test("several deliveries are in flight at once: a slow receiver does not hold up the rest", async ({
    backlog,
    smtpSink,
  }) => {
    const receiver = await startHoldingReceiver(4);
    closers.push(receiver.close);
    sink = await smtpSink();
    await backlog(8, receiver.url);
    expect(await worker().runOnce()).toBe(16);
    // One delivery at a time would never see four held together.
    expect(receiver.maxInFlight()).toBeGreaterThanOrEqual(4);
    expect(new Set(receiver.ids).size).toBe(8);
    expect(sink.received).toHaveLength(8);
  });

  test("mail goes over a few SMTP connections kept open for the backlog, closed once it is sent", async ({
    backlog,
    smtpSink,
  }) => {
    const receiver = await startHoldingReceiver(1);
    closers.push(receiver.close);
    sink = await smtpSink();
    await backlog(20, receiver.url);
    expect(await worker().runOnce()).toBe(40);
    expect(sink.received).toHaveLength(20);
    expect(sink.connections.opened).toBeLessThanOrEqual(SMTP_POOL.maxConnections);
    while (sink.connections.open > 0) await new Promise((resolve) => setTimeout(resolve, 20));
  });

  test("two instances draining one backlog together deliver each row once, one webhook-id per row", async ({
    backlog,
    smtpSink,
  }) => {
    const receiver = await startHoldingReceiver(1);
    closers.push(receiver.close);
    sink = await smtpSink();
    await backlog(30, receiver.url);
    const a = worker();
    const b = worker();
    a.start();
    b.start();
    await sink.waitFor(30);
    while (receiver.ids.length < 30) await new Promise((resolve) => setTimeout(resolve, 20));
    await a.stop();
    await b.stop();
    expect(receiver.ids).toHaveLength(30);
    expect(new Set(receiver.ids).size).toBe(30);
    expect(sink.received).toHaveLength(30);
    expect(new Set(sink.received.map((mail) => mail.headers.get("message-id"))).size).toBe(30);
    const rows = await ctx!.database.db.selectFrom("outbox").select(["id", "status", "attempts"]).execute();
    expect(rows).toHaveLength(60);
    expect(rows.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
    const webhookIds = rows.map((row) => row.id);
    for (const id of receiver.ids) expect(webhookIds).toContain(id);
    const attempts = await ctx!.database.db.selectFrom("outbox_attempts").select("outbox_id").execute();
    expect(attempts).toHaveLength(60);
  });
});
