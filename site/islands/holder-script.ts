import { holdEarlyEvents } from "./hold";
import { inlineScript } from "./inline-script";

/**
 * How long a held link or form post waits for its island's script to arrive before it goes the
 * native way (site/islands/hold.ts); once arrived, how long it waits for the script to start.
 */
const FALLBACK_MS = 3000;
const RUNNING_MS = 10_000;

/**
 * The inline script at the top of every public page (site/layouts/Layout.astro), minified: it
 * comes before the first screen's content, and every byte of it arrives before the hero does.
 */
export const holderScript = inlineScript(holdEarlyEvents, FALLBACK_MS, RUNNING_MS);
