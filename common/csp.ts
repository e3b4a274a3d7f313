import { DomUtils, parseDocument } from "htmlparser2";

// The one Content-Security-Policy builder, for every kind of page (decisions 003 and
// 030-libraries-over-hand-code): the site's (Astro hashes its pages' inline code with these
// directives, astro.config.ts), the inbox's (its built index.html, whose inline scripts and styles
// are found here), the editor's and the non-page answers'. Inline code is allowed by its SHA-256,
// never 'unsafe-inline' for scripts; built HTML is read with htmlparser2, as a browser would split
// it, never with regular expressions.

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

/** The directives our policies use; each one's sources in order. */
export interface Directives {
  "default-src": readonly string[];
  "script-src"?: readonly string[];
  "style-src"?: readonly string[];
  "img-src"?: readonly string[];
  "font-src"?: readonly string[];
  "connect-src"?: readonly string[];
  "manifest-src"?: readonly string[];
  "object-src"?: readonly string[];
  "frame-ancestors": readonly string[];
  "base-uri": readonly string[];
  "form-action"?: readonly string[];
}

/** Each directive as "name source source" (Astro's `security.csp.directives` takes this list). */
export const directiveList = <D extends Partial<Directives>>(directives: D) =>
  (Object.entries(directives) as [keyof D & string, readonly string[]][]).map(
    ([name, sources]) => `${name} ${sources.join(" ")}` as const,
  );

/** The Content-Security-Policy header of a page kind: the one builder every page kind uses. */
export const policyHeader = (directives: Directives): string => directiveList(directives).join("; ");

/** What every page kind shares: nothing inline or from elsewhere unless said, no plugins, no framing. */
const LOCKED = {
  "object-src": ["'none'"],
  "frame-ancestors": ["'none'"],
  "base-uri": ["'none'"],
  "form-action": ["'self'"],
} as const;

/** The public site's directives besides scripts and styles (Astro adds their hashes at build). */
export const SITE_DIRECTIVES = {
  "default-src": ["'self'"],
  "img-src": ["'self'", "data:"],
  "font-src": ["'self'"],
  "connect-src": ["'self'"],
  ...LOCKED,
} satisfies Directives;

export interface PageHashes {
  /** 'sha256-…' sources of the page's inline scripts. */
  scripts: readonly string[];
  /** 'sha256-…' sources of its <style> elements. */
  styles: readonly string[];
}

/** The policy of one site page: its own inline scripts and styles are allowed by hash, nothing else inline. */
export function pagePolicy({ scripts, styles }: PageHashes): string {
  const { "default-src": defaultSrc, ...rest } = SITE_DIRECTIVES;
  return policyHeader({
    "default-src": defaultSrc,
    "script-src": ["'self'", ...scripts],
    "style-src": ["'self'", ...styles],
    ...rest,
  });
}

/** The inbox's page: its inline scripts and style by hash, its web manifest. */
export const inboxPagePolicy = ({ scripts, styles }: PageHashes): string =>
  policyHeader({
    "default-src": ["'none'"],
    "script-src": ["'self'", ...scripts],
    "style-src": ["'self'", ...styles],
    "img-src": ["'self'"],
    "connect-src": ["'self'"],
    "manifest-src": ["'self'"],
    ...LOCKED,
  });

/** The editor's page: Keystatic injects <style> tags at run time, so it alone allows inline styles. */
export const EDITOR_PAGE_POLICY = policyHeader({
  "default-src": ["'none'"],
  "script-src": ["'self'"],
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:", "blob:"],
  "font-src": ["'self'"],
  "connect-src": ["'self'"],
  ...LOCKED,
});

/** For everything that is not a page (JSON, assets): nothing may run or frame it. */
export const NON_PAGE_POLICY = policyHeader({
  "default-src": ["'none'"],
  "frame-ancestors": ["'none'"],
  "base-uri": ["'none'"],
});

/** The 'sha256-…' sources of one directive in a policy header (a build's page policy). */
const hashesOf = (policy: string, directive: string): string[] =>
  policy
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directive)
    ?.slice(1)
    .filter((source) => source.startsWith("'sha256-")) ?? [];

/**
 * A preview page (server/publishing/preview-site.ts): the page's own inline scripts and styles
 * by hash, as live, but it may connect nowhere (no counting beacon, no form sent); its forms post
 * to the preview's own host ("Publish this", which then goes back to the inbox at `adminOrigin`);
 * never framed.
 */
export function previewPagePolicy(pagePolicyHeader: string, adminOrigin: string): string {
  const { "default-src": defaultSrc, ...rest } = SITE_DIRECTIVES;
  return policyHeader({
    "default-src": defaultSrc,
    "script-src": ["'self'", ...hashesOf(pagePolicyHeader, "script-src")],
    "style-src": ["'self'", ...hashesOf(pagePolicyHeader, "style-src")],
    ...rest,
    "connect-src": ["'none'"],
    "form-action": ["'self'", adminOrigin],
  });
}
