import { describe, expect, it } from "vitest";
import { rateVital, VITAL_METRICS, VITAL_THRESHOLDS } from "./analytics";

describe("Web Vitals ratings", () => {
  it("follow Google's thresholds: at the good threshold good, up to the poor one needs improvement, above poor", () => {
    expect(rateVital("LCP", 2500)).toBe("good");
    expect(rateVital("LCP", 2501)).toBe("needs-improvement");
    expect(rateVital("LCP", 4000)).toBe("needs-improvement");
    expect(rateVital("LCP", 4001)).toBe("poor");
    expect(rateVital("CLS", 0.1)).toBe("good");
    expect(rateVital("CLS", 0.26)).toBe("poor");
    expect(rateVital("INP", 199)).toBe("good");
    expect(rateVital("TTFB", 1800)).toBe("needs-improvement");
    expect(rateVital("FCP", 3001)).toBe("poor");
    for (const metric of VITAL_METRICS) {
      const { good, poor } = VITAL_THRESHOLDS[metric];
      expect(good, metric).toBeLessThan(poor);
    }
  });
});
