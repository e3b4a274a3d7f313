// Fails the build when a page's initial JavaScript or CSS exceeds its budget, measured as the
// gzip files the server actually sends. Prints a table per page.
//
// A page's JavaScript is what the browser runs before the page is live: the inline scripts every
// page carries (the holder, site/islands/hold.ts; the navigation's menu, site/components/layout/
// navbar-menu.ts; the chat button's, chat-button-rules.ts), those of a page with an island
// (Astro's island element and our `client:live` directive), the layout's script (which counts the
// visit once the page is live) and every script its islands load (each island's chunk, React's
// renderer and all they import statically), as the build recorded them from its module graph in
// build/pages.json (site/integration.ts). Every island of the page is counted, those below the
// first screen too: an upper bound of what a page loads before it is live (bench/live.ts
// measures what a phone fetches). (That no public page carries the inbox is
// build-steps/check-inbox-apart.ts.)
// Usage: tsx build-steps/check-budgets.ts [client dir, default build/client]
import { existsSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { prerenderedPages } from "../server/site/site-files";

// The budgets, set from the pages of 2026-11-29 with a small margin so that a regression fails the
// build (docs/benchmarks.md, "JavaScript budget"): a page with an island at most 82 KB of initial
// JavaScript (the heaviest today, the home page, 78.8 KB; React with its renderer is about 60 KB of
// it, Zopfli gzip), a page without one 3 KB (2.1 KB: the inline scripts every page carries), and
// 8 KB of CSS (7.4 KB: the whole stylesheet, an upper bound of each page's share of it, 6.3 to 6.9 KB,
// site/styles/page-styles.ts).
export const BUDGETS = { jsGzipBytes: 82 * 1024, jsWithoutIslandGzipBytes: 3 * 1024, cssGzipBytes: 8 * 1024 };

/**
 * A file's size as the server sends it gzipped (the build's precompressed copy). A preview is not
 * compressed yet (server/publishing/publisher.ts): zlib's level 9, a few per cent above Zopfli's.
 */
export function gzipSize(clientDir: string, url: string): number {
  const file = join(clientDir, url);
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  const size = statSync(file).size;
  if (size < 256 || process.env.SITE_PRECOMPRESS !== "false") return size; // too small to be worth compressing: served as is
  return Math.min(size, gzipSync(readFileSync(file), { level: 9 }).length);
}

export interface InlineCode {
  /** The inline scripts every page carries. */
  scripts: string[];
  /** Those a page with an island carries too (Astro's island element, the directive). */
  islandScripts: string[];
  /** The site's stylesheets, whole (each page inlines its own share of them). */
  styles: string[];
}

export interface PageReport {
  path: string;
  js: number;
  css: number;
  /** Its JavaScript budget: whether it has an island or not. */
  jsBudget: number;
}

const gzipTotal = (texts: string[]) => texts.reduce((total, text) => total + gzipSync(text, { level: 9 }).length, 0);

/** The inline scripts a page carries, gzip bytes: those of every page, and on a page with an island its runtime's. */
export function inlineJsBytes(inline: InlineCode, hasIslands: boolean): number {
  return gzipTotal(inline.scripts) + (hasIslands ? gzipTotal(inline.islandScripts) : 0);
}

/** Every page's initial JavaScript and CSS, gzip bytes. */
export function measurePages(clientDir: string, inline: InlineCode): PageReport[] {
  const css = gzipTotal(inline.styles);
  return prerenderedPages(clientDir).map(({ path, scripts, islands }) => ({
    path,
    js: scripts.reduce((total, url) => total + gzipSize(clientDir, url), 0) + inlineJsBytes(inline, islands.length > 0),
    css,
    jsBudget: islands.length > 0 ? BUDGETS.jsGzipBytes : BUDGETS.jsWithoutIslandGzipBytes,
  }));
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function main(clientDir: string) {
  const inline = JSON.parse(readFileSync(join(clientDir, "..", "inline-code.json"), "utf8")) as InlineCode;
  const rows = measurePages(clientDir, inline);
  const over = rows.filter((row) => row.js > row.jsBudget || row.css > BUDGETS.cssGzipBytes);
  console.log(
    `Initial assets per page, gzip (budgets: JS ${kb(BUDGETS.jsGzipBytes)} with an island, ` +
      `${kb(BUDGETS.jsWithoutIslandGzipBytes)} without; CSS ${kb(BUDGETS.cssGzipBytes)})`,
  );
  for (const row of rows) {
    const flag = over.includes(row) ? "  OVER BUDGET" : "";
    console.log(`  ${row.path.padEnd(36)} JS ${kb(row.js).padStart(9)}   CSS ${kb(row.css).padStart(8)}${flag}`);
  }
  if (over.length > 0) {
    console.error(`Budget exceeded on ${over.length} page(s): ${over.map((row) => row.path).join(", ")}`);
    process.exit(1);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv[2] ?? "build/client");
}
