import { expect } from "vitest";
import { EVENTS_PATH } from "../../common/analytics";
import { overviewResponse, type Overview } from "../../common/overview";
import { staffCookie, type ApiApp } from "../test-support/app";
import type { NewEvent } from "./event-buffer";
import { addToAggregates } from "./caps";
import { rollUpFinishedDays } from "./rollup";
import { dayBefore, utcDay } from "./visitor";
import { bucketOf } from "./vitals";
import { describeOnEachDatabase } from "../test-support/fixtures";

const ORIGIN = "https://www.example.com";
const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1";
const BOT = "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)";

describeOnEachDatabase("the overview", (test) => {
  let ctx: ApiApp | undefined;

  const send = (
    url: string,
    payload: unknown,
    {
      address,
      userAgent = CHROME,
      headers = {},
    }: { address: string; userAgent?: string; headers?: Record<string, string> },
  ) =>
    ctx!.app.inject({
      method: "POST",
      url,
      remoteAddress: address,
      headers: {
        "content-type": url === EVENTS_PATH ? "text/plain;charset=UTF-8" : "application/json",
        "user-agent": userAgent,
        origin: ORIGIN,
        ...headers,
      },
      payload: JSON.stringify(payload),
    });

  const overview = async (range: string, cookie: string) => {
    await ctx!.app.analytics.buffer.flush();
    const answer = await ctx!.app.inject({
      method: "GET",
      url: `/api/admin/overview?range=${range}`,
      headers: { cookie },
    });
    expect(answer.statusCode).toBe(200);
    return overviewResponse.parse(answer.json());
  };

  test("a visit from campaign X that sends a contact message: counted with its lead; bots, GPC and staff are not", async ({
    apiApp,
  }) => {
    ctx = await apiApp({ PUBLIC_ORIGIN: ORIGIN });
    const cookie = await staffCookie(ctx.database, ORIGIN);
    const ada = { address: "198.51.100.10", userAgent: IPHONE };
    await send(
      EVENTS_PATH,
      {
        type: "pageview",
        path: "/about",
        referrer: "https://www.google.com/",
        utm_source: "google",
        utm_campaign: "X",
      },
      ada,
    );
    await send(
      EVENTS_PATH,
      [
        { type: "pageview", path: "/contact", referrer: `${ORIGIN}/about` },
        { type: "vital", path: "/about", name: "LCP", value: 1800 },
      ],
      ada,
    );
    expect(
      (await send("/api/contact", { name: "Ada", email: "ada@example.com", subject: "Hi", message: "Hello" }, ada))
        .statusCode,
    ).toBe(201);
    await send(EVENTS_PATH, { type: "form_sent", path: "/contact", form: "contact", outcome: "success" }, ada);
    // Another visitor: the assessment up to step 2, the dialog opened, a slow page.
    const grace = { address: "203.0.113.30" };
    await send(
      EVENTS_PATH,
      [
        { type: "pageview", path: "/agile" },
        { type: "dialog_opened", path: "/agile" },
        { type: "assessment_step", path: "/assessment/Agile Coaching", step: 1 },
        { type: "assessment_step", path: "/assessment/Agile Coaching", step: 2 },
        { type: "vital", path: "/agile", name: "LCP", value: 4200 },
        { type: "vital", path: "/agile", name: "CLS", value: 0.05 },
      ],
      grace,
    );
    // Not counted.
    await send(
      EVENTS_PATH,
      { type: "pageview", path: "/about", utm_campaign: "X" },
      { address: "192.0.2.1", userAgent: BOT },
    );
    await send(
      EVENTS_PATH,
      { type: "pageview", path: "/about", utm_campaign: "X" },
      { address: "192.0.2.2", headers: { "sec-gpc": "1" } },
    );
    await send(
      EVENTS_PATH,
      { type: "pageview", path: "/about", utm_campaign: "X" },
      { address: "192.0.2.3", headers: { cookie } },
    );

    const today = await overview("today", cookie);
    const day = utcDay();
    expect(today).toMatchObject({
      range: "today",
      from: day,
      to: day,
      totals: { visitors: 2, pageViews: 3, leads: 1, attributedLeads: 1, conversionRate: 0.5 },
      days: [{ day, visitors: 2, pageViews: 3, leads: 1 }],
    });
    expect(today.totals.leadsByForm).toEqual({ contact: 1, "service-request": 0, assessment: 0, newsletter: 0 });
    expect(today.pages).toEqual([
      { path: "/about", views: 1, visitors: 1, leads: 1 },
      { path: "/agile", views: 1, visitors: 1, leads: 0 },
      { path: "/contact", views: 1, visitors: 1, leads: 0 },
    ]);
    expect(today.sources.campaigns).toEqual([{ campaign: "X", visitors: 1, leads: 1, conversionRate: 1 }]);
    expect(today.sources.referrers).toEqual(
      expect.arrayContaining([
        { host: "google.com", visitors: 1, leads: 1, conversionRate: 1 },
        { host: null, visitors: 1, leads: 0, conversionRate: 0 },
      ]),
    );
    expect(today.funnel).toEqual({
      assessment: { step1: 1, step2: 1, step3: 0, sent: 0 },
      dialog: { opened: 1, sent: 0 },
    });
    expect(today.vitals).toEqual(
      expect.arrayContaining([
        { path: "/about", metric: "LCP", p75: 2000, samples: 1, rating: "good" },
        { path: "/agile", metric: "LCP", p75: 4500, samples: 1, rating: "poor" },
        { path: "/agile", metric: "CLS", p75: 0.05, samples: 1, rating: "good" },
      ]),
    );
    expect(today.devices).toEqual([
      { device: "mobile", visitors: 1, pageViews: 2 },
      { device: "tablet", visitors: 0, pageViews: 0 },
      { device: "desktop", visitors: 1, pageViews: 1 },
    ]);
  });

  test("past days read from the roll-ups give the same figures as from raw events; a range has every day", async ({
    apiApp,
  }) => {
    ctx = await apiApp({ PUBLIC_ORIGIN: ORIGIN });
    const cookie = await staffCookie(ctx.database, ORIGIN);
    const { db } = ctx.database;
    const today = utcDay();
    const event = (ago: number, visitor: string, type: string, fields: Partial<NewEvent> = {}): NewEvent => ({
      day: dayBefore(today, ago),
      at: `${dayBefore(today, ago)}T09:00:00.000Z`,
      visitor,
      device: "desktop",
      type,
      path: "/",
      ...fields,
    });
    const events: NewEvent[] = [];
    for (const ago of [1, 2, 5, 8]) {
      for (let v = 0; v < 3 + ago; v++) {
        const visitor = `${ago}-${v}`;
        events.push(
          event(ago, visitor, "pageview", {
            path: v % 2 ? "/about" : "/",
            utm_campaign: v % 3 ? null : "spring",
            referrer_host: v % 2 ? "google.com" : null,
          }),
        );
        events.push(event(ago, visitor, "pageview", { path: "/contact" }));
        events.push(event(ago, visitor, "assessment_step", { detail: "1" }));
        events.push(
          event(ago, visitor, "vital", {
            path: "/contact",
            detail: "INP",
            value: 40 * v,
            bucket: bucketOf("INP", 40 * v),
          }),
        );
      }
    }
    // Written as the event buffer writes them: raw rows, and the days' running aggregates.
    await db.insertInto("analytics_events").values(events).execute();
    await addToAggregates(db, events);
    await db
      .insertInto("analytics_days")
      .values([1, 2, 5, 8].map((ago) => ({ day: dayBefore(today, ago), rolled_up_at: null })))
      .execute();
    await db
      .insertInto("contact_messages")
      .values({
        id: "00000000-0000-4000-8000-000000000001",
        name: "Ada",
        email: "ada@example.com",
        subject: "Hi",
        message: "Hello",
        spam: 0,
        created_at: `${dayBefore(today, 2)}T10:00:00.000Z`,
        landing_page: "/about",
        referrer_host: "google.com",
        utm_campaign: "spring",
        pages_viewed: 2,
      })
      .execute();

    const live = await overview("7d", cookie);
    expect(await rollUpFinishedDays(db)).toHaveLength(4);
    const rolled = await overview("7d", cookie);
    expect(rolled).toEqual(live);
    expect(rolled.days.map((d) => [d.day, d.visitors, d.leads])).toEqual(
      [6, 5, 4, 3, 2, 1, 0].map((ago) => [dayBefore(today, ago), { 5: 8, 2: 5, 1: 4 }[ago] ?? 0, ago === 2 ? 1 : 0]),
    );
    expect(rolled.totals).toMatchObject({ visitors: 17, pageViews: 34, leads: 1 });
    expect(rolled.funnel.assessment.step1).toBe(17);
    expect(rolled.sources.campaigns).toEqual([{ campaign: "spring", visitors: 7, leads: 1, conversionRate: 0.1429 }]);
    // Events that arrive for a rolled-up day re-open it: its next roll-up shows in the overview.
    const late = event(1, "late", "pageview", { path: "/late" });
    await db.insertInto("analytics_events").values(late).execute();
    await addToAggregates(db, [late]);
    await db.updateTable("analytics_days").set({ rolled_up_at: null }).where("day", "=", dayBefore(today, 1)).execute();
    expect((await overview("7d", cookie)).totals.visitors).toBe(18);
    expect(await rollUpFinishedDays(db)).toEqual([dayBefore(today, 1)]);
    const again = await overview("7d", cookie);
    expect(again.totals.visitors).toBe(18);
    expect(again.pages.find((page) => page.path === "/late")).toEqual({
      path: "/late",
      views: 1,
      visitors: 1,
      leads: 0,
    });
    const wider: Overview = await overview("30d", cookie);
    expect(wider.totals.visitors).toBe(29);
    expect(wider.days).toHaveLength(30);
    expect((await overview("90d", cookie)).days).toHaveLength(90);
  });

  test("staff only, and a known range", async ({ apiApp }) => {
    ctx = await apiApp({ PUBLIC_ORIGIN: ORIGIN });
    expect((await ctx.app.inject({ method: "GET", url: "/api/admin/overview?range=7d" })).statusCode).toBe(401);
    const cookie = await staffCookie(ctx.database, ORIGIN);
    const refused = await ctx.app.inject({ method: "GET", url: "/api/admin/overview?range=year", headers: { cookie } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: "range must be one of today, 7d, 30d, 90d." });
    const empty = await overview("30d", cookie);
    expect(empty.totals).toMatchObject({ visitors: 0, leads: 0, conversionRate: 0 });
  });
});
