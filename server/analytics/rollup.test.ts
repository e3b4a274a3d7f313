import { expect } from "vitest";
import { describeOnEachDatabase } from "../test-support/fixtures";
import { migrateToLatest, type DatabaseHandle } from "../db/index";
import type { NewEvent } from "./event-buffer";
import { aggregateDays, purgeAnalytics, rollUpFinishedDays } from "./rollup";
import { dayBefore } from "./visitor";
import { bucketOf } from "./vitals";

const NOW = Date.parse("2026-05-20T12:00:00.000Z");
const TODAY = "2026-05-20";
const YESTERDAY = "2026-05-19";

/** A raw event as the route stores it. */
function event(day: string, visitor: string, type: string, fields: Partial<NewEvent> = {}): NewEvent {
  return { day, at: `${day}T10:00:00.000Z`, visitor, device: "mobile", type, path: "/", ...fields };
}

/** Yesterday: three visitors. a lands on /about from google, campaign spring, views 2 pages; b direct; c desktop. */
const yesterday: NewEvent[] = [
  event(YESTERDAY, "a", "pageview", { path: "/about", referrer_host: "google.com", utm_campaign: "spring" }),
  event(YESTERDAY, "a", "pageview", { path: "/contact" }),
  event(YESTERDAY, "b", "pageview", { path: "/about" }),
  event(YESTERDAY, "b", "pageview", { path: "/about" }),
  event(YESTERDAY, "c", "pageview", { path: "/", device: "desktop", referrer_host: "bing.com" }),
  event(YESTERDAY, "a", "assessment_step", { detail: "1" }),
  event(YESTERDAY, "a", "assessment_step", { detail: "2" }),
  event(YESTERDAY, "b", "assessment_step", { detail: "1" }),
  event(YESTERDAY, "b", "assessment_step", { detail: "1" }),
  event(YESTERDAY, "a", "form_sent", { detail: "assessment:success" }),
  event(YESTERDAY, "c", "dialog_opened"),
  ...[1200, 1900, 2400, 2600].map((value, i) =>
    event(YESTERDAY, "abc"[i % 3]!, "vital", { path: "/about", detail: "LCP", value, bucket: bucketOf("LCP", value) }),
  ),
];

describeOnEachDatabase("the daily roll-up", (test) => {
  async function open(handle: DatabaseHandle, events: NewEvent[]) {
    await migrateToLatest(handle.db);
    const { db } = handle;
    await db.insertInto("analytics_events").values(events).execute();
    const days = [...new Set(events.map((e) => e.day))];
    await db
      .insertInto("analytics_days")
      .values(days.map((day) => ({ day, rolled_up_at: null })))
      .execute();
    return db;
  }

  test("counts per device, page, landing source, campaign and event, with visitors; a histogram per page and vital", async ({
    handle,
  }) => {
    const db = await open(handle, yesterday);
    const { daily, vitals } = await aggregateDays(db, [YESTERDAY]);
    const rows = daily.map((row) => [row.kind, row.dimension, row.detail, row.events, row.visitors]);
    expect(rows.sort()).toEqual(
      [
        ["device", "mobile", "", 4, 2],
        ["device", "desktop", "", 1, 1],
        ["page", "/about", "", 3, 2],
        ["page", "/contact", "", 1, 1],
        ["page", "/", "", 1, 1],
        ["referrer", "google.com", "", 1, 1],
        ["referrer", "", "", 1, 1],
        ["referrer", "bing.com", "", 1, 1],
        ["campaign", "spring", "", 1, 1],
        ["event", "assessment_step", "1", 3, 2],
        ["event", "assessment_step", "2", 1, 1],
        ["event", "form_sent", "assessment:success", 1, 1],
        ["event", "dialog_opened", "", 1, 1],
      ].sort(),
    );
    expect(vitals).toEqual([
      {
        day: YESTERDAY,
        path: "/about",
        metric: "LCP",
        // 1200 → ≤1250 (4), 1900 → ≤2000 (7), 2400 → ≤2500 (9), 2600 → ≤2750 (10)
        histogram: Array.from({ length: 26 }, (_, bucket) => ([4, 7, 9, 10].includes(bucket) ? 1 : 0)),
      },
    ]);
  });

  test("finished days are rolled up once, today is not; events arriving later re-open their day", async ({
    handle,
  }) => {
    const db = await open(handle, [
      ...yesterday,
      event(TODAY, "d", "pageview"),
      event(dayBefore(TODAY, 3), "e", "pageview"),
    ]);
    expect(await rollUpFinishedDays(db, NOW)).toEqual([dayBefore(TODAY, 3), YESTERDAY]);
    expect(await rollUpFinishedDays(db, NOW)).toEqual([]);
    const stored = await db.selectFrom("analytics_daily").selectAll().where("day", "=", YESTERDAY).execute();
    expect(stored).toHaveLength(13);
    expect(await db.selectFrom("analytics_daily").select("day").where("day", "=", TODAY).execute()).toEqual([]);
    const vitals = await db.selectFrom("analytics_daily_vitals").selectAll().execute();
    expect(vitals).toHaveLength(1);
    const { day, path, metric, samples, ...buckets } = vitals[0]!;
    expect({ day, path, metric, samples }).toEqual({ day: YESTERDAY, path: "/about", metric: "LCP", samples: 4 });
    const filled = Object.entries(buckets).filter(([, count]) => count !== 0);
    expect(filled).toEqual([
      ["b04", 1],
      ["b07", 1],
      ["b09", 1],
      ["b10", 1],
    ]);
    expect(Object.keys(buckets)).toHaveLength(26);
    // A late event for yesterday (the write buffer's last second): the day is rolled up again.
    await db
      .insertInto("analytics_events")
      .values(event(YESTERDAY, "z", "pageview", { path: "/late" }))
      .execute();
    await db
      .insertInto("analytics_days")
      .values({ day: YESTERDAY, rolled_up_at: null })
      .onConflict((conflict) => conflict.column("day").doUpdateSet({ rolled_up_at: null }))
      .execute();
    expect(await rollUpFinishedDays(db, NOW)).toEqual([YESTERDAY]);
    const late = await db
      .selectFrom("analytics_daily")
      .select(["events", "visitors"])
      .where("day", "=", YESTERDAY)
      .where("kind", "=", "page")
      .where("dimension", "=", "/late")
      .execute();
    expect(late).toEqual([{ events: 1, visitors: 1 }]);
  });

  test("raw events older than ANALYTICS_RAW_DAYS go once rolled up; the roll-ups and recent events stay; old salts go", async ({
    handle,
  }) => {
    const old = dayBefore(TODAY, 40);
    const db = await open(handle, [
      ...yesterday,
      event(old, "o", "pageview", { path: "/old" }),
      event(TODAY, "t", "pageview"),
    ]);
    for (const day of [dayBefore(TODAY, 2), YESTERDAY, TODAY]) {
      await db
        .insertInto("analytics_salts")
        .values({ day, salt: "s", created_at: `${day}T00:00:00.000Z` })
        .execute();
      await db.insertInto("analytics_quota").values({ day, key: "n:x", page_views: 1, events: 1 }).execute();
      await db
        .insertInto("analytics_seen")
        .values({ day, visitor: "v", kind: "landing", dimension: "", detail: "" })
        .execute();
    }
    expect(await purgeAnalytics(db, 30, NOW)).toEqual({ rolledUp: 2, events: 1, salts: 1 });
    const days = await db.selectFrom("analytics_events").select("day").distinct().orderBy("day").execute();
    expect(days.map((row) => row.day)).toEqual([YESTERDAY, TODAY]);
    expect(
      await db
        .selectFrom("analytics_daily")
        .select(["events"])
        .where("day", "=", old)
        .where("kind", "=", "page")
        .execute(),
    ).toEqual([{ events: 1 }]);
    expect((await db.selectFrom("analytics_salts").select("day").orderBy("day").execute()).map((r) => r.day)).toEqual([
      YESTERDAY,
      TODAY,
    ]);
    // The days' caps and running counts go with their salts.
    for (const table of ["analytics_quota", "analytics_seen"] as const) {
      expect((await db.selectFrom(table).select("day").orderBy("day").execute()).map((r) => r.day)).toEqual([
        YESTERDAY,
        TODAY,
      ]);
    }
    // A day never rolled up keeps its raw events, whatever their age.
    await db
      .insertInto("analytics_events")
      .values(event(dayBefore(TODAY, 50), "n", "pageview"))
      .execute();
    expect((await purgeAnalytics(db, 30, NOW)).events).toBe(0);
  });
});
