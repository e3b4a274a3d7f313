import { z } from "zod";
import { DEVICE_CLASSES, VITAL_METRICS, VITAL_RATINGS } from "./analytics";
import { formKeySchema } from "./forms/form-key";

// The inbox's first screen (docs/analytics.md, decision 020): GET /api/admin/overview?range=…, its query and
// its answer, declared once: the server's route validates both with these schemas and the
// inbox reads the types. Days are UTC days (YYYY-MM-DD); a range ends today. Visitors are
// counted per day (an id lasts one day), so a range's visitors are the sum of its days'.
// Conversion is leads ÷ visitors (0 without visitors).

export const OVERVIEW_PATH = "/overview";

export const OVERVIEW_RANGES = ["today", "7d", "30d", "90d"] as const;
export type OverviewRange = (typeof OVERVIEW_RANGES)[number];

/** Days a range covers, today included. */
export const RANGE_DAYS: Record<OverviewRange, number> = { today: 1, "7d": 7, "30d": 30, "90d": 90 };

export const overviewQuery = z.object({
  range: z.enum(OVERVIEW_RANGES, { error: `range must be one of ${OVERVIEW_RANGES.join(", ")}.` }).default("7d"),
});

const count = z.number().int().nonnegative();
const rate = z.number().min(0);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const overviewResponse = z.object({
  range: z.enum(OVERVIEW_RANGES),
  /** First and last day of the range (UTC). */
  from: day,
  to: day,
  totals: z.object({
    visitors: count,
    pageViews: count,
    /** Submissions of the four forms, spam excluded. */
    leads: count,
    /** Of those, the ones that came with a counted visit. */
    attributedLeads: count,
    conversionRate: rate,
    leadsByForm: z.record(formKeySchema(), count),
  }),
  /** Every day of the range, oldest first. */
  days: z.array(z.object({ day, visitors: count, pageViews: count, leads: count })),
  /** Most viewed first (at most 50): leads are those whose visit began on the page. */
  pages: z.array(z.object({ path: z.string(), views: count, visitors: count, leads: count })),
  sources: z.object({
    /** Where visits came from (the landing page view's referrer); host null: direct or unknown. */
    referrers: z.array(z.object({ host: z.string().nullable(), visitors: count, leads: count, conversionRate: rate })),
    /** The landing page view's utm_campaign. */
    campaigns: z.array(z.object({ campaign: z.string(), visitors: count, leads: count, conversionRate: rate })),
  }),
  /** Visitors who reached each step, and who sent (a form_sent success). */
  funnel: z.object({
    assessment: z.object({ step1: count, step2: count, step3: count, sent: count }),
    dialog: z.object({ opened: count, sent: count }),
  }),
  /** The 75th percentile per page and metric, rated by Google's thresholds (most samples first, at most 100). */
  vitals: z.array(
    z.object({
      path: z.string(),
      metric: z.enum(VITAL_METRICS),
      p75: z.number().nonnegative(),
      samples: count,
      rating: z.enum(VITAL_RATINGS),
    }),
  ),
  devices: z.array(z.object({ device: z.enum(DEVICE_CLASSES), visitors: count, pageViews: count })),
  /**
   * The days of the range on which counting hit a limit (docs/analytics.md, "Limits"), oldest
   * first: events not stored because a visitor or a network was over its daily cap (limited),
   * or because the day was full (dropped, from cappedAt, an ISO time).
   */
  counting: z.array(z.object({ day, limited: count, dropped: count, cappedAt: z.string().nullable() })),
});

export type Overview = z.infer<typeof overviewResponse>;
