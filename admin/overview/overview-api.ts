// What the overview reads: GET /api/admin/overview?range=… (common/overview.ts declares the
// query and the answer). Types only from there: its zod schemas are the server's, not the bundle's.
import type { Overview, OverviewRange } from "../../common/overview";

export type { Overview, OverviewRange };
export type { VitalMetric, VitalRating } from "../../common/analytics";

/** The ranges, in the order the overview offers them (typed by the server's list). */
export const RANGE_LABELS: Record<OverviewRange, string> = {
  today: "Today",
  "7d": "7 days",
  "30d": "30 days",
  "90d": "90 days",
};
export const OVERVIEW_RANGES = Object.keys(RANGE_LABELS) as OverviewRange[];

/** The server's default when the URL names none (or none it knows). */
export const DEFAULT_RANGE: OverviewRange = "7d";

export const parseRange = (value: string | null): OverviewRange =>
  value !== null && value in RANGE_LABELS ? (value as OverviewRange) : DEFAULT_RANGE;
