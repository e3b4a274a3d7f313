import { DomUtils, parseDocument } from "htmlparser2";

// Content-Security-Policy of the prerendered pages (decision 003): every inline script and style
// of a page (Astro's and ours) is allowed by its SHA-256, never 'unsafe-inline'. The pages are read
// with htmlparser2, as a browser would split them, never with regular expressions.

/** The text of every `tag` element of a page, in order (raw text: script and style are not decoded). */
function inlineText(html: string, tag: "script" | "style"): string[] {
  return DomUtils.getElementsByTagName(tag, parseDocument(html).children)
    .filter((element) => element.attribs.src === undefined)
    .map((element) => DomUtils.textContent(element));
}

/** The text of every inline <script> of a page, in order. */
export const inlineScripts = (html: string): string[] => inlineText(html, "script");

/** The text of every <style> element of a page (the inlined stylesheet). */
export const inlineStyles = (html: string): string[] => inlineText(html, "style");

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
