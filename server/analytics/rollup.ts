import { sql } from "kysely";
import type { VitalMetric } from "../../common/analytics";
import type { Db } from "../db/index";
import type { Writer } from "../db/write-queue";
import { HISTOGRAM_COLUMNS } from "./vitals";
import { dayBefore, deleteOldSalts, utcDay } from "./visitor";

// Raw events become per-day aggregates once their day is over: counts per device, page,
// landing referrer host, landing campaign and named event, each with its number of visitors,
// and a histogram per page and Web Vital. Nothing in them is about a person; they are kept as
// long as the firm wants. Raw events go after ANALYTICS_RAW_DAYS, never before their day is
// rolled up. The overview reads the same aggregates, computed live from the raw events, for
// the days not rolled up yet (today): one code path for both.

/** A per-day aggregate row (analytics_daily). `dimension`/`detail` are "" when not applicable. */
export interface DailyRow {
  day: string;
  /** device, page, referrer (the landing page view's host; "" direct), campaign, event. */
  kind: "device" | "page" | "referrer" | "campaign" | "event";
  dimension: string;
  detail: string;
  events: number;
  visitors: number;
}

export interface VitalRow {
  day: string;
  path: string;
  metric: VitalMetric;
  histogram: number[];
}

export interface Aggregates {
  daily: DailyRow[];
  vitals: VitalRow[];
}

/** Events of a finished day may still arrive this long after midnight (the write buffer's second). */
const LATE_EVENTS_MS = 60_000;

const NAMED_TYPES = ["dialog_opened", "assessment_step", "form_sent"];

/** The aggregates of the given days, computed from their raw events. */
export async function aggregateDays(db: Db | Writer, days: readonly string[]): Promise<Aggregates> {
  if (days.length === 0) return { daily: [], vitals: [] };
  const events = db.selectFrom("analytics_events").where("day", "in", days);
  const count = (n: unknown) => Number(n);
  const daily: DailyRow[] = [];

  const pageViews = events.where("type", "=", "pageview");
  const visitors = sql<number | string>`count(distinct visitor)`;
  for (const row of await pageViews
    .select(["day", "device", (eb) => eb.fn.countAll<number | string>().as("n"), visitors.as("v")])
    .groupBy(["day", "device"])
    .execute()) {
    daily.push({
      day: row.day,
      kind: "device",
      dimension: row.device,
      detail: "",
      events: count(row.n),
      visitors: count(row.v),
    });
  }
  for (const row of await pageViews
    .select(["day", "path", (eb) => eb.fn.countAll<number | string>().as("n"), visitors.as("v")])
    .groupBy(["day", "path"])
    .execute()) {
    daily.push({
      day: row.day,
      kind: "page",
      dimension: row.path,
      detail: "",
      events: count(row.n),
      visitors: count(row.v),
    });
  }

  // Each visitor's first page view of the day: where the visit came from.
  const landings = await db
    .selectFrom("analytics_events")
    .where("id", "in", pageViews.select((eb) => eb.fn.min("id").as("id")).groupBy(["day", "visitor"]))
    .select(["day", "referrer_host", "utm_campaign", (eb) => eb.fn.countAll<number | string>().as("n")])
    .groupBy(["day", "referrer_host", "utm_campaign"])
    .execute();
  const sources = new Map<string, DailyRow>();
  const addSource = (day: string, kind: "referrer" | "campaign", dimension: string, n: number) => {
    const key = `${day}\n${kind}\n${dimension}`;
    const row = sources.get(key) ?? { day, kind, dimension, detail: "", events: 0, visitors: 0 };
    row.events += n;
    row.visitors += n;
    sources.set(key, row);
  };
  for (const row of landings) {
    addSource(row.day, "referrer", row.referrer_host ?? "", count(row.n));
    if (row.utm_campaign) addSource(row.day, "campaign", row.utm_campaign, count(row.n));
  }
  daily.push(...sources.values());

  for (const row of await events
    .where("type", "in", NAMED_TYPES)
    .select(["day", "type", "detail", (eb) => eb.fn.countAll<number | string>().as("n"), visitors.as("v")])
    .groupBy(["day", "type", "detail"])
    .execute()) {
    daily.push({
      day: row.day,
      kind: "event",
      dimension: row.type,
      detail: row.detail ?? "",
      events: count(row.n),
      visitors: count(row.v),
    });
  }

  // Each bucket counted by the database: a row per page and metric, not per bucket.
  const vitalRows = await events
    .where("type", "=", "vital")
    .select([
      "day",
      "path",
      "detail",
      ...HISTOGRAM_COLUMNS.map((column, bucket) =>
        sql<number | string>`sum(case when bucket = ${sql.lit(bucket)} then 1 else 0 end)`.as(column),
      ),
    ])
    .groupBy(["day", "path", "detail"])
    .execute();
  const vitals: VitalRow[] = vitalRows.map((row) => {
    const sums = row as unknown as Record<string, number | string>;
    return {
      day: row.day,
      path: row.path,
      metric: row.detail as VitalMetric,
      histogram: HISTOGRAM_COLUMNS.map((column) => Number(sums[column])),
    };
  });
  return { daily, vitals };
}

/** Rows per INSERT: within both databases' bound-parameter limits. */
const CHUNK = 500;

/**
 * Rolls up every finished day not rolled up yet (or that received events since): its aggregates
 * replace any earlier ones, in one transaction per day. Safe with several instances: a day is
 * claimed by the update of its row, which only one transaction wins.
 */
export async function rollUpFinishedDays(db: Db, now = Date.now()): Promise<string[]> {
  const today = utcDay(now - LATE_EVENTS_MS);
  const pending = await db
    .selectFrom("analytics_days")
    .select("day")
    .where("rolled_up_at", "is", null)
    .where("day", "<", today)
    .orderBy("day")
    .execute();
  const done: string[] = [];
  for (const { day } of pending) {
    const rolled = await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable("analytics_days")
        .set({ rolled_up_at: new Date(now).toISOString() })
        .where("day", "=", day)
        .where("rolled_up_at", "is", null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) return false;
      const { daily, vitals } = await aggregateDays(trx, [day]);
      await trx.deleteFrom("analytics_daily").where("day", "=", day).execute();
      await trx.deleteFrom("analytics_daily_vitals").where("day", "=", day).execute();
      for (let start = 0; start < daily.length; start += CHUNK) {
        await trx
          .insertInto("analytics_daily")
          .values(daily.slice(start, start + CHUNK))
          .execute();
      }
      const vitalRows = vitals.map(({ day: d, path, metric, histogram }) => ({
        day: d,
        path,
        metric,
        samples: histogram.reduce((sum, n) => sum + n, 0),
        ...Object.fromEntries(HISTOGRAM_COLUMNS.map((column, bucket) => [column, histogram[bucket] ?? 0])),
      }));
      for (let start = 0; start < vitalRows.length; start += CHUNK) {
        await trx
          .insertInto("analytics_daily_vitals")
          .values(vitalRows.slice(start, start + CHUNK))
          .execute();
      }
      return true;
    });
    if (rolled) done.push(day);
  }
  return done;
}

export interface AnalyticsPurge {
  rolledUp: number;
  events: number;
  salts: number;
}

/**
 * The daily analytics retention: finished days rolled up, then raw events older than
 * `rawDays` deleted (only of days rolled up), then the salts of two days ago and older, and with
 * them the days' caps and running counts (analytics_quota, analytics_seen: server/analytics/caps.ts).
 */
export async function purgeAnalytics(db: Db, rawDays: number, now = Date.now()): Promise<AnalyticsPurge> {
  const rolledUp = (await rollUpFinishedDays(db, now)).length;
  const cutoff = dayBefore(utcDay(now), rawDays);
  const deleted = await db
    .deleteFrom("analytics_events")
    .where("day", "<", cutoff)
    .where("day", "in", db.selectFrom("analytics_days").select("day").where("rolled_up_at", "is not", null))
    .executeTakeFirst();
  const salts = await deleteOldSalts(db, utcDay(now));
  const yesterday = dayBefore(utcDay(now), 1);
  await db.deleteFrom("analytics_quota").where("day", "<", yesterday).execute();
  await db.deleteFrom("analytics_seen").where("day", "<", yesterday).execute();
  return { rolledUp, events: Number(deleted.numDeletedRows), salts };
}
