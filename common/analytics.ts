import { API_PREFIX } from "./api";

// What the site counts (docs/analytics.md, decision 020), shared by the counting script, the server and the
// inbox's overview. Zod-free: the public pages' script imports these constants only.

/** Where the counting script sends its beacons (text/plain or application/json, one event or an array). */
export const EVENTS_PATH = `${API_PREFIX}/events`;

/** Largest body /api/events reads: a batch of a page's vitals and events fits many times over. */
export const EVENTS_BODY_LIMIT_BYTES = 4 * 1024;

/** Days raw events are kept before only daily totals remain (ANALYTICS_RAW_DAYS), unless set otherwise. */
export const ANALYTICS_RAW_DAYS_DEFAULT = 30;

/** Events in one beacon, at most. */
export const EVENTS_PER_BATCH = 20;

/** The UTM parameters a page view carries, read from the page's URL. */
export const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export type UtmKey = (typeof UTM_KEYS)[number];

/** The named events the islands send. */
export const NAMED_EVENTS = ["dialog_opened", "assessment_step", "form_sent"] as const;
export type NamedEvent = (typeof NAMED_EVENTS)[number];

export const ASSESSMENT_STEPS = [1, 2, 3] as const;
export const FORM_OUTCOMES = ["success", "error"] as const;
export type FormOutcome = (typeof FORM_OUTCOMES)[number];

/** Real-user Web Vitals (Google's web-vitals library). CLS has no unit; the others are milliseconds. */
export const VITAL_METRICS = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/**
 * Google's thresholds (web.dev/articles/vitals): at or below `good` is good, above `poor` is
 * poor, between them needs improvement. Rated on the 75th percentile.
 */
export const VITAL_THRESHOLDS: Record<VitalMetric, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

export const VITAL_RATINGS = ["good", "needs-improvement", "poor"] as const;
export type VitalRating = (typeof VITAL_RATINGS)[number];

export function rateVital(metric: VitalMetric, value: number): VitalRating {
  const { good, poor } = VITAL_THRESHOLDS[metric];
  if (value <= good) return "good";
  return value <= poor ? "needs-improvement" : "poor";
}

/** A device class, from the user agent (the only thing kept of it). */
export const DEVICE_CLASSES = ["mobile", "tablet", "desktop"] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** What the counting script sends (one of these, or an array of them). */
export type PageViewEvent = { type: "pageview"; path: string; referrer?: string } & Partial<Record<UtmKey, string>>;
export type CountedEvent =
  | PageViewEvent
  | { type: "dialog_opened"; path: string }
  | { type: "assessment_step"; path: string; step: (typeof ASSESSMENT_STEPS)[number] }
  | { type: "form_sent"; path: string; form: string; outcome: FormOutcome }
  | { type: "vital"; path: string; name: VitalMetric; value: number };
