// Content-Security-Policy of the prerendered pages (decision 003).
// React Router's prerendered HTML carries inline scripts (hydration context, scroll
// restoration, streamed data) and the build inlines the stylesheet: each one is allowed
// by its SHA-256, never 'unsafe-inline'.

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;

/** The text of every inline <script> of a page, in order. */
export function inlineScripts(html: string): string[] {
  return Array.from(html.matchAll(INLINE_SCRIPT), (match) => match[1] ?? "");
}

/** The text of every <style> element of a page (the inlined stylesheet). */
export function inlineStyles(html: string): string[] {
  return Array.from(html.matchAll(INLINE_STYLE), (match) => match[1] ?? "");
}

export interface PageHashes {
  /** 'sha256-…' sources of the page's inline scripts. */
  scripts: readonly string[];
  /** 'sha256-…' sources of its <style> elements. */
  styles: readonly string[];
}

const sources = (hashes: readonly string[]) => hashes.map((hash) => ` '${hash}'`).join("");

/** The policy of one page: its own inline scripts and styles are allowed by hash, nothing else inline. */
export function pagePolicy({ scripts, styles }: PageHashes): string {
  return [
    "default-src 'self'",
    `script-src 'self'${sources(scripts)}`,
    `style-src 'self'${sources(styles)}`,
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
