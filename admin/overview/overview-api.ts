// What the overview reads: GET /api/admin/overview?range=… (the server's analytics, DESIGN
// section 10). Mirrors the server's declared answer until common/overview.ts lands here.

export const OVERVIEW_RANGES = ["today", "7d", "30d", "90d"] as const;
export type OverviewRange = (typeof OVERVIEW_RANGES)[number];

export const RANGE_LABELS: Record<OverviewRange, string> = {
  today: "Today",
  "7d": "7 days",
  "30d": "30 days",
  "90d": "90 days",
};

export const DEFAULT_RANGE: OverviewRange = "7d";

export const parseRange = (value: string | null): OverviewRange =>
  (OVERVIEW_RANGES as readonly string[]).includes(value ?? "") ? (value as OverviewRange) : DEFAULT_RANGE;

export type VitalMetric = "LCP" | "INP" | "CLS" | "FCP" | "TTFB";
export type VitalRating = "good" | "needs-improvement" | "poor";

export interface Overview {
  range: OverviewRange;
  /** First and last day (YYYY-MM-DD, UTC) of the range. */
  from: string;
  to: string;
  totals: {
    visitors: number;
    pageViews: number;
    leads: number;
    attributedLeads: number;
    /** leads ÷ visitors (0 without visitors). */
    conversionRate: number;
    leadsByForm: Record<string, number>;
  };
  /** Every day of the range, oldest first. */
  days: { day: string; visitors: number; pageViews: number; leads: number }[];
  /** Most viewed first; leads: those whose visit began on the page. */
  pages: { path: string; views: number; visitors: number; leads: number }[];
  sources: {
    /** host null: direct or unknown. */
    referrers: { host: string | null; visitors: number; leads: number; conversionRate: number }[];
    campaigns: { campaign: string; visitors: number; leads: number; conversionRate: number }[];
  };
  funnel: {
    assessment: { step1: number; step2: number; step3: number; sent: number };
    dialog: { opened: number; sent: number };
  };
  /** The 75th percentile per page and metric. */
  vitals: { path: string; metric: VitalMetric; p75: number; samples: number; rating: VitalRating }[];
  devices: { device: "mobile" | "tablet" | "desktop"; visitors: number; pageViews: number }[];
}
