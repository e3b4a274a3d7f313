import { describe, expect, it } from "vitest";
import { VITAL_METRICS, VITAL_THRESHOLDS } from "../../common/analytics";
import { bucketOf, HISTOGRAM_BUCKETS, p75, VITAL_BUCKETS } from "./vitals";

/** A histogram of the given values. */
function histogramOf(metric: (typeof VITAL_METRICS)[number], values: number[]): number[] {
  const counts = new Array<number>(HISTOGRAM_BUCKETS).fill(0);
  for (const value of values) counts[bucketOf(metric, value)]! += 1;
  return counts;
}

describe("Web Vitals histograms", () => {
  it("put a value in the first bucket whose upper edge is at or above it; above the last edge, the top bucket", () => {
    expect(bucketOf("LCP", 0)).toBe(0);
    expect(bucketOf("LCP", 250)).toBe(0);
    expect(bucketOf("LCP", 251)).toBe(1);
    expect(bucketOf("LCP", 2500)).toBe(VITAL_BUCKETS.LCP.indexOf(2500));
    expect(bucketOf("LCP", 120_000)).toBe(VITAL_BUCKETS.LCP.length);
    expect(bucketOf("CLS", 0.1)).toBe(VITAL_BUCKETS.CLS.indexOf(0.1));
    for (const metric of VITAL_METRICS) expect(VITAL_BUCKETS[metric].length).toBeLessThan(HISTOGRAM_BUCKETS);
  });

  it("give the 75th percentile as its bucket's upper edge, and a rating that is exact at the thresholds", () => {
    // 3 of 4 at or under 2.5 s: the 75th percentile is good.
    expect(p75("LCP", histogramOf("LCP", [900, 1800, 2500, 9000]))).toEqual({ p75: 2500, samples: 4, rating: "good" });
    // Just over the threshold: needs improvement, never rounded down into good.
    expect(p75("LCP", histogramOf("LCP", [900, 2501, 2600, 9000]))).toEqual({
      p75: 2750,
      samples: 4,
      rating: "needs-improvement",
    });
    expect(p75("INP", histogramOf("INP", [40, 600, 700, 800]))?.rating).toBe("poor");
    expect(p75("CLS", histogramOf("CLS", [0, 0.01, 0.02, 0.3]))).toEqual({ p75: 0.02, samples: 4, rating: "good" });
    // Beyond the last edge: poor, shown as the last edge.
    expect(p75("TTFB", histogramOf("TTFB", [60_000]))).toEqual({ p75: 12000, samples: 1, rating: "poor" });
    expect(p75("FCP", new Array<number>(HISTOGRAM_BUCKETS).fill(0))).toBeUndefined();
    for (const metric of VITAL_METRICS) {
      const { good, poor } = VITAL_THRESHOLDS[metric];
      expect(VITAL_BUCKETS[metric]).toEqual(expect.arrayContaining([good, poor]));
    }
  });
});
