import type { CountedEvent } from "../../common/analytics";

// Named events from the islands (the shapes server/analytics/event-schema.ts accepts). Loaded
// with the island that sends them; the beacon itself is in count.ts.

/** The named events of common/analytics.ts, without the path (the page's own). */
type Named<E = Exclude<CountedEvent, { type: "pageview" | "vital" }>> = E extends unknown ? Omit<E, "path"> : never;

export function track(event: Named) {
  if (!__ANALYTICS__ || typeof navigator === "undefined") return;
  void import("./count").then(({ send }) => send({ ...event, path: location.pathname }));
}
