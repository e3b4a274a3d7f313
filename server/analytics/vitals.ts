import { rateVital, VITAL_THRESHOLDS, type VitalMetric, type VitalRating } from "../../common/analytics";

// Web Vitals are kept as histograms (per page, metric and day), so the 75th percentile of any
// range of days is read from summed counts, not from every sample. The buckets are at most
// 10 % wide where it matters, and Google's two thresholds of each metric are bucket edges: a
// 75th percentile's rating is exact, its value the upper edge of its bucket.

/** The upper edges of the buckets of each metric (the last bucket is everything above). */
export const VITAL_BUCKETS: Record<VitalMetric, readonly number[]> = {
  LCP: [
    250, 500, 750, 1000, 1250, 1500, 1750, 2000, 2250, 2500, 2750, 3000, 3250, 3500, 3750, 4000, 4500, 5000, 6000, 7000,
    8000, 10000, 15000, 20000, 30000,
  ],
  FCP: [
    200, 400, 600, 800, 1000, 1200, 1400, 1600, 1800, 2000, 2200, 2400, 2600, 2800, 3000, 3500, 4000, 5000, 6000, 8000,
    10000, 15000, 20000,
  ],
  TTFB: [
    100, 200, 300, 400, 500, 600, 700, 800, 1000, 1200, 1400, 1600, 1800, 2200, 2600, 3000, 4000, 5000, 8000, 12000,
  ],
  INP: [25, 50, 75, 100, 125, 150, 175, 200, 250, 300, 350, 400, 450, 500, 600, 800, 1000, 1500, 2000, 3000, 5000],
  CLS: [
    0.01, 0.02, 0.03, 0.04, 0.05, 0.06, 0.07, 0.08, 0.09, 0.1, 0.125, 0.15, 0.175, 0.2, 0.225, 0.25, 0.3, 0.4, 0.5,
    0.75, 1, 1.5, 2, 3, 5,
  ],
};

/** The bucket of a value: the first whose upper edge is at or above it. */
export function bucketOf(metric: VitalMetric, value: number): number {
  const edges = VITAL_BUCKETS[metric];
  const index = edges.findIndex((edge) => value <= edge);
  return index === -1 ? edges.length : index;
}

/** Adds counts into a histogram (arrays of any length). */
export function addHistogram(into: number[], counts: readonly number[]): number[] {
  counts.forEach((count, index) => (into[index] = (into[index] ?? 0) + count));
  return into;
}

export interface Percentile {
  /** The upper edge of the 75th percentile's bucket (the top bucket: its lower edge). */
  p75: number;
  samples: number;
  rating: VitalRating;
}

/** The 75th percentile (nearest rank) of a histogram, rated by Google's thresholds. */
export function p75(metric: VitalMetric, histogram: readonly number[]): Percentile | undefined {
  const samples = histogram.reduce((sum, count) => sum + (count ?? 0), 0);
  if (samples === 0) return undefined;
  const rank = Math.ceil(samples * 0.75);
  const edges = VITAL_BUCKETS[metric];
  let seen = 0;
  let bucket = 0;
  for (; bucket < histogram.length; bucket++) {
    seen += histogram[bucket] ?? 0;
    if (seen >= rank) break;
  }
  const value = edges[Math.min(bucket, edges.length - 1)]!;
  const rating = bucket >= edges.length ? "poor" : rateVital(metric, value);
  return { p75: value, samples, rating };
}

// The thresholds must be edges, or a rating could be wrong within a bucket.
for (const [metric, { good, poor }] of Object.entries(VITAL_THRESHOLDS)) {
  const edges = VITAL_BUCKETS[metric as VitalMetric];
  if (!edges.includes(good) || !edges.includes(poor)) throw new Error(`${metric}: thresholds must be bucket edges`);
}
