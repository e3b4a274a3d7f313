import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from "web-vitals";
import { EVENTS_PATH, UTM_KEYS, type CountedEvent, type PageViewEvent } from "../../common/analytics";

// The counting script (docs/analytics.md, decision 020): one page view once the page is
// live, and its Web Vitals once when the page is hidden. No cookie, no storage: the server
// knows a visitor for one day from a daily salt, never from anything kept in the browser.

/** Sends events with navigator.sendBeacon (text/plain: no preflight); nothing if it cannot. */
export function send(events: CountedEvent | CountedEvent[]) {
  try {
    navigator.sendBeacon?.(EVENTS_PATH, JSON.stringify(events));
  } catch {
    // A lost beacon costs a count, never the page.
  }
}

let started = false;

/** Counts this page view (once per page, whichever island goes live first). */
export function startCounting() {
  if (started) return;
  started = true;
  const path = location.pathname;
  const query = new URLSearchParams(location.search);
  const view: PageViewEvent = { type: "pageview", path, referrer: document.referrer || undefined };
  for (const key of UTM_KEYS) view[key] = query.get(key) ?? undefined;
  send(view);

  const vitals = new Map<Metric["name"], number>();
  const note = (metric: Metric) => vitals.set(metric.name, metric.value);
  onLCP(note);
  onINP(note);
  onCLS(note);
  onFCP(note);
  onTTFB(note);
  let sent = false;
  addEventListener("visibilitychange", () => {
    if (document.visibilityState !== "hidden" || sent || vitals.size === 0) return;
    sent = true;
    send([...vitals].map(([name, value]) => ({ type: "vital", path, name, value })));
  });
}
