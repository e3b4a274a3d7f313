import { expect } from "vitest";
import { EVENTS_PATH } from "../../common/analytics";
import { overviewResponse } from "../../common/overview";
import { staffCookie, type ApiApp } from "../test-support/app";
import { openDatabase } from "../db/index";
import { COUNTING_CAPS, writeEvents, type CountedEvent, type CountingCaps } from "./caps";
import { utcDay } from "./visitor";
import { describeOnEachDatabase } from "../test-support/fixtures";

// Counting cannot be flooded (docs/analytics.md, "Limits"): what one visitor, one network and
// one day can add is capped in the database (every instance shares the counts), beyond a cap
// a beacon is answered 204 and nothing is stored, and the overview reads today's running
// aggregate, never the raw events.

const ORIGIN = "https://www.example.com";
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";

describeOnEachDatabase("counting limits", (databaseTest) => {
  let ctx: ApiApp | undefined;
  const test = databaseTest.extend<{ start: (caps?: Partial<CountingCaps>) => Promise<ApiApp> }>({
    start: async ({ apiApp }, use) => {
      await use(async (caps) => (ctx = await apiApp({ PUBLIC_ORIGIN: ORIGIN }, { eventBuffer: { caps } })));
    },
  });

  const beacon = async (events: unknown[], address: string, userAgent = FIREFOX) => {
    const answer = await ctx!.app.inject({
      method: "POST",
      url: EVENTS_PATH,
      remoteAddress: address,
      headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": userAgent, origin: ORIGIN },
      payload: JSON.stringify(events),
    });
    expect(answer.statusCode).toBe(204);
  };

  const pageViews = (n: number, path = "/") => Array.from({ length: n }, () => ({ type: "pageview", path }));
  const vitals = (n: number) =>
    Array.from({ length: n }, () => ({ type: "vital", path: "/", name: "CLS", value: 0.01 }));

  const stored = async () => {
    await ctx!.app.analytics.buffer.flush();
    const rows = await ctx!.database.db
      .selectFrom("analytics_events")
      .select(["type", (eb) => eb.fn.countAll<number | string>().as("n")])
      .groupBy("type")
      .execute();
    return Object.fromEntries(rows.map((row) => [row.type, Number(row.n)]));
  };

  const overview = async (range: string) => {
    await ctx!.app.analytics.buffer.flush();
    const answer = await ctx!.app.inject({
      method: "GET",
      url: `/api/admin/overview?range=${range}`,
      headers: { cookie: await staffCookie(ctx!.database, ORIGIN) },
    });
    expect(answer.statusCode).toBe(200);
    return overviewResponse.parse(answer.json());
  };

  test("a visitor past 200 page views a day, or past its events' cap, stores nothing more; another visitor still counts", async ({
    start,
  }) => {
    // The page views' cap as shipped; the events' (1,000) lowered to keep the test short.
    await start({ visitorEvents: 300 });
    const address = "2001:db8:1:2::7";
    for (let i = 0; i < 11; i++) await beacon(pageViews(20), address);
    expect(await stored()).toEqual({ pageview: 200 });
    for (let i = 0; i < 6; i++) await beacon(vitals(20), address);
    // 200 page views + 100 vitals make the visitor's 300 events.
    expect(await stored()).toEqual({ pageview: 200, vital: 100 });
    await beacon(vitals(1), address);
    expect(await stored()).toEqual({ pageview: 200, vital: 100 });
    // The same network with another browser is another visitor, within the network's allowance.
    await beacon(
      pageViews(3),
      address,
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0",
    );
    expect(await stored()).toEqual({ pageview: 203, vital: 100 });
    const today = await overview("today");
    expect(today.totals).toMatchObject({ visitors: 2, pageViews: 203 });
    expect(today.counting).toEqual([{ day: utcDay(), limited: 20 + 20 + 1, dropped: 0, cappedAt: null }]);
  });

  test("a network past its allowance stores nothing more, whatever browser it claims", async ({ start }) => {
    await start({ networkPageViews: 30, networkEvents: 50 });
    const address = "2001:db8:9:9::1";
    for (let i = 0; i < 4; i++) await beacon(pageViews(10), address, `${FIREFOX} variant/${i}`);
    expect(await stored()).toEqual({ pageview: 30 });
    await beacon(vitals(20), `2001:db8:9:9::${"ab"}`, `${FIREFOX} other`);
    await beacon(vitals(20), address, `${FIREFOX} again`);
    expect(await stored()).toEqual({ pageview: 30, vital: 20 });
    // Another /64 has an allowance of its own.
    await beacon(pageViews(5), "2001:db8:9:a::1");
    expect(await stored()).toEqual({ pageview: 35, vital: 20 });
  });

  test("a day past its total stores nothing more, and the overview says when counting was capped", async ({
    start,
  }) => {
    await start({ dayEvents: 50 });
    for (let network = 0; network < 4; network++) await beacon(pageViews(20), `2001:db8:${network}::1`);
    expect(await stored()).toEqual({ pageview: 50 });
    await beacon(pageViews(1), "198.51.100.1");
    expect(await stored()).toEqual({ pageview: 50 });
    const today = await overview("today");
    expect(today.totals.pageViews).toBe(50);
    const [capped] = today.counting;
    expect(capped).toMatchObject({ day: utcDay(), dropped: 31, limited: 0 });
    expect(capped!.cappedAt?.slice(0, 10)).toBe(utcDay());
    expect((await overview("7d")).counting).toEqual(today.counting);
  });

  test("the overview of today reads the running aggregate, not the raw events", async ({ start }) => {
    await start();
    await beacon(
      [
        { type: "pageview", path: "/about", referrer: "https://www.google.com/", utm_campaign: "spring" },
        { type: "pageview", path: "/contact" },
        { type: "assessment_step", path: "/assessment", step: 1 },
        { type: "vital", path: "/about", name: "LCP", value: 1800 },
      ],
      "198.51.100.10",
    );
    await beacon(pageViews(2, "/about"), "198.51.100.11");
    const before = await overview("today");
    expect(before.totals).toMatchObject({ visitors: 2, pageViews: 4 });
    expect(before.pages[0]).toEqual({ path: "/about", views: 3, visitors: 2, leads: 0 });
    await ctx!.database.db.deleteFrom("analytics_events").where("day", "=", utcDay()).execute();
    expect(await overview("today")).toEqual(before);
    expect((await overview("7d")).totals).toMatchObject({ visitors: 2, pageViews: 4 });
  });

  test("two instances writing at once share the caps (counted in the database)", async ({ start }) => {
    await start();
    const other = openDatabase(ctx!.config.DATABASE_URL);
    const caps = { ...COUNTING_CAPS, networkEvents: 70, dayEvents: 100 };
    const batch = (instance: number, network: string): CountedEvent[] =>
      Array.from({ length: 60 }, (_, i) => ({
        day: utcDay(),
        at: new Date().toISOString(),
        visitor: `visitor-${instance}-${i}`,
        network,
        device: "desktop",
        type: "pageview",
        path: "/",
      }));
    try {
      for (let round = 0; round < 3; round++) {
        await Promise.all([
          ctx!.database.writes.run((trx) => writeEvents(trx, batch(1, `net-${round}`), caps)),
          other.writes.run((trx) => writeEvents(trx, batch(2, `net-${round}`), caps)),
        ]);
      }
    } finally {
      await other.close();
    }
    // The first network stores 70 of its 120 (50 limited), the second the day's last 30; then
    // the day is full: every other event is dropped (what a network stores is what counts).
    expect(await stored()).toEqual({ pageview: 100 });
    const [day] = (await overview("today")).counting;
    expect(day).toMatchObject({ limited: 50, dropped: 360 - 100 - 50 });
  });
});
