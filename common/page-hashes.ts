import { createHash } from "node:crypto";
import { inlineScripts, inlineStyles, type PageHashes } from "./csp";

// The hashes that allow a built page's inline code (common/csp.ts builds the policy from them): on
// Node only, at build (site/integration.ts) and in the server (the inbox's page).

/** The CSP source that allows one inline script or style: 'sha256-…' of its text. */
export const hashSource = (text: string): string =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** The hashes of a built page's own inline scripts and styles, each once, in order. */
export const pageHashes = (html: string): PageHashes => ({
  scripts: [...new Set(inlineScripts(html).map(hashSource))],
  styles: [...new Set(inlineStyles(html).map(hashSource))],
});
