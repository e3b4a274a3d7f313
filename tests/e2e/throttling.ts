import type { Page } from "@playwright/test";

// Lighthouse's mobile preset, applied for real through the DevTools protocol (not simulated): a
// slow 4G network and a phone's CPU. Shared by tests/e2e/early-input.spec.ts and
// bench/live.ts.

export const MOBILE_NETWORK = {
  offline: false,
  /** Round-trip time added to every request, in ms. */
  latency: 150,
  /** Bytes per second: 1.6 Mbit/s down, 750 kbit/s up. */
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
} as const;

/** How much slower the page's CPU runs. */
export const MOBILE_CPU_SLOWDOWN = 4;

/** Throttles the page's network and CPU from now on (call before page.goto). */
export async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", MOBILE_NETWORK);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: MOBILE_CPU_SLOWDOWN });
  return cdp;
}
