import { startAfterPaint } from "./after-paint";
import { holdEarlyEvents } from "./hold";
import { inlineScript } from "./inline-script";

/**
 * How long a held link or form post waits for its island's script to arrive before it goes the
 * native way (site/islands/hold.ts); once arrived, how long it waits for the script to start.
 */
const FALLBACK_MS = 3000;
const RUNNING_MS = 10_000;

/**
 * The inline script of every public page with an island, minified: right before its first island
 * (site/islands/place-scripts.ts, docs/decisions/027).
 */
export const holderScript = inlineScript(holdEarlyEvents, FALLBACK_MS, RUNNING_MS);

/** The inline script at the end of every public page, minified (site/islands/after-paint.ts). */
export const afterPaintScript = inlineScript(startAfterPaint);
