import { performance } from "node:perf_hooks";
import { cpus, loadavg } from "node:os";
import { randomUUID } from "node:crypto";
import type { Insertable } from "kysely";
import { VITAL_METRICS } from "./common/analytics";
import { forgetRolledSums } from "./server/analytics/overview";
import { purgeAnalytics } from "./server/analytics/rollup";
import type { NewEvent } from "./server/analytics/event-buffer";
import { dayBefore, utcDay } from "./server/analytics/visitor";
import { bucketOf } from "./server/analytics/vitals";
import { buildApp } from "./server/app";
import { loadConfig } from "./server/config";
import { migrateToLatest, openDatabase, type DatabaseHandle } from "./server/db/index";
import type { ContactMessagesTable } from "./server/db/schema";
import {
  postgresDatabase,
  postgresSkipReason,
  sqliteDatabase,
  staffCookie,
  type TestDatabase,
} from "./server/test-support/index";
import { writeBenchmarkSection } from "./scripts/bench-lib";

// npm run bench:overview — the inbox's overview at 1,000,000 counted events over 90 days, on
// SQLite and PostgreSQL. The events are a realistic mix (page views, about 4.5 Web Vitals per
// page view, a few named events) spread evenly over the 90 days up to now, with about 1 % of a
// day's visitors sending a form (their leads carry their visit). The daily retention job then
// runs as in production (ANALYTICS_RAW_DAYS=30): 89 finished days rolled up, raw events older
// than 30 days deleted. Each range is then asked for through the real route (staff session,
// zod response), in-process, alternately with the roll-ups' sums computed afresh (the first
// request after a roll-up or a restart) and reused; we report p50/p95/max of both. Goal: p95 ≤
// 200 ms for every range.

const TOTAL = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const DAYS = 90;
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const RANGES = ["today", "7d", "30d", "90d"] as const;

/** A small deterministic generator (mulberry32): the same data on both databases. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PATHS = Array.from({ length: 30 }, (_, i) => (i === 0 ? "/" : `/page-${i}`));
const HOSTS = Array.from({ length: 40 }, (_, i) => `referrer-${i}.example`);
const CAMPAIGNS = Array.from({ length: 10 }, (_, i) => `campaign-${i}`);
const DEVICES = ["mobile", "mobile", "desktop", "desktop", "tablet"];
const VITAL_RANGE = { LCP: 4000, FCP: 3000, TTFB: 1500, INP: 500, CLS: 0.3 } as const;

/** One day's visits, about `target` events; returns the events and the day's leads. */
function dayOfVisits(day: string, target: number, next: () => number) {
  const events: NewEvent[] = [];
  const leads: Insertable<ContactMessagesTable>[] = [];
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  let visitor = 0;
  while (events.length < target) {
    visitor += 1;
    const id = `${day}-${visitor}`;
    const device = pick(DEVICES);
    const at = `${day}T${String(Math.floor(next() * 24)).padStart(2, "0")}:00:00.000Z`;
    const referrer = next() < 0.5 ? pick(HOSTS) : null;
    const campaign = next() < 0.2 ? pick(CAMPAIGNS) : null;
    const pages = 1 + Math.floor(next() * 4);
    const base = { day, at, visitor: id, device };
    let landing = "";
    for (let p = 0; p < pages; p++) {
      const path = pick(PATHS);
      if (p === 0) landing = path;
      events.push({
        ...base,
        type: "pageview",
        path,
        ...(p === 0
          ? { referrer_host: referrer, utm_source: campaign ? "newsletter" : null, utm_campaign: campaign }
          : {}),
      });
      for (const metric of VITAL_METRICS) {
        if (metric === "INP" && next() < 0.5) continue;
        const value = next() * VITAL_RANGE[metric];
        events.push({ ...base, type: "vital", path, detail: metric, value, bucket: bucketOf(metric, value) });
      }
    }
    if (next() < 0.1) events.push({ ...base, type: "dialog_opened", path: landing });
    if (next() < 0.1) {
      const steps = 1 + Math.floor(next() * 3);
      for (let step = 1; step <= steps; step++) {
        events.push({ ...base, type: "assessment_step", path: "/assessment/IT Consulting", detail: String(step) });
      }
    }
    if (next() < 0.01) {
      leads.push({
        id: randomUUID(),
        name: `Visitor ${id}`,
        email: `visitor-${id}@example.com`,
        subject: "A project",
        message: "Let us talk.",
        spam: 0,
        created_at: at,
        landing_page: landing,
        referrer_host: referrer,
        utm_campaign: campaign,
        pages_viewed: pages,
      });
      events.push({ ...base, type: "form_sent", path: "/contact", detail: "contact:success" });
    }
  }
  return { events, leads };
}

async function fill(database: DatabaseHandle) {
  const { db } = database;
  const next = random(42);
  const today = utcDay();
  const perDay = Math.ceil(TOTAL / DAYS);
  let events = 0;
  let leads = 0;
  for (let ago = DAYS - 1; ago >= 0; ago--) {
    const day = dayBefore(today, ago);
    const visits = dayOfVisits(day, Math.min(perDay, TOTAL - events), next);
    await db.transaction().execute(async (trx) => {
      for (let start = 0; start < visits.events.length; start += 500) {
        await trx
          .insertInto("analytics_events")
          .values(visits.events.slice(start, start + 500))
          .execute();
      }
      if (visits.leads.length) await trx.insertInto("contact_messages").values(visits.leads).execute();
      await trx.insertInto("analytics_days").values({ day, rolled_up_at: null }).execute();
    });
    events += visits.events.length;
    leads += visits.leads.length;
  }
  return { events, leads };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)]!;

interface Stats {
  p50: number;
  p95: number;
  max: number;
}

function stats(times: number[]): Stats {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), max: sorted.at(-1)! };
}

async function measure(testDb: TestDatabase) {
  const config = loadConfig({ DATABASE_URL: testDb.url, LOG_LEVEL: "warn" });
  const database = openDatabase(config.DATABASE_URL);
  try {
    await migrateToLatest(database.db);
    let started = performance.now();
    const filled = await fill(database);
    const fillSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    const purged = await purgeAnalytics(database.db, 30);
    const purgeSeconds = (performance.now() - started) / 1000;
    const { n } = await database.db
      .selectFrom("analytics_events")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .executeTakeFirstOrThrow();

    const app = await buildApp({ config, database, clientDir: false, logger: false });
    const cookie = await staffCookie(database);
    const results: { range: string; cold: Stats; warm: Stats; visitors: number }[] = [];
    for (const range of RANGES) {
      let visitors = 0;
      const ask = async (cold: boolean) => {
        if (cold) forgetRolledSums(database.db);
        const begun = performance.now();
        const answer = await app.inject({
          method: "GET",
          url: `/api/admin/overview?range=${range}`,
          headers: { cookie },
        });
        if (answer.statusCode !== 200) throw new Error(`overview ${range}: ${answer.statusCode} ${answer.body}`);
        visitors = answer.json<{ totals: { visitors: number } }>().totals.visitors;
        return performance.now() - begun;
      };
      for (let i = 0; i < 3; i++) await ask(true); // warm-up
      const cold: number[] = [];
      const warm: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        cold.push(await ask(true));
        warm.push(await ask(false));
      }
      results.push({ range, cold: stats(cold), warm: stats(warm), visitors });
    }
    await app.close();
    return { filled, fillSeconds, purged, purgeSeconds, rawLeft: Number(n), results };
  } finally {
    await database.close();
    await testDb.drop();
  }
}


const { sql } = await import("kysely");
const testDb = sqliteDatabase();
const database = openDatabase(testDb.url);
await migrateToLatest(database.db);
const { db } = database;
const day = utcDay();
const visits = dayOfVisits(day, 11_111, random(7));
for (let s = 0; s < visits.events.length; s += 500) await db.insertInto("analytics_events").values(visits.events.slice(s, s + 500)).execute();
const other = dayOfVisits(dayBefore(day, 1), 11_111, random(8));
for (let s = 0; s < other.events.length; s += 500) await db.insertInto("analytics_events").values(other.events.slice(s, s + 500)).execute();
await sql`drop index analytics_events_day`.execute(db); await sql`create index analytics_events_day on analytics_events (day, type, path, detail, bucket, visitor)`.execute(db);
const qs: Record<string, any> = {
  device: sql`select day, device, count(*), count(distinct visitor) from analytics_events where day in (${day}) and type = 'pageview' group by day, device`,
  page: sql`select day, path, count(*), count(distinct visitor) from analytics_events where day in (${day}) and type = 'pageview' group by day, path`,
  landing: sql`select day, referrer_host, utm_campaign, count(*) from analytics_events where id in (select min(id) from analytics_events where day in (${day}) and type = 'pageview' group by day, visitor) group by day, referrer_host, utm_campaign`,
  events: sql`select day, type, detail, count(*), count(distinct visitor) from analytics_events where day in (${day}) and type in ('dialog_opened','assessment_step','form_sent') group by day, type, detail`,
  vitals: sql`select day, path, detail, bucket, count(*) from analytics_events where day in (${day}) and type = 'vital' group by day, path, detail, bucket`,
};
for (const [name, q] of Object.entries(qs)) {
  const plan = (await sql`explain query plan ${q}`.execute(db)).rows.map((r: any) => r.detail).join(" | ");
  await q.execute(db);
  const b = performance.now(); for (let i = 0; i < 10; i++) await q.execute(db);
  console.log(name, ((performance.now() - b) / 10).toFixed(1), (await q.execute(db)).rows.length, plan);
}
const { aggregateDays } = await import("./server/analytics/rollup");
let b = performance.now(); for (let i = 0; i < 10; i++) await aggregateDays(db, [day]); console.log("aggregateDays", ((performance.now() - b) / 10).toFixed(1));
await database.close(); await testDb.drop();
