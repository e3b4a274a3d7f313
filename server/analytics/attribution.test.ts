import { expect } from "vitest";
import { EVENTS_PATH } from "../../common/analytics";
import { staffCookie, type ApiApp } from "../test-support/app";
import { describeOnEachDatabase } from "../test-support/fixtures";

const ORIGIN = "https://www.example.com";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const SECRET = `whsec_${Buffer.from("a test key of thirty-two bytes!!").toString("base64")}`;

const contact = { name: "Ada Lovelace", email: "ada@example.com", subject: "A project", message: "Let us talk." };

describeOnEachDatabase("a lead's attribution", (databaseTest) => {
  let ctx: ApiApp | undefined;
  const test = databaseTest.extend<{ start: (env?: NodeJS.ProcessEnv) => Promise<void> }>({
    /** The app, on a fresh database each time. */
    start: async ({ apiAppOn, newDatabase }, use) => {
      await use(async (env = {}) => {
        ctx = await apiAppOn(await newDatabase(), {
          PUBLIC_ORIGIN: ORIGIN,
          WEBHOOK_URLS: "https://crm.example.com/hooks/leads",
          WEBHOOK_SECRET: SECRET,
          ...env,
        });
      });
    },
  });

  /** A browser: one address, one user agent, posting from the site's own pages. */
  const browser = (address: string, userAgent = SAFARI_IPHONE, extra: Record<string, string> = {}) => {
    const headers = { "user-agent": userAgent, origin: ORIGIN, ...extra };
    return {
      view: (path: string, more: Record<string, string> = {}) =>
        ctx!.app.inject({
          method: "POST",
          url: EVENTS_PATH,
          remoteAddress: address,
          headers: { ...headers, "content-type": "text/plain;charset=UTF-8" },
          payload: JSON.stringify({ type: "pageview", path, ...more }),
        }),
      send: (url: string, payload: Record<string, string>) =>
        ctx!.app.inject({
          method: "POST",
          url,
          remoteAddress: address,
          headers: { ...headers, "content-type": "application/json" },
          payload: JSON.stringify(payload),
        }),
    };
  };

  test("the landing page, referrer host, UTM values and pages viewed: on the row, the lead view, the export and the webhook", async ({
    start,
  }) => {
    await start();
    const visitor = browser("198.51.100.20");
    await visitor.view("/about", {
      referrer: "https://www.linkedin.com/feed/",
      utm_source: "linkedin",
      utm_medium: "social",
      utm_campaign: "X",
      utm_content: "post-1",
    });
    await visitor.view("/services", { referrer: `${ORIGIN}/about` });
    await visitor.view("/contact", { referrer: `${ORIGIN}/services` });
    // Someone else on another network, and a page view after the lead, change nothing.
    await browser("198.51.100.99").view("/pricing", { utm_campaign: "other" });
    const answer = await visitor.send("/api/contact", contact);
    expect(answer.statusCode).toBe(201);
    const { reference } = answer.json<{ reference: string }>();
    await visitor.view("/message-sent");

    const lead = await ctx!.database.db
      .selectFrom("contact_messages")
      .selectAll()
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    expect(lead).toMatchObject({
      landing_page: "/about",
      referrer_host: "linkedin.com",
      utm_source: "linkedin",
      utm_medium: "social",
      utm_campaign: "X",
      utm_term: null,
      utm_content: "post-1",
      pages_viewed: 3,
    });
    const attribution = {
      landingPage: "/about",
      referrerHost: "linkedin.com",
      utmSource: "linkedin",
      utmMedium: "social",
      utmCampaign: "X",
      utmTerm: null,
      utmContent: "post-1",
      pagesViewed: 3,
    };

    const cookie = await staffCookie(ctx!.database, ORIGIN);
    const detail = await ctx!.app.inject({
      method: "GET",
      url: `/api/admin/leads/contact/${lead.id}`,
      headers: { cookie },
    });
    expect(detail.json()).toMatchObject({ reference, attribution });

    const csv = await ctx!.app.inject({
      method: "GET",
      url: "/api/admin/export?form=contact&format=csv",
      headers: { cookie },
    });
    const [header, line] = csv.body.trim().split("\r\n");
    expect(header).toMatch(
      /,spam,landing_page,referrer_host,utm_source,utm_medium,utm_campaign,utm_term,utm_content,pages_viewed$/,
    );
    expect(line).toMatch(/,false,\/about,linkedin\.com,linkedin,social,X,,post-1,3$/);
    const json = await ctx!.app.inject({
      method: "GET",
      url: "/api/admin/export?form=contact&format=json",
      headers: { cookie },
    });
    expect(json.json<Record<string, unknown>[]>()[0]).toMatchObject({
      landing_page: "/about",
      utm_campaign: "X",
      pages_viewed: 3,
    });

    const webhook = await ctx!.database.db
      .selectFrom("outbox")
      .select("text_body")
      .where("kind", "=", "webhook")
      .where("source_id", "=", lead.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(webhook.text_body!)).toMatchObject({ reference, attribution });
  });

  test("a subscription and a service request record theirs too; no counted visit, no attribution", async ({
    start,
  }) => {
    await start();
    const visitor = browser("2001:db8:77:1::5");
    await visitor.view("/blog/agile", { referrer: "https://news.ycombinator.com/item?id=1" });
    const subscribed = await visitor.send("/api/subscribe", { name: "Ada", email: "ada@example.com" });
    expect(subscribed.statusCode).toBe(201);
    const subscriber = await ctx!.database.db.selectFrom("subscribers").selectAll().executeTakeFirstOrThrow();
    expect(subscriber).toMatchObject({
      landing_page: "/blog/agile",
      referrer_host: "news.ycombinator.com",
      pages_viewed: 1,
    });

    // The same person on another device of the same /64: another browser, another visitor.
    const phone = browser("2001:db8:77:1::6", "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0");
    const request = await phone.send("/api/service-requests", {
      name: "Ada",
      email: "ada@example.com",
      service: "Agile Coaching",
    });
    expect(request.statusCode).toBe(201);
    const row = await ctx!.database.db.selectFrom("service_requests").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ landing_page: null, referrer_host: null, utm_campaign: null, pages_viewed: null });
  });

  test("Global Privacy Control and ANALYTICS=false: no visit counted, none attributed", async ({ start }) => {
    await start();
    const private_ = browser("203.0.113.50", SAFARI_IPHONE, { "sec-gpc": "1" });
    await private_.view("/about", { utm_campaign: "X" });
    const answer = await private_.send("/api/contact", contact);
    const lead = await ctx!.database.db
      .selectFrom("contact_messages")
      .select(["landing_page", "utm_campaign"])
      .where("reference", "=", answer.json<{ reference: string }>().reference)
      .executeTakeFirstOrThrow();
    expect(lead).toEqual({ landing_page: null, utm_campaign: null });
    await ctx!.close();

    await start({ ANALYTICS: "false" });
    const visitor = browser("203.0.113.51");
    await visitor.view("/about", { utm_campaign: "X" });
    await visitor.send("/api/contact", contact);
    expect(await ctx!.database.db.selectFrom("contact_messages").select("landing_page").execute()).toEqual([
      { landing_page: null },
    ]);
  });
});
