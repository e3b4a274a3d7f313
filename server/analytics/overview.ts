import { sql } from "kysely";
import { DEVICE_CLASSES, type DeviceClass, type VitalMetric } from "../../common/analytics";
import { FORM_KEYS, tableOf, type FormKey } from "../../common/forms/registry";
import { RANGE_DAYS, type Overview, type OverviewRange } from "../../common/overview";
import type { Db, Dialect } from "../db/index";
import { toIso } from "../db/time";
import type { DailyRow, VitalRow } from "./rollup";
import { dayBefore, utcDay } from "./visitor";
import { addHistogram, HISTOGRAM_COLUMNS, p75 } from "./vitals";

// The overview of a range of days, read from the per-day aggregates only (a few hundred rows a
// day, whatever the traffic): the days rolled up from their roll-ups (cached below), the others
// (today, or a day whose roll-up has not run yet) from the aggregates kept as their events are
// written (server/analytics/caps.ts). Raw events are never read here. Leads come from the four
// forms' tables, by the visit recorded on each.

const TOP = { pages: 50, sources: 50, vitals: 100 } as const;

const ratio = (leads: number, visitors: number) =>
  visitors > 0 ? Math.round((leads / visitors) * 10_000) / 10_000 : 0;

interface LeadGroup {
  form: FormKey;
  day: string;
  landing: string | null;
  referrer: string | null;
  campaign: string | null;
  n: number;
}

/** Leads (spam excluded) of the range, grouped by day and visit, per form. */
async function leadGroups(db: Db, dialect: Dialect, from: string): Promise<LeadGroup[]> {
  const dayOf =
    dialect === "postgres"
      ? sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')`
      : sql<string>`substr(created_at, 1, 10)`;
  const groups: LeadGroup[] = [];
  for (const form of FORM_KEYS) {
    const rows = await db
      .selectFrom(tableOf(form))
      .select([
        dayOf.as("day"),
        "landing_page",
        "referrer_host",
        "utm_campaign",
        (eb) => eb.fn.countAll<number | string>().as("n"),
      ])
      .where("spam", "=", 0)
      .where("created_at", ">=", `${from}T00:00:00.000Z`)
      .groupBy([dayOf, "landing_page", "referrer_host", "utm_campaign"])
      .execute();
    for (const row of rows) {
      groups.push({
        form,
        day: row.day,
        landing: row.landing_page,
        referrer: row.referrer_host,
        campaign: row.utm_campaign,
        n: Number(row.n),
      });
    }
  }
  return groups;
}

/** A count of the range, summed over its days. */
type Counted = Omit<DailyRow, "day">;

interface Gathered {
  /** Visitors and page views per day (from the device counts). */
  perDay: Map<string, { visitors: number; pageViews: number }>;
  counts: Counted[];
  vitals: Omit<VitalRow, "day">[];
}

type RolledPart = Pick<Gathered, "perDay" | "counts" | "vitals">;

/**
 * The rolled-up days' sums, kept per database handle: a roll-up never changes once written
 * (a day re-opened by late events is rolled up again, with a new rolled_up_at), so a result
 * stays valid while the days of the range and their roll-up times are the same. Validated at
 * every call by one small query; each instance keeps its own.
 */
const rolledCache = new WeakMap<Db, Map<string, { token: string; part: RolledPart }>>();

/** Drops this database's cached sums (the benchmark measures the first request of a day with it). */
export function forgetRolledSums(db: Db): void {
  rolledCache.delete(db);
}

/** The sums of the days' aggregates, summed by the database (a row per page, source, event and vital). */
async function sumDaily(db: Db, rolledDays: string[]): Promise<RolledPart> {
  const part: RolledPart = { perDay: new Map(), counts: [], vitals: [] };
  const daily = db.selectFrom("analytics_daily").where("day", "in", rolledDays);
  const events = sql<number | string>`sum(events)`;
  const visitors = sql<number | string>`sum(visitors)`;
  for (const row of await daily
    .where("kind", "=", "device")
    .select(["day", events.as("events"), visitors.as("visitors")])
    .groupBy("day")
    .execute()) {
    part.perDay.set(row.day, { visitors: Number(row.visitors), pageViews: Number(row.events) });
  }
  for (const row of await daily
    .select(["kind", "dimension", "detail", events.as("events"), visitors.as("visitors")])
    .groupBy(["kind", "dimension", "detail"])
    .execute()) {
    part.counts.push({
      kind: row.kind as DailyRow["kind"],
      dimension: row.dimension,
      detail: row.detail,
      events: Number(row.events),
      visitors: Number(row.visitors),
    });
  }
  const vitals = await db
    .selectFrom("analytics_daily_vitals")
    .where("day", "in", rolledDays)
    .select([
      "path",
      "metric",
      ...HISTOGRAM_COLUMNS.map((column) => sql<number | string>`sum(${sql.ref(column)})`.as(column)),
    ])
    .groupBy(["path", "metric"])
    .execute();
  for (const row of vitals) {
    const sums = row as unknown as Record<string, number | string>;
    part.vitals.push({
      path: row.path,
      metric: row.metric as VitalMetric,
      histogram: HISTOGRAM_COLUMNS.map((column) => Number(sums[column])),
    });
  }
  return part;
}

/**
 * The aggregates of the range: the rolled-up days summed by the database (or from the cache
 * above), the others (today, or a day whose roll-up has not run yet) from their running aggregates.
 */
async function gather(db: Db, days: string[]): Promise<Gathered> {
  const from = days[0]!;
  const rolledRows = await db
    .selectFrom("analytics_days")
    .select(["day", "rolled_up_at"])
    .where("day", ">=", from)
    .where("rolled_up_at", "is not", null)
    .orderBy("day")
    .execute();
  const rolled = new Set(rolledRows.map((row) => row.day));
  const gathered: Gathered = { perDay: new Map(), counts: [], vitals: [] };

  const rolledDays = days.filter((day) => rolled.has(day));
  if (rolledDays.length > 0) {
    const token = JSON.stringify(rolledRows.map((row) => [row.day, toIso(row.rolled_up_at)]));
    const cache = rolledCache.get(db) ?? new Map<string, { token: string; part: RolledPart }>();
    rolledCache.set(db, cache);
    let cached = cache.get(from);
    if (cached?.token !== token) {
      cached = { token, part: await sumDaily(db, rolledDays) };
      if (cache.size >= 8) cache.clear();
      cache.set(from, cached);
    }
    const { part } = cached;
    for (const [day, counts] of part.perDay) gathered.perDay.set(day, { ...counts });
    gathered.counts.push(...part.counts);
    gathered.vitals.push(...part.vitals);
  }

  const liveDays = days.filter((day) => !rolled.has(day));
  if (liveDays.length > 0) {
    const live = await sumDaily(db, liveDays);
    for (const [day, counts] of live.perDay) gathered.perDay.set(day, counts);
    gathered.counts.push(...live.counts);
    gathered.vitals.push(...live.vitals);
  }
  return gathered;
}

function sumBy<T>(map: Map<string, T>, key: string, make: () => T, add: (entry: T) => void) {
  let entry = map.get(key);
  if (!entry) {
    entry = make();
    map.set(key, entry);
  }
  add(entry);
}

export async function buildOverview(
  db: Db,
  dialect: Dialect,
  range: OverviewRange,
  now = Date.now(),
): Promise<Overview> {
  const to = utcDay(now);
  const days = Array.from({ length: RANGE_DAYS[range] }, (_, i) => dayBefore(to, RANGE_DAYS[range] - 1 - i));
  const from = days[0]!;
  const [{ perDay: dayCounts, counts, vitals }, leads, limited] = await Promise.all([
    gather(db, days),
    leadGroups(db, dialect, from),
    db
      .selectFrom("analytics_days")
      .select(["day", "limited", "dropped", "capped_at"])
      .where("day", ">=", from)
      .where((eb) => eb.or([eb("limited", ">", 0), eb("dropped", ">", 0)]))
      .orderBy("day")
      .execute(),
  ]);

  const perDay = new Map(days.map((day) => [day, { day, visitors: 0, pageViews: 0, leads: 0, ...dayCounts.get(day) }]));
  const devices = new Map<DeviceClass, { device: DeviceClass; visitors: number; pageViews: number }>(
    DEVICE_CLASSES.map((device) => [device, { device, visitors: 0, pageViews: 0 }]),
  );
  const pages = new Map<string, { path: string; views: number; visitors: number; leads: number }>();
  const referrers = new Map<string, { host: string | null; visitors: number; leads: number }>();
  const campaigns = new Map<string, { campaign: string; visitors: number; leads: number }>();
  const events = new Map<string, number>();

  for (const row of counts) {
    const events_ = Number(row.events);
    const visitors = Number(row.visitors);
    switch (row.kind) {
      case "device": {
        const device = devices.get(row.dimension as DeviceClass);
        if (device) {
          device.visitors += visitors;
          device.pageViews += events_;
        }
        break;
      }
      case "page":
        sumBy(
          pages,
          row.dimension,
          () => ({ path: row.dimension, views: 0, visitors: 0, leads: 0 }),
          (page) => {
            page.views += events_;
            page.visitors += visitors;
          },
        );
        break;
      case "referrer":
        sumBy(
          referrers,
          row.dimension,
          () => ({ host: row.dimension || null, visitors: 0, leads: 0 }),
          (source) => void (source.visitors += visitors),
        );
        break;
      case "campaign":
        sumBy(
          campaigns,
          row.dimension,
          () => ({ campaign: row.dimension, visitors: 0, leads: 0 }),
          (source) => void (source.visitors += visitors),
        );
        break;
      case "event": {
        const key = `${row.dimension}:${row.detail}`;
        events.set(key, (events.get(key) ?? 0) + visitors);
        break;
      }
    }
  }

  const leadsByForm = Object.fromEntries(FORM_KEYS.map((form) => [form, 0])) as Record<FormKey, number>;
  let attributedLeads = 0;
  for (const group of leads) {
    leadsByForm[group.form] += group.n;
    const day = perDay.get(group.day);
    if (day) day.leads += group.n;
    if (group.landing === null) continue;
    attributedLeads += group.n;
    const landing = group.landing;
    sumBy(
      pages,
      landing,
      () => ({ path: landing, views: 0, visitors: 0, leads: 0 }),
      (page) => void (page.leads += group.n),
    );
    sumBy(
      referrers,
      group.referrer ?? "",
      () => ({ host: group.referrer, visitors: 0, leads: 0 }),
      (source) => void (source.leads += group.n),
    );
    const campaign = group.campaign;
    if (campaign) {
      sumBy(
        campaigns,
        campaign,
        () => ({ campaign, visitors: 0, leads: 0 }),
        (source) => void (source.leads += group.n),
      );
    }
  }

  const histograms = new Map<string, { path: string; metric: VitalMetric; histogram: number[] }>();
  for (const row of vitals) {
    sumBy(
      histograms,
      `${row.path}\n${row.metric}`,
      () => ({ path: row.path, metric: row.metric, histogram: [] }),
      (entry) => void addHistogram(entry.histogram, row.histogram),
    );
  }

  const dayRows = [...perDay.values()];
  const visitors = dayRows.reduce((sum, day) => sum + day.visitors, 0);
  const pageViews = dayRows.reduce((sum, day) => sum + day.pageViews, 0);
  const leadCount = dayRows.reduce((sum, day) => sum + day.leads, 0);
  const withRate = <T extends { visitors: number; leads: number }>(entry: T) => ({
    ...entry,
    conversionRate: ratio(entry.leads, entry.visitors),
  });
  const bySize = (a: { visitors: number; leads: number }, b: { visitors: number; leads: number }) =>
    b.visitors - a.visitors || b.leads - a.leads;
  const visitorsOf = (key: string) => events.get(key) ?? 0;

  return {
    range,
    from,
    to,
    totals: {
      visitors,
      pageViews,
      leads: leadCount,
      attributedLeads,
      conversionRate: ratio(leadCount, visitors),
      leadsByForm,
    },
    days: dayRows,
    pages: [...pages.values()]
      .sort((a, b) => b.views - a.views || b.leads - a.leads || a.path.localeCompare(b.path))
      .slice(0, TOP.pages),
    sources: {
      referrers: [...referrers.values()].sort(bySize).slice(0, TOP.sources).map(withRate),
      campaigns: [...campaigns.values()].sort(bySize).slice(0, TOP.sources).map(withRate),
    },
    funnel: {
      assessment: {
        step1: visitorsOf("assessment_step:1"),
        step2: visitorsOf("assessment_step:2"),
        step3: visitorsOf("assessment_step:3"),
        sent: visitorsOf("form_sent:assessment:success"),
      },
      dialog: { opened: visitorsOf("dialog_opened:"), sent: visitorsOf("form_sent:service-request:success") },
    },
    vitals: [...histograms.values()]
      .flatMap(({ path, metric, histogram }) => {
        const percentile = p75(metric, histogram);
        return percentile ? [{ path, metric, ...percentile }] : [];
      })
      .sort((a, b) => b.samples - a.samples || a.path.localeCompare(b.path) || a.metric.localeCompare(b.metric))
      .slice(0, TOP.vitals),
    devices: [...devices.values()],
    counting: limited.map((row) => ({
      day: row.day,
      limited: Number(row.limited),
      dropped: Number(row.dropped),
      cappedAt: row.capped_at === null ? null : toIso(row.capped_at),
    })),
  };
}
