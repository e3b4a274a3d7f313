// The inbox at 100,000 submissions, on SQLite and on PostgreSQL: p95 of the list (first page,
// a deep page, filtered) and of search (a common word, a rare one), through the real API
// (buildApp + a signed-in session). Writes its table to docs/benchmarks.md.
//   npm run bench:admin                       (PostgreSQL at TEST_DATABASE_URL, default the local one)
import { randomUUID } from "node:crypto";
import { sql, type Insertable } from "kysely";
import { loadConfig } from "../server/config";
import { buildApp } from "../server/app";
import { addStaff } from "../server/accounts/staff";
import { migrateToLatest, openDatabase, type Db } from "../server/db/index";
import type {
  AssessmentRequestsTable,
  ContactMessagesTable,
  ServiceRequestsTable,
  SubscribersTable,
} from "../server/db/schema";
import {
  postgresDatabase,
  postgresSkipReason,
  sqliteDatabase,
  type TestDatabase,
} from "../server/test-support/databases";
import { writeBenchmarkSection } from "./lib";

const TOTAL = Number(process.env.BENCH_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const PASSWORD = "benchmark passphrase";
const WORDS = [
  "migration",
  "roadmap",
  "hiring",
  "cloud",
  "budget",
  "agile",
  "audit",
  "platform",
  "training",
  "pricing",
];

async function fill(db: Db) {
  const start = Date.parse("2024-01-01T00:00:00Z");
  const step = Math.floor((Date.now() - start) / TOTAL);
  const batch = 500;
  for (let offset = 0; offset < TOTAL; offset += batch) {
    const contact: Insertable<ContactMessagesTable>[] = [];
    const service: Insertable<ServiceRequestsTable>[] = [];
    const assessment: Insertable<AssessmentRequestsTable>[] = [];
    const subscribers: Insertable<SubscribersTable>[] = [];
    for (let i = offset; i < Math.min(offset + batch, TOTAL); i++) {
      const created_at = new Date(start + i * step).toISOString();
      const word = WORDS[i % WORDS.length]!;
      const spam = i % 20 === 0 ? 1 : 0;
      const lead_status = (["new", "in_progress", "done"] as const)[i % 3]!;
      const email = `person${i}@example${i % 97}.com`;
      // 40 % contact, 25 % service requests, 25 % assessments, 10 % subscribers.
      const kind = i % 20;
      if (kind < 8) {
        contact.push({
          id: randomUUID(),
          name: `Person ${i}`,
          email,
          subject: `About ${word}`,
          message: `We need help with ${word} this quarter. ${"Details. ".repeat(20)}`,
          spam,
          lead_status,
          created_at,
        });
      } else if (kind < 13) {
        service.push({
          id: randomUUID(),
          name: `Person ${i}`,
          email,
          service: "Agile Coaching",
          message: `Interested in ${word}.`,
          spam,
          lead_status,
          created_at,
        });
      } else if (kind < 18) {
        assessment.push({
          id: randomUUID(),
          full_name: `Person ${i}`,
          email,
          company: `Company ${i % 500}`,
          team_size: "11-50",
          challenges: `Our ${word} is slow. ${"More context. ".repeat(15)}`,
          goals: "Ship faster",
          service: "IT Consulting",
          spam,
          lead_status,
          created_at,
        });
      } else {
        subscribers.push({
          id: randomUUID(),
          name: `Person ${i}`,
          email,
          status: "confirmed" as const,
          spam,
          lead_status,
          created_at,
          updated_at: created_at,
        });
      }
    }
    await db.transaction().execute(async (trx) => {
      if (contact.length) await trx.insertInto("contact_messages").values(contact).execute();
      if (service.length) await trx.insertInto("service_requests").values(service).execute();
      if (assessment.length) await trx.insertInto("assessment_requests").values(assessment).execute();
      if (subscribers.length) await trx.insertInto("subscribers").values(subscribers).execute();
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
    console.log(`${testDb.name}: ${TOTAL} rows in ${((Date.now() - filling) / 1000).toFixed(1)} s`);
    await addStaff(database.db, "bench@example.com", PASSWORD);
    const app = await buildApp({ config, database, clientDir: false, logger: false });
    const signIn = await app.inject({
      method: "POST",
      url: "/api/admin/session",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ email: "bench@example.com", password: PASSWORD }),
    });
    const cookie = String(signIn.headers["set-cookie"]).split(";")[0]!;
    const get = async (url: string) => {
      const response = await app.inject({ method: "GET", url, headers: { cookie } });
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
      return response.json<{ leads: unknown[]; next: string | null }>();
    };
    // A cursor ten pages deep.
    let deep = "";
    for (let page = 0; page < 10; page++) deep = (await get(`/api/admin/leads${deep ? `?after=${deep}` : ""}`)).next!;
    const cases: [string, string][] = [
      ["list, first page", "/api/admin/leads"],
      ["list, 11th page (keyset)", `/api/admin/leads?after=${deep}`],
      ["list, one form + status", "/api/admin/leads?form=assessment&status=done"],
      ["list, spam only", "/api/admin/leads?spam=only"],
      ["search, common word", "/api/admin/leads?q=roadmap"],
      ["search, one person (rare)", `/api/admin/leads?q=person${TOTAL - 7}%40`],
      ["search, no match (full scan)", "/api/admin/leads?q=zzzz-nothing"],
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
    return results;
  } finally {
    await database.close();
    await testDb.drop();
  }
}

const sqlite = await measure(sqliteDatabase());
const postgres = postgresSkipReason ? undefined : await measure(await postgresDatabase());
const rows = Object.keys(sqlite).map(
  (name) => `| ${name} | ${sqlite[name]!.toFixed(1)} | ${postgres ? postgres[name]!.toFixed(1) : "skipped"} |`,
);
writeBenchmarkSection(
  "Inbox at 100,000 submissions (npm run bench:admin)",
  `${TOTAL.toLocaleString("en-US")} submissions over the four forms (5 % spam, statuses mixed), ${RUNS} requests per case through the admin API (buildApp + a signed-in session, no network), p95 in milliseconds. ${new Date().toISOString().slice(0, 10)}, 2 shared cores.${postgres ? "" : ` PostgreSQL skipped: ${postgresSkipReason}.`}

| Case | SQLite p95 (ms) | PostgreSQL p95 (ms) |
|---|---|---|
${rows.join("\n")}

Each page is four keyset queries (one per form table, on its \`(spam, [lead_status,] created_at, id)\` index from migration 003), merged: a deep page costs what the first does. Search is a case-insensitive substring match over name, e-mail, company and text, read newest first until a page is full: a common word stops early; a rare one, or none, reads every row of the tables.`,
);
