import type { Attribution } from "../../common/forms/attribution";
import type { Db } from "../db/index";

// The visit a lead came from: its visitor's first page view of the day (landing page, referrer
// host, UTM values) and how many pages they viewed before sending. The visitor id is the day's
// (analytics/plugin.ts): a visit of another day is never found, by design.

export async function attributionFor(db: Db, visitor: { day: string; id: string }): Promise<Attribution | null> {
  const views = db
    .selectFrom("analytics_events")
    .where("visitor", "=", visitor.id)
    .where("type", "=", "pageview")
    .where("day", "=", visitor.day);
  const first = await views
    .select(["path", "referrer_host", "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"])
    .orderBy("id")
    .limit(1)
    .executeTakeFirst();
  if (!first) return null;
  const { n } = await views.select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow();
  return {
    landingPage: first.path,
    referrerHost: first.referrer_host,
    utmSource: first.utm_source,
    utmMedium: first.utm_medium,
    utmCampaign: first.utm_campaign,
    utmTerm: first.utm_term,
    utmContent: first.utm_content,
    pagesViewed: Number(n),
  };
}
