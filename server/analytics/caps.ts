import { sql, type Insertable } from "kysely";
import type { AnalyticsEventsTable } from "../db/schema";
import type { Writer } from "../db/write-queue";
import { HISTOGRAM_COLUMNS } from "./vitals";

// What counting may store in a day, and today's aggregates kept as events are written
// (docs/analytics.md, "Limits"). One batch of the event buffer is one transaction here:
// - Caps: a visitor (its daily id), a network (the IPv4 address or IPv6 /64, by a keyed hash
//   valid for the day) and the whole day may each store so many events; beyond, an event is
//   not stored and is counted on its day (limited: a visitor's or network's cap; dropped: the
//   day's, with the time the day was first full). The counts live in the database, locked
//   for the transaction (SQLite: one writer; PostgreSQL: the rows' locks, taken in one order),
//   so every instance shares them.
// - Aggregates: the stored events are added to the day's rows of analytics_daily and
//   analytics_daily_vitals (the roll-up's own tables), a visitor counted once per device, page,
//   landing and named event through analytics_seen. The overview reads these, never the raw
//   events; the roll-up after midnight recomputes the finished day from its raw events.

export type NewEvent = Insertable<AnalyticsEventsTable>;

/** An event to write, with the network it came from (a keyed hash for the day; never stored with the event). */
export type CountedEvent = NewEvent & { network: string };

export interface CountingCaps {
  /** Page views one visitor may add in a UTC day. */
  visitorPageViews: number;
  /** Events of every kind (page views included) one visitor may add in a day. */
  visitorEvents: number;
  /** Page views one network (an IPv4 address or an IPv6 /64) may add in a day, all its visitors together. */
  networkPageViews: number;
  /** Events of every kind one network may add in a day. */
  networkEvents: number;
  /** Events the whole site stores in a day; beyond, counting stops until midnight (UTC). */
  dayEvents: number;
}

export const COUNTING_CAPS: CountingCaps = {
  visitorPageViews: 200,
  visitorEvents: 1_000,
  networkPageViews: 2_000,
  networkEvents: 10_000,
  dayEvents: 200_000,
};

export interface WriteResult {
  stored: number;
  /** Over a visitor's or a network's cap. */
  limited: number;
  /** Over the day's cap. */
  dropped: number;
}

/** Rows per statement: within both databases' bound-parameter limits (events have 16 columns). */
const CHUNK = 500;

function chunks<T>(rows: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < rows.length; start += size) out.push(rows.slice(start, start + size));
  return out;
}

const NAMED_TYPES = new Set(["dialog_opened", "assessment_step", "form_sent"]);

interface Quota {
  page_views: number;
  events: number;
  changed: boolean;
}

/**
 * Writes a batch of events within the caps, and adds the stored ones to their days' aggregates.
 * Run inside one transaction (the write queue's).
 */
export async function writeEvents(
  trx: Writer,
  batch: readonly CountedEvent[],
  caps: CountingCaps = COUNTING_CAPS,
  now = Date.now(),
): Promise<WriteResult> {
  const result: WriteResult = { stored: 0, limited: 0, dropped: 0 };
  if (batch.length === 0) return result;
  const days = [...new Set(batch.map((row) => row.day))].sort();

  // The days' counts, then the visitors' and networks' (in key order: concurrent instances lock
  // the same rows in the same order). An upsert that changes nothing locks and reads the row.
  const dayCount = new Map<string, { events: number; limited: number; dropped: number; stored: number }>();
  for (const row of await trx
    .insertInto("analytics_days")
    .values(days.map((day) => ({ day, rolled_up_at: null })))
    .onConflict((conflict) => conflict.column("day").doUpdateSet({ events: sql`analytics_days.events` }))
    .returning(["day", "events"])
    .execute()) {
    dayCount.set(row.day, { events: Number(row.events), limited: 0, dropped: 0, stored: 0 });
  }
  const quotaKey = (day: string, key: string) => `${day}\n${key}`;
  const wanted = new Map<string, { day: string; key: string }>();
  for (const row of batch) {
    for (const key of [`v:${row.visitor}`, `n:${row.network}`])
      wanted.set(quotaKey(row.day, key), { day: row.day, key });
  }
  const quotas = new Map<string, Quota>();
  const sortedKeys = [...wanted.keys()].sort();
  for (const part of chunks(sortedKeys)) {
    for (const row of await trx
      .insertInto("analytics_quota")
      .values(part.map((k) => ({ ...wanted.get(k)!, page_views: 0, events: 0 })))
      .onConflict((conflict) => conflict.columns(["day", "key"]).doUpdateSet({ events: sql`analytics_quota.events` }))
      .returning(["day", "key", "page_views", "events"])
      .execute()) {
      quotas.set(quotaKey(row.day, row.key), {
        page_views: Number(row.page_views),
        events: Number(row.events),
        changed: false,
      });
    }
  }

  const stored: NewEvent[] = [];
  for (const { network, ...event } of batch) {
    const day = dayCount.get(event.day)!;
    const visitor = quotas.get(quotaKey(event.day, `v:${event.visitor}`))!;
    const net = quotas.get(quotaKey(event.day, `n:${network}`))!;
    const pageView = event.type === "pageview";
    const withinOwn =
      visitor.events < caps.visitorEvents &&
      net.events < caps.networkEvents &&
      (!pageView || (visitor.page_views < caps.visitorPageViews && net.page_views < caps.networkPageViews));
    if (!withinOwn) {
      day.limited++;
      continue;
    }
    if (day.events >= caps.dayEvents) {
      day.dropped++;
      continue;
    }
    day.events++;
    day.stored++;
    for (const quota of [visitor, net]) {
      quota.events++;
      if (pageView) quota.page_views++;
      quota.changed = true;
    }
    stored.push(event);
  }

  for (const part of chunks(stored)) await trx.insertInto("analytics_events").values(part).execute();
  const changed = sortedKeys.filter((k) => quotas.get(k)!.changed);
  for (const part of chunks(changed)) {
    await trx
      .insertInto("analytics_quota")
      .values(
        part.map((k) => ({ ...wanted.get(k)!, page_views: quotas.get(k)!.page_views, events: quotas.get(k)!.events })),
      )
      .onConflict((conflict) =>
        conflict.columns(["day", "key"]).doUpdateSet((eb) => ({
          page_views: eb.ref("excluded.page_views"),
          events: eb.ref("excluded.events"),
        })),
      )
      .execute();
  }
  for (const [day, count] of dayCount) {
    result.stored += count.stored;
    result.limited += count.limited;
    result.dropped += count.dropped;
    if (count.stored === 0 && count.limited === 0 && count.dropped === 0) continue;
    await trx
      .updateTable("analytics_days")
      .set((eb) => ({
        events: count.events,
        limited: eb("limited", "+", count.limited),
        dropped: eb("dropped", "+", count.dropped),
        ...(count.dropped > 0 ? { capped_at: sql<string>`coalesce(capped_at, ${new Date(now).toISOString()})` } : {}),
        // A day with new events is rolled up (again) once it is over.
        ...(count.stored > 0 ? { rolled_up_at: null } : {}),
      }))
      .where("day", "=", day)
      .execute();
  }
  await addToAggregates(trx, stored);
  return result;
}

/** Adds stored events to their days' aggregates (analytics_daily, analytics_daily_vitals). */
export async function addToAggregates(trx: Writer, events: readonly NewEvent[]): Promise<void> {
  if (events.length === 0) return;
  // Which (visitor, kind, dimension, detail) of each day are new: those count a visitor.
  const seenKey = (s: { day: string; visitor: string; kind: string; dimension: string; detail: string }) =>
    [s.day, s.visitor, s.kind, s.dimension, s.detail].join("\n");
  const candidates = new Map<
    string,
    { day: string; visitor: string; kind: string; dimension: string; detail: string }
  >();
  const landing = new Map<string, NewEvent>();
  const seen = (event: NewEvent, kind: string, dimension: string, detail = "") => {
    const entry = { day: event.day, visitor: event.visitor, kind, dimension, detail };
    candidates.set(seenKey(entry), entry);
  };
  for (const event of events) {
    if (event.type === "pageview") {
      seen(event, "device", event.device);
      seen(event, "page", event.path);
      seen(event, "landing", "");
      const visit = `${event.day}\n${event.visitor}`;
      if (!landing.has(visit)) landing.set(visit, event);
    } else if (NAMED_TYPES.has(event.type)) {
      seen(event, "event", event.type, event.detail ?? "");
    }
  }
  const fresh = new Set<string>();
  for (const part of chunks([...candidates.values()])) {
    for (const row of await trx
      .insertInto("analytics_seen")
      .values(part)
      .onConflict((conflict) => conflict.doNothing())
      .returning(["day", "visitor", "kind", "dimension", "detail"])
      .execute()) {
      fresh.add(seenKey(row));
    }
  }

  const daily = new Map<
    string,
    { day: string; kind: string; dimension: string; detail: string; events: number; visitors: number }
  >();
  const add = (day: string, kind: string, dimension: string, detail: string, visitor: string | undefined) => {
    const key = [day, kind, dimension, detail].join("\n");
    const row = daily.get(key) ?? { day, kind, dimension, detail, events: 0, visitors: 0 };
    row.events++;
    if (visitor !== undefined && fresh.delete(seenKey({ day, visitor, kind, dimension, detail }))) row.visitors++;
    daily.set(key, row);
  };
  const histograms = new Map<string, { day: string; path: string; metric: string; buckets: number[] }>();
  for (const event of events) {
    if (event.type === "pageview") {
      add(event.day, "device", event.device, "", event.visitor);
      add(event.day, "page", event.path, "", event.visitor);
    } else if (NAMED_TYPES.has(event.type)) {
      add(event.day, "event", event.type, event.detail ?? "", event.visitor);
    } else if (event.type === "vital" && event.detail && event.bucket !== null && event.bucket !== undefined) {
      const key = `${event.day}\n${event.path}\n${event.detail}`;
      const entry = histograms.get(key) ?? {
        day: event.day,
        path: event.path,
        metric: event.detail,
        buckets: HISTOGRAM_COLUMNS.map(() => 0),
      };
      entry.buckets[event.bucket] = (entry.buckets[event.bucket] ?? 0) + 1;
      histograms.set(key, entry);
    }
  }
  // Where each new visit came from: its first page view's referrer host and campaign.
  for (const event of landing.values()) {
    if (!fresh.delete(seenKey({ day: event.day, visitor: event.visitor, kind: "landing", dimension: "", detail: "" })))
      continue;
    add(event.day, "referrer", event.referrer_host ?? "", "", undefined);
    daily.get([event.day, "referrer", event.referrer_host ?? "", ""].join("\n"))!.visitors++;
    if (event.utm_campaign) {
      add(event.day, "campaign", event.utm_campaign, "", undefined);
      daily.get([event.day, "campaign", event.utm_campaign, ""].join("\n"))!.visitors++;
    }
  }

  for (const part of chunks([...daily.values()])) {
    await trx
      .insertInto("analytics_daily")
      .values(part)
      .onConflict((conflict) =>
        conflict.columns(["day", "kind", "dimension", "detail"]).doUpdateSet((eb) => ({
          events: eb("analytics_daily.events", "+", eb.ref("excluded.events")),
          visitors: eb("analytics_daily.visitors", "+", eb.ref("excluded.visitors")),
        })),
      )
      .execute();
  }
  const vitalRows = [...histograms.values()].map(({ day, path, metric, buckets }) => ({
    day,
    path,
    metric,
    samples: buckets.reduce((sum, n) => sum + n, 0),
    ...Object.fromEntries(HISTOGRAM_COLUMNS.map((column, bucket) => [column, buckets[bucket] ?? 0])),
  }));
  for (const part of chunks(vitalRows, 100)) {
    await trx
      .insertInto("analytics_daily_vitals")
      .values(part)
      .onConflict((conflict) =>
        conflict
          .columns(["day", "path", "metric"])
          .doUpdateSet(() =>
            Object.fromEntries(
              ["samples", ...HISTOGRAM_COLUMNS].map((column) => [
                column,
                sql`${sql.ref(`analytics_daily_vitals.${column}`)} + ${sql.ref(`excluded.${column}`)}`,
              ]),
            ),
          ),
      )
      .execute();
  }
}
