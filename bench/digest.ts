// The morning digest for 20 staff and 5,000 waiting leads, on SQLite and on PostgreSQL: the time
// to build every digest and queue it in the outbox (one claimed day, one transaction), median of
// several days. Writes its table to docs/benchmarks.md when run at its full size.
//   npm run bench:digest                               (PostgreSQL at TEST_DATABASE_URL, default the local one)
//   BENCH_STAFF=3 BENCH_WAITING=200 BENCH_RUNS=2 npm run bench:digest   (a quick check; writes nothing)
import { randomUUID } from "node:crypto";
import { sql, type Insertable } from "kysely";
import { DEFAULT_BUSINESS_HOURS } from "../common/business-hours";
import { migrateToLatest, openDatabase, type Db } from "../server/db/index";
import type { ContactMessagesTable, ServiceRequestsTable } from "../server/db/schema";
import { runMorningDigest } from "../server/digest/digest";
import { dueAtFor } from "../server/inbox/response-clock";
import {
  postgresDatabase,
  postgresSkipReason,
  sqliteDatabase,
  type TestDatabase,
} from "../server/test-support/databases";
import { writeBenchmarkSection } from "./lib";

const STAFF = Number(process.env.BENCH_STAFF ?? 20);
const WAITING = Number(process.env.BENCH_WAITING ?? 5_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const FULL = STAFF === 20 && WAITING === 5_000;
const hours = DEFAULT_BUSINESS_HOURS;
/** Monday 30 November 2026, 08:00 in London: the first run's morning; each run a working day later. */
const FIRST_MORNING = Date.parse("2026-11-30T08:00:00Z");
const DAY = 86_400_000;

/** STAFF accounts; WAITING unanswered leads over the last 30 days, a third assigned in turn, the rest unassigned. */
async function fill(db: Db): Promise<void> {
  const now = new Date(FIRST_MORNING).toISOString();
  const staff = Array.from({ length: STAFF }, (_, i) => ({
    id: randomUUID(),
    email: `staff${i}@example.com`,
    password_hash: "unused",
    created_at: now,
    updated_at: now,
  }));
  await db.insertInto("staff_accounts").values(staff).execute();
  const batch = 500;
  for (let offset = 0; offset < WAITING; offset += batch) {
    const contact: Insertable<ContactMessagesTable>[] = [];
    const service: Insertable<ServiceRequestsTable>[] = [];
    for (let i = offset; i < Math.min(offset + batch, WAITING); i++) {
      const created_at = new Date(FIRST_MORNING - 30 * DAY + Math.floor((i / WAITING) * 30 * DAY)).toISOString();
      const common = {
        id: randomUUID(),
        reference: `CM-${String(i).padStart(4, "0")}-XX`,
        email: `person${i}@example.com`,
        spam: 0,
        created_at,
        due_at: dueAtFor(created_at, hours),
        assigned_to: i % 3 === 0 ? staff[i % STAFF]!.id : null,
      };
      if (i % 2 === 0) contact.push({ ...common, name: `Person ${i}`, subject: "A project", message: "Hello" });
      else service.push({ ...common, name: `Person ${i}`, service: "Agile Coaching", message: "Hi" });
    }
    await db.transaction().execute(async (trx) => {
      if (contact.length) await trx.insertInto("contact_messages").values(contact).execute();
      if (service.length) await trx.insertInto("service_requests").values(service).execute();
    });
  }
}

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;

async function measure(testDb: TestDatabase) {
  const database = openDatabase(testDb.url);
  try {
    await migrateToLatest(database.db);
    await fill(database.db);
    if (database.dialect === "postgres") await sql`analyze`.execute(database.db);
    const samples: number[] = [];
    let mails = 0;
    // Each run is the next working day's digest (Monday to Friday): a new day to claim.
    for (let run = 0; run < RUNS; run++) {
      const now = new Date(FIRST_MORNING + (run % 5) * DAY + Math.floor(run / 5) * 7 * DAY);
      const started = performance.now();
      const result = await runMorningDigest(database, {
        now,
        hours,
        linkOrigin: "https://www.example.com",
        siteName: "Bench",
      });
      samples.push(performance.now() - started);
      if (result.status !== "sent") throw new Error(`run ${run}: ${result.status}`);
      mails = result.mails;
    }
    const queued = await database.db
      .selectFrom("outbox")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("kind", "=", "digest")
      .executeTakeFirstOrThrow();
    console.log(
      `${testDb.name}: ${STAFF} staff, ${WAITING} waiting: median ${median(samples).toFixed(0)} ms to build and queue ${mails} digests (${Number(queued.n)} queued over ${RUNS} days)`,
    );
    return { median: median(samples), max: Math.max(...samples), mails };
  } finally {
    await database.close();
    await testDb.drop();
  }
}

const sqlite = await measure(sqliteDatabase());
const postgres = postgresSkipReason ? undefined : await measure(await postgresDatabase());
if (FULL)
  writeBenchmarkSection(
    "The morning digest for 20 staff and 5,000 waiting leads (npm run bench:digest)",
    `${STAFF} staff accounts and ${WAITING.toLocaleString("en-US")} unanswered leads (a third assigned, the rest unassigned, so every digest lists up to 50 and counts the rest): the time for one instance to claim the day, read what waits, build every digest and queue it in the outbox, in one transaction; ${RUNS} days, median and slowest in milliseconds. ${new Date().toISOString().slice(0, 10)}, 2 shared cores.${postgres ? "" : ` PostgreSQL skipped: ${postgresSkipReason}.`}

| Database | Median (ms) | Slowest (ms) | Digests queued |
|---|---|---|---|
| SQLite | ${sqlite.median.toFixed(0)} | ${sqlite.max.toFixed(0)} | ${sqlite.mails} |
| PostgreSQL | ${postgres ? postgres.median.toFixed(0) : "skipped"} | ${postgres ? postgres.max.toFixed(0) : "skipped"} | ${postgres?.mails ?? "skipped"} |`,
  );
else console.log("Not the full size (20 staff, 5,000 waiting): docs/benchmarks.md is left as it is.");
