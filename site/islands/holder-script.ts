import { holdEarlyEvents } from "./hold";

/**
 * How long a held link or form post waits for its island's script to arrive before it goes the
 * native way (site/islands/hold.ts); once arrived, how long it waits for the script to start.
 */
const FALLBACK_MS = 3000;
const RUNNING_MS = 10_000;

/** The inline script at the top of every public page (site/layouts/Layout.astro). */
export const holderScript = `(${holdEarlyEvents.toString()})(${FALLBACK_MS}, ${RUNNING_MS})`;
