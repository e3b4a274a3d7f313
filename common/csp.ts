// Content-Security-Policy of the prerendered pages (DESIGN §6, STACK trap 3).
// React Router's prerendered HTML carries inline scripts (hydration context, scroll
// restoration, streamed data): each one is allowed by its SHA-256, never 'unsafe-inline'.

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The text of every inline <script> of a page, in order. */
export function inlineScripts(html: string): string[] {
  return Array.from(html.matchAll(INLINE_SCRIPT), (match) => match[1] ?? "");
}

/** The policy of one page, given the 'sha256-…' sources of its inline scripts. */
export function pagePolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.map((hash) => `'${hash}'`).join(" ")}`.trim(),
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join("; ");
}

/** For everything that is not a page (JSON, assets): nothing may run or frame it. */
export const NON_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";
