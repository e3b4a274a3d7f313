// Fails the build when a page's initial JavaScript or CSS exceeds its budget, measured as
// the gzip files the server actually sends (made by postbuild.ts). Prints a table per page.
// (That no public page carries the inbox is scripts/check-inbox-apart.ts.)
// Usage: tsx scripts/check-budgets.ts [client dir, default build/client]
import { existsSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { inlineStyles } from "../common/csp";
import { prerenderedPages } from "../server/site-files";
import {
  moduleScripts,
  pageIslandChunks,
  readIslandChunks,
  withStaticImports,
  type IslandChunks,
} from "./page-scripts";

// The budget: at most 115 KB of initial JavaScript on every page: the islands' script with React
// (about 64 KB of it, Zopfli gzip), the islands hydrated at once and the inline early-event
// holder. Islands hydrated when reached load later (docs/decisions/013), so they are not initial.
const BUDGETS = { jsGzipBytes: 115 * 1024, cssGzipBytes: 10 * 1024 };

function gzipSize(clientDir: string, url: string): number {
  const file = join(clientDir, url);
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  return statSync(file).size; // too small to be worth compressing: served as is
}

/** The page's inline scripts (the early-event holder of app/islands/hold.ts), not its JSON-LD. */
function inlineScriptsGzip(html: string): number {
  return Array.from(html.matchAll(/<script(?![^>]*\b(?:src=|type="application\/ld\+json"))[^>]*>([\s\S]*?)<\/script>/g))
    .map((match) => gzipSync(match[1]!, { level: 9 }).length)
    .reduce((sum, bytes) => sum + bytes, 0);
}

/**
 * The page's initial assets: the scripts its HTML loads, the islands they hydrate at once, and
 * everything those import statically (dynamic imports, loaded on first use or when an island is
 * reached, are not initial), and its stylesheets.
 */
function initialAssets(clientDir: string, html: string, islandChunks: IslandChunks) {
  const css = new Set<string>();
  const roots: string[] = [...moduleScripts(html), ...pageIslandChunks(html, islandChunks)];
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) roots.push(match[1]!);
  const js = withStaticImports(clientDir, roots);
  for (const match of html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)) css.add(match[1]!);
  return { js, css: [...css] };
}

export interface PageReport {
  path: string;
  js: number;
  css: number;
}

/** Every prerendered page's initial JS and CSS (gzip bytes). */
export function measurePages(clientDir: string): { pages: PageReport[] } {
  const islandChunks = readIslandChunks(clientDir);
  const pages = prerenderedPages(clientDir).map(({ path, file }) => {
    const html = readFileSync(file, "utf8");
    const { js, css } = initialAssets(clientDir, html, islandChunks);
    const inline = inlineStyles(html);
    return {
      path,
      js: js.reduce((sum, url) => sum + gzipSize(clientDir, url), 0) + inlineScriptsGzip(html),
      // Stylesheets linked, plus the one the build inlines into the page (app/root.tsx).
      css:
        css.reduce((sum, url) => sum + gzipSize(clientDir, url), 0) +
        inline.reduce((sum, text) => sum + gzipSync(text, { level: 9 }).length, 0),
    };
  });
  return { pages };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function main(clientDir: string) {
  const { pages: rows } = measurePages(clientDir);
  const over = rows.filter((row) => row.js > BUDGETS.jsGzipBytes || row.css > BUDGETS.cssGzipBytes);

  console.log(
    `Initial assets per page, gzip (budgets: JS ${kb(BUDGETS.jsGzipBytes)}, CSS ${kb(BUDGETS.cssGzipBytes)})`,
  );
  for (const row of rows) {
    const flag = over.includes(row) ? "  OVER BUDGET" : "";
    console.log(`  ${row.path.padEnd(36)} JS ${kb(row.js).padStart(9)}   CSS ${kb(row.css).padStart(8)}${flag}`);
  }
  if (over.length > 0) {
    console.error(`Budget exceeded on ${over.length} page(s): ${over.map((row) => row.path).join(", ")}`);
  }
  if (over.length > 0) process.exit(1);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv[2] ?? "build/client");
}
