// "Waiting for an answer" at 100,000 leads, on SQLite and on PostgreSQL: p95 of its first page, a
// page ten deep, and the navigation's overdue count, through the real API (buildApp + a session).
// Writes its table to docs/benchmarks.md.
//   npm run bench:waiting                     (PostgreSQL at TEST_DATABASE_URL, default the local one)
import { randomUUID } from "node:crypto";
import { sql, type Insertable } from "kysely";
import { DEFAULT_BUSINESS_HOURS } from "../common/business-hours";
import { loadConfig } from "../server/config";
import { buildApp } from "../server/app";
import { createSession, sessionCookie } from "../server/accounts/sessions";
import { migrateToLatest, openDatabase, type Db } from "../server/db/index";
import type { AssessmentRequestsTable, ContactMessagesTable, ServiceRequestsTable } from "../server/db/schema";
import { dueAtFor } from "../server/inbox/response-clock";
import {
  postgresDatabase,
  postgresSkipReason,
  sqliteDatabase,
  type TestDatabase,
} from "../server/test-support/databases";
import { writeBenchmarkSection } from "./lib";

const TOTAL = Number(process.env.BENCH_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const START = Date.parse("2024-01-01T00:00:00Z");
const END = Date.parse("2026-11-27T12:00:00Z");
/** The server's clock, pinned: the last lead arrives then. */
const NOW = new Date(END);
const hours = DEFAULT_BUSINESS_HOURS;

/** 5 % spam; of the rest, all but one in eight of those older than a week answered (within 3 h). */
async function fill(db: Db) {
  const step = Math.floor((END - START) / TOTAL);
  const batch = 500;
  for (let offset = 0; offset < TOTAL; offset += batch) {
    const contact: Insertable<ContactMessagesTable>[] = [];
    const service: Insertable<ServiceRequestsTable>[] = [];
    const assessment: Insertable<AssessmentRequestsTable>[] = [];
    for (let i = offset; i < Math.min(offset + batch, TOTAL); i++) {
      const at = START + i * step;
      const created_at = new Date(at).toISOString();
      const spam = i % 20 === 0 ? 1 : 0;
      const waiting = END - at < 7 * 86_400_000 || i % 8 === 0;
      const clock = {
        due_at: dueAtFor(created_at, hours),
        first_response_at: waiting ? null : new Date(at + 3 * 3_600_000).toISOString(),
        first_response_by: waiting ? null : "bench@example.com",
        first_response_how: waiting ? null : "phone",
      };
      const common = { id: randomUUID(), email: `person${i}@example.com`, spam, created_at, ...clock };
      const kind = i % 3;
      if (kind === 0) contact.push({ ...common, name: `Person ${i}`, subject: "A project", message: "Hello" });
      else if (kind === 1) service.push({ ...common, name: `Person ${i}`, service: "Agile Coaching", message: "Hi" });
      else
        assessment.push({
          ...common,
          full_name: `Person ${i}`,
          company: `Company ${i % 500}`,
          team_size: "11-50",
          challenges: "Slow delivery",
          goals: "Ship faster",
          service: "IT Consulting",
        });
    }
    await db.transaction().execute(async (trx) => {
      if (contact.length) await trx.insertInto("contact_messages").values(contact).execute();
      if (service.length) await trx.insertInto("service_requests").values(service).execute();
      if (assessment.length) await trx.insertInto("assessment_requests").values(assessment).execute();
    });
  }
}

const p95 = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.ceil(samples.length * 0.95) - 1]!;

async function measure(testDb: TestDatabase) {
  const config = loadConfig({ DATABASE_URL: testDb.url, LOG_LEVEL: "silent" });
  const database = openDatabase(config.DATABASE_URL);
  try {
    await migrateToLatest(database.db);
    const filling = Date.now();
    await fill(database.db);
    if (database.dialect === "postgres") await sql`analyze`.execute(database.db);
    const { n } = await sql<{ n: number | string }>`select
      (select count(*) from contact_messages where spam = 0 and first_response_at is null)
      + (select count(*) from service_requests where spam = 0 and first_response_at is null)
      + (select count(*) from assessment_requests where spam = 0 and first_response_at is null) as n`
      .execute(database.db)
      .then((result) => result.rows[0]!);
    console.log(`${testDb.name}: ${TOTAL} leads (${n} waiting) in ${((Date.now() - filling) / 1000).toFixed(1)} s`);
    const staffId = randomUUID();
    await database.db
      .insertInto("staff_accounts")
      .values({
        id: staffId,
        email: "bench@example.com",
        password_hash: "unused",
        created_at: NOW.toISOString(),
        updated_at: NOW.toISOString(),
      })
      .execute();
    const cookie = sessionCookie(undefined)
      .set((await createSession(database.db, staffId))!)
      .split(";")[0]!;
    const app = await buildApp({ config, database, clientDir: false, logger: false, clock: () => NOW });
    const get = async (url: string) => {
      const response = await app.inject({ method: "GET", url, headers: { cookie } });
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
      return response.json<{ leads: unknown[]; next: string | null }>();
    };
    let deep = "";
    for (let page = 0; page < 10; page++)
      deep = (await get(`/api/admin/leads?view=waiting${deep ? `&after=${deep}` : ""}`)).next!;
    const cases: [string, string][] = [
      ["waiting, first page (50)", "/api/admin/leads?view=waiting"],
      ["waiting, 11th page (keyset)", `/api/admin/leads?view=waiting&after=${deep}`],
      ["overdue count (navigation)", "/api/admin/leads/overdue"],
    ];
    const results: Record<string, number> = {};
    for (const [name, url] of cases) {
      await get(url);
      const samples: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const started = performance.now();
        await get(url);
        samples.push(performance.now() - started);
      }
      results[name] = p95(samples);
      console.log(`${testDb.name} ${name}: p95 ${results[name].toFixed(1)} ms`);
    }
    await app.close();
    return { results, waiting: Number(n) };
  } finally {
    await database.close();
    await testDb.drop();
  }
}

const sqlite = await measure(sqliteDatabase());
const postgres = postgresSkipReason ? undefined : await measure(await postgresDatabase());
const rows = Object.keys(sqlite.results).map(
  (name) =>
    `| ${name} | ${sqlite.results[name]!.toFixed(1)} | ${postgres ? postgres.results[name]!.toFixed(1) : "skipped"} |`,
);
writeBenchmarkSection(
  "Waiting for an answer at 100,000 leads (npm run bench:waiting)",
  `${TOTAL.toLocaleString("en-US")} leads over the three enquiry forms (5 % spam; ${sqlite.waiting.toLocaleString("en-US")} unanswered, the rest answered), ${RUNS} requests per case through the admin API (buildApp + a session, the server's clock pinned, no network), p95 in milliseconds. ${new Date().toISOString().slice(0, 10)}, 2 shared cores.${postgres ? "" : ` PostgreSQL skipped: ${postgresSkipReason}.`}

| Case | SQLite p95 (ms) | PostgreSQL p95 (ms) |
|---|---|---|
${rows.join("\n")}

The due time is stored when a lead arrives (migration 008) and each table has a partial index of its waiting leads (\`(spam, first_response_at, due_at, id) where spam = 0 and first_response_at is null\`): a page is three keyset reads of that index, merged; the overdue count counts the index up to now. Nothing computes a due time per row at read; only the page's 50 leads get their words.`,
);
