import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { migrateToLatest, openDatabase, type DatabaseHandle } from "../server/db/index";
import { nowIso } from "../server/db/time";
import { notificationMail } from "../server/mail/templates";
import { startSmtpSink, type SmtpSink } from "../server/test-support/smtp-sink";
import { postgresSchema, writeBenchmarkSection } from "./lib";

// npm run bench:outbox — a backlog after a crash or an outage: N leads, each with a webhook
// and a notification queued (2N outbox rows), then the outbox worker starts, as the server builds
// it (bench/outbox-worker.ts, a process of its own), and drains them into a local SMTP
// sink and a local webhook receiver. Measures the drain rate on SQLite and PostgreSQL (one
// instance, then two on the same PostgreSQL queue), checks that every delivery arrived exactly
// once (distinct webhook-id and Message-ID), and writes the figures to docs/benchmarks.md.
// BENCH_OUTBOX_LEADS (default 1500), BENCH_OUTBOX_DELAY_MS: the receivers' own time per delivery
// (default 0; the slow-receiver row uses 50).

const LEADS = Number(process.env.BENCH_OUTBOX_LEADS ?? 1500);
const SLOW_MS = 50;
const SECRET = `whsec_${randomBytes(32).toString("base64")}`;
const TIMEOUT_MS = Number(process.env.BENCH_OUTBOX_TIMEOUT_MS ?? 15 * 60_000);

interface Receiver {
  url: string;
  ids: string[];
  close(): Promise<void>;
}

/** A webhook receiver that answers 204 after delayMs, keeping each webhook-id. */
async function startReceiver(delayMs: number): Promise<Receiver> {
  const ids: string[] = [];
  const server: Server = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      ids.push(String(request.headers["webhook-id"]));
      setTimeout(() => response.writeHead(204).end(), delayMs);
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/leads`,
    ids,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** N contact messages, each with its notification and its webhook queued, as a backlog. */
async function seed(database: DatabaseHandle, leads: number, webhookUrl: string) {
  const now = nowIso();
  for (let start = 0; start < leads; start += 250) {
    const count = Math.min(250, leads - start);
    await database.db.transaction().execute(async (trx) => {
      const messages = [];
      const outbox = [];
      for (let i = start; i < start + count; i++) {
        const id = randomUUID();
        const reference = `CM-${String(i).padStart(4, "0")}-BN`;
        const lead = {
          name: `Backlog visitor ${i}`,
          email: `visitor${i}@example.com`,
          subject: `Enquiry ${i}`,
          message: `Hello, this is backlog message number ${i}. We would like to talk about a project.`,
        };
        messages.push({ id, ...lead, reference, spam: 0, created_at: now });
        const mail = notificationMail({
          formTitle: "contact message",
          visitorName: lead.name,
          fields: [
            ["Name", lead.name],
            ["E-mail", lead.email],
            ["Subject", lead.subject],
            ["Message", lead.message],
          ],
          submittedAt: now,
          reference,
        });
        const row = { source_table: "contact_messages", source_id: id, status: "pending" as const, attempts: 0 };
        const times = { next_attempt_at: now, created_at: now };
        outbox.push({
          id: randomUUID(),
          kind: "notification" as const,
          ...row,
          reply_to: lead.email,
          subject: mail.subject,
          text_body: mail.text,
          html_body: mail.html,
          ...times,
        });
        outbox.push({
          id: randomUUID(),
          kind: "webhook" as const,
          ...row,
          to_address: webhookUrl,
          subject: "contact.created",
          text_body: JSON.stringify({ type: "contact.created", id, reference, created_at: now, ...lead }),
          ...times,
        });
      }
      await trx.insertInto("contact_messages").values(messages).execute();
      await trx.insertInto("outbox").values(outbox).execute();
    });
  }
}

function startWorker(databaseUrl: string, smtpUrl: string, webhookUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "bench/outbox-worker.ts"], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      SMTP_URL: smtpUrl,
      NOTIFY_TO: "team@example.com",
      MAIL_FROM: "website@example.com",
      PUBLIC_ORIGIN: "http://127.0.0.1:3000",
      WEBHOOK_URLS: webhookUrl,
      WEBHOOK_SECRET: SECRET,
      WEBHOOK_ALLOW_PRIVATE: "true",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the worker exited with ${code}`)));
    child.stdout.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("worker started")) resolve(child);
    });
  });
}

interface Result {
  rows: number;
  seconds: number;
  rate: number;
  duplicates: number;
  notSent: number;
}

async function drain(database: DatabaseHandle, databaseUrl: string, instances: number, delayMs: number) {
  const sink: SmtpSink = await startSmtpSink({ delayMs });
  const receiver = await startReceiver(delayMs);
  const children: ChildProcess[] = [];
  try {
    await seed(database, LEADS, receiver.url);
    const rows = LEADS * 2;
    const started = performance.now();
    for (let i = 0; i < instances; i++) children.push(await startWorker(databaseUrl, sink.url, receiver.url));
    const deadline = Date.now() + TIMEOUT_MS;
    while (sink.received.length + receiver.ids.length < rows) {
      if (Date.now() > deadline)
        throw new Error(`only ${sink.received.length + receiver.ids.length} of ${rows} arrived`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const seconds = (performance.now() - started) / 1000;
    // Time for a duplicate to arrive.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const messageIds = sink.received.map((mail) => mail.headers.get("message-id"));
    const duplicates =
      messageIds.length - new Set(messageIds).size + (receiver.ids.length - new Set(receiver.ids).size);
    // The worker marks a row sent just after the receiver has it: wait for the last marks.
    let notSent = rows;
    for (let i = 0; i < 100 && notSent > 0; i++) {
      const { n } = await database.db
        .selectFrom("outbox")
        .select((eb) => eb.fn.countAll<number | string>().as("n"))
        .where("status", "!=", "sent")
        .executeTakeFirstOrThrow();
      notSent = Number(n);
      if (notSent > 0) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return { rows, seconds, rate: rows / seconds, duplicates, notSent } satisfies Result;
  } finally {
    for (const child of children) {
      child.kill("SIGTERM");
      await once(child, "exit");
    }
    await sink.close();
    await receiver.close();
  }
}

const scenarios: { database: "SQLite" | "PostgreSQL"; instances: number; delayMs: number }[] = [
  { database: "SQLite", instances: 1, delayMs: 0 },
  { database: "PostgreSQL", instances: 1, delayMs: 0 },
  { database: "PostgreSQL", instances: 2, delayMs: 0 },
  { database: "SQLite", instances: 1, delayMs: SLOW_MS },
];
/** The worker before issue 21 (one row after another, 10 a pass), measured once with this script. */
const BEFORE = [
  "Before (the worker of node24 at 641490f, run at commit 377a696: one delivery after another, a fresh SMTP connection each, 10 rows a pass),",
  "the same script with 500 leads (1,000 rows), same machine, 2026-11-26:",
  "",
  "| Database | Instances | Receivers answer | Rows | Seconds | Rows a second | Duplicates | Not marked sent |",
  "|---|---:|---|---:|---:|---:|---:|---:|",
  "| SQLite | 1 | at once | 1,000 | 66.2 | 15 | 0 | 0 |",
  "| PostgreSQL | 1 | at once | 1,000 | 62.8 | 16 | 0 | 0 |",
  "| PostgreSQL | 2 | at once | 1,000 | 32.1 | 31 | 0 | 0 |",
  "| SQLite | 1 | 50 ms | 1,000 | 107.0 | 9 | 0 | 0 |",
];
const only = process.env.BENCH_OUTBOX_ONLY; // e.g. "SQLite" to run that database only
const table: string[] = [];
for (const scenario of scenarios.filter((s) => !only || s.database === only)) {
  const dir = mkdtempSync(join(tmpdir(), "bench-outbox-"));
  const postgres = scenario.database === "PostgreSQL" ? await postgresSchema("bench_outbox") : undefined;
  if (scenario.database === "PostgreSQL" && !postgres) continue;
  const url = postgres?.url ?? `file:${join(dir, "bench.db")}`;
  const database = openDatabase(url);
  try {
    await migrateToLatest(database.db);
    const label = `${scenario.database}, ${scenario.instances} instance${scenario.instances > 1 ? "s" : ""}, receivers ${scenario.delayMs ? `${scenario.delayMs} ms` : "at once"}`;
    console.log(`${label}: ${LEADS} leads, ${LEADS * 2} rows…`);
    const result = await drain(database, url, scenario.instances, scenario.delayMs);
    console.log(
      `  ${result.rows} rows in ${result.seconds.toFixed(1)} s: ${result.rate.toFixed(0)} a second; ${result.duplicates} duplicates, ${result.notSent} not marked sent`,
    );
    table.push(
      `| ${scenario.database} | ${scenario.instances} | ${scenario.delayMs ? `${scenario.delayMs} ms` : "at once"} | ${result.rows.toLocaleString("en-US")} | ${result.seconds.toFixed(1)} | ${result.rate.toFixed(0)} | ${result.duplicates} | ${result.notSent} |`,
    );
  } finally {
    await database.close();
    await postgres?.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (!only) {
  writeBenchmarkSection(
    "Outbox drain after an outage (npm run bench:outbox)",
    [
      `Run ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model.trim() ?? "CPU"}, Node ${process.version}, load average ${loadavg()[1]!.toFixed(1)} (5 min) at the end.`,
      `A backlog of ${LEADS.toLocaleString("en-US")} leads, each with its notification and its webhook queued (${(LEADS * 2).toLocaleString("en-US")} rows), then the outbox worker`,
      "starts as the server builds it (its own process) and drains them into a local SMTP sink and a local webhook receiver",
      `(answering at once, or after ${SLOW_MS} ms each: a distant receiver). Time from the worker's start to the last delivery; every`,
      "delivery checked to arrive once (distinct Message-ID and webhook-id) and every row marked sent.",
      "",
      "| Database | Instances | Receivers answer | Rows | Seconds | Rows a second | Duplicates | Not marked sent |",
      "|---|---:|---|---:|---:|---:|---:|---:|",
      ...table,
      "",
      ...BEFORE,
    ].join("\n"),
  );
  console.log("Written to docs/benchmarks.md (run npx prettier --write docs/benchmarks.md)");
}
