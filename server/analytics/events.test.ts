import { expect } from "vitest";
import { EVENTS_PATH } from "../../common/analytics";
import { eventTiers } from "./events";
import { staffCookie, type ApiApp } from "../test-support/app";
import { describeOnEachDatabase } from "../test-support/fixtures";

const CHROME_ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const FIREFOX_DESKTOP = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

describeOnEachDatabase("POST /api/events", (databaseTest) => {
  let ctx: ApiApp | undefined;
  const test = databaseTest.extend<{ start: (env?: NodeJS.ProcessEnv, flushEveryMs?: number) => Promise<ApiApp> }>({
    start: async ({ apiApp }, use) => {
      await use(
        async (env = {}, flushEveryMs) =>
          (ctx = await apiApp({ PUBLIC_ORIGIN: "https://www.example.com", ...env }, { eventBuffer: { flushEveryMs } })),
      );
    },
  });

  /** A beacon as navigator.sendBeacon sends a string: text/plain. */
  const beacon = (
    body: unknown,
    {
      headers = {},
      address = "203.0.113.7",
      type = "text/plain;charset=UTF-8",
    }: {
      headers?: Record<string, string>;
      address?: string;
      type?: string;
    } = {},
  ) =>
    ctx!.app.inject({
      method: "POST",
      url: EVENTS_PATH,
      remoteAddress: address,
      headers: { "content-type": type, "user-agent": CHROME_ANDROID, origin: "https://www.example.com", ...headers },
      payload: typeof body === "string" ? body : JSON.stringify(body),
    });

  const stored = async () => {
    await ctx!.app.analytics.buffer.flush();
    return ctx!.database.db.selectFrom("analytics_events").selectAll().orderBy("id").execute();
  };

  test("a page view, named events and vitals are stored with a day's visitor, a device class and a referrer host", async ({
    start,
  }) => {
    await start();
    const view = {
      type: "pageview",
      path: "/about?utm_campaign=spring#team",
      referrer: "https://www.google.com/search?q=consulting",
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "spring",
      utm_term: " ",
      somethingElse: "ignored",
    };
    expect((await beacon(view)).statusCode).toBe(204);
    const batch = [
      { type: "dialog_opened", path: "/agile" },
      { type: "assessment_step", path: "/assessment/IT Consulting", step: 2 },
      { type: "form_sent", path: "/contact", form: "contact", outcome: "success" },
      { type: "vital", path: "/about", name: "LCP", value: 2300.5 },
      { type: "vital", path: "/about", name: "CLS", value: 0.02 },
    ];
    expect((await beacon(batch, { type: "application/json" })).statusCode).toBe(204);
    // Our own pages as referrer: no host kept.
    expect(
      (await beacon({ type: "pageview", path: "/contact", referrer: "https://example.com/about" })).statusCode,
    ).toBe(204);

    const rows = await stored();
    expect(rows).toHaveLength(7);
    expect(new Set(rows.map((row) => row.visitor)).size).toBe(1);
    expect(rows[0]).toMatchObject({
      type: "pageview",
      path: "/about",
      device: "mobile",
      referrer_host: "google.com",
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "spring",
      utm_term: null,
      utm_content: null,
      day: new Date().toISOString().slice(0, 10),
    });
    expect(rows.slice(1, 6).map((row) => [row.type, row.path, row.detail, row.value])).toEqual([
      ["dialog_opened", "/agile", null, null],
      ["assessment_step", "/assessment/IT Consulting", "2", null],
      ["form_sent", "/contact", "contact:success", null],
      ["vital", "/about", "LCP", 2300.5],
      ["vital", "/about", "CLS", 0.02],
    ]);
    expect(rows[6]).toMatchObject({ path: "/contact", referrer_host: null });
    // Neither the address nor the user agent is anywhere in what was stored.
    const text = JSON.stringify(rows);
    for (const secret of ["203.0.113.7", "Pixel", "Chrome", "search?q"]) expect(text).not.toContain(secret);
    // Days with events are listed for their roll-up.
    expect(await ctx!.database.db.selectFrom("analytics_days").select("day").execute()).toEqual([
      { day: new Date().toISOString().slice(0, 10) },
    ]);
  });

  test("another browser or network is another visitor; an IPv6 /64 is one network", async ({ start }) => {
    await start();
    await beacon({ type: "pageview", path: "/" }, { address: "2001:db8:1:2::10" });
    await beacon({ type: "pageview", path: "/" }, { address: "2001:db8:1:2:ffff::99" });
    await beacon({ type: "pageview", path: "/" }, { address: "2001:db8:1:3::10" });
    await beacon(
      { type: "pageview", path: "/" },
      { address: "2001:db8:1:2::10", headers: { "user-agent": FIREFOX_DESKTOP } },
    );
    const rows = await stored();
    expect(rows.map((row) => row.device)).toEqual(["mobile", "mobile", "mobile", "desktop"]);
    const [a, b, c, d] = rows.map((row) => row.visitor);
    expect(a).toBe(b);
    expect(new Set([a, c, d]).size).toBe(3);
  });

  test("not counted, answered 204 and nothing stored: bots, Sec-GPC: 1, signed-in staff", async ({ start }) => {
    await start();
    const view = { type: "pageview", path: "/" };
    expect((await beacon(view, { headers: { "user-agent": GOOGLEBOT } })).statusCode).toBe(204);
    expect((await beacon(view, { headers: { "user-agent": "" } })).statusCode).toBe(204);
    expect((await beacon(view, { headers: { "sec-gpc": "1" } })).statusCode).toBe(204);
    const cookie = await staffCookie(ctx!.database, "https://www.example.com");
    expect((await beacon(view, { headers: { cookie } })).statusCode).toBe(204);
    expect(await stored()).toEqual([]);
    // A stale or forged session cookie is an ordinary visitor.
    expect((await beacon(view, { headers: { cookie: `${cookie.split("=")[0]}=${"x".repeat(43)}` } })).statusCode).toBe(
      204,
    );
    expect(await stored()).toHaveLength(1);
  });

  test("ANALYTICS=false: 204 and nothing stored, whatever is sent", async ({ start }) => {
    await start({ ANALYTICS: "false" });
    expect((await beacon({ type: "pageview", path: "/" })).statusCode).toBe(204);
    expect(await stored()).toEqual([]);
    expect(await ctx!.database.db.selectFrom("analytics_salts").selectAll().execute()).toEqual([]);
  });

  test("junk is refused with a 4xx and nothing of it is stored", async ({ start }) => {
    await start();
    const refusals: [unknown, number, string?][] = [
      ["not json", 400],
      ["", 400],
      [{ type: "purchase", path: "/" }, 400],
      [{ type: "pageview" }, 400],
      [{ type: "pageview", path: "about" }, 400],
      [{ type: "pageview", path: "//evil.example/" }, 400],
      [{ type: "pageview", path: "/\u202eevil" }, 400],
      [{ type: "vital", path: "/", name: "FID", value: 10 }, 400],
      [{ type: "vital", path: "/", name: "LCP", value: -1 }, 400],
      [{ type: "vital", path: "/", name: "CLS", value: 1e9 }, 400],
      [{ type: "assessment_step", path: "/", step: 4 }, 400],
      [{ type: "form_sent", path: "/", form: "toString", outcome: "success" }, 400],
      [[], 400],
      [Array.from({ length: 21 }, () => ({ type: "pageview", path: "/" })), 400],
      // One bad event spoils the batch: none of it is stored.
      [
        [
          { type: "pageview", path: "/" },
          { type: "pageview", path: 7 },
        ],
        400,
      ],
      [{ type: "pageview", path: `/${"a".repeat(5000)}` }, 413],
      [{ type: "pageview", path: "/" }, 415, "application/x-www-form-urlencoded"],
    ];
    for (const [body, status, type] of refusals) {
      const answer = await beacon(body, type ? { type } : {});
      expect([JSON.stringify(body).slice(0, 60), answer.statusCode]).toEqual([
        JSON.stringify(body).slice(0, 60),
        status,
      ]);
      expect(answer.json<{ message: string }>().message).toEqual(expect.any(String));
    }
    // Another site's page cannot post events here.
    expect(
      (await beacon({ type: "pageview", path: "/" }, { headers: { origin: "https://evil.example" } })).statusCode,
    ).toBe(403);
    expect(await stored()).toEqual([]);
  });

  test("a per-address limit: 429 past it, for the whole IPv6 /64, other addresses unaffected", async ({ start }) => {
    await start();
    const max = eventTiers(ctx!.app.config.RATE_LIMIT_PER_MINUTE, ctx!.app.config.RATE_LIMIT_PER_DAY)[0]!.max;
    expect(max).toBe(120);
    const answers = [];
    for (let i = 0; i < max; i++) {
      answers.push(
        (await beacon({ type: "pageview", path: "/" }, { address: `2001:db8:aa:1::${(i % 50) + 1}` })).statusCode,
      );
    }
    expect(answers.every((status) => status === 204)).toBe(true);
    const refused = await beacon({ type: "pageview", path: "/" }, { address: "2001:db8:aa:1::beef" });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
    expect((await beacon({ type: "pageview", path: "/" }, { address: "198.51.100.1" })).statusCode).toBe(204);
    expect(await stored()).toHaveLength(max + 1);
  });

  test("a deployment that raises the forms' limits raises the events' with them", async ({ start }) => {
    await start({ RATE_LIMIT_PER_MINUTE: "200" });
    const answers = [];
    for (let i = 0; i < 150; i++) answers.push((await beacon({ type: "pageview", path: "/" })).statusCode);
    expect(answers.filter((status) => status !== 204)).toEqual([]);
    expect(await stored()).toHaveLength(150);
  });

  test("events still in the buffer are written when the app closes (SIGTERM loses nothing)", async ({ start }) => {
    await start({}, 60_000);
    for (let i = 0; i < 5; i++) await beacon({ type: "pageview", path: `/page-${i}` });
    expect(ctx!.app.analytics.buffer.pending).toBe(5);
    await ctx!.app.close();
    const rows = await ctx!.database.db.selectFrom("analytics_events").select("path").orderBy("id").execute();
    expect(rows.map((row) => row.path)).toEqual(["/page-0", "/page-1", "/page-2", "/page-3", "/page-4"]);
  });
});
