// Fails the build when a page's initial JavaScript or CSS exceeds its budget, measured as
// the gzip files the server actually sends (made by postbuild.ts). Prints a table per page.
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { inlineStyles } from "../common/csp";
import { prerenderedPages } from "../server/site-files";

// Issue 8's goal: at most 115 KB of initial JavaScript on every page. React 19 + React Router
// are 104 KB of it (the framework chunk, Zopfli gzip); below-the-fold sections are islands,
// loaded when reached (docs/decisions/010), so they are not initial.
const BUDGETS = { jsGzipBytes: 115 * 1024, cssGzipBytes: 10 * 1024 };

const CLIENT_DIR = "build/client";

function gzipSize(url: string): number {
  const file = join(CLIENT_DIR, url);
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  return statSync(file).size; // too small to be worth compressing: served as is
}

/** Static imports of a built module (`import … from "./x.js"`, `import "./x.js"`), as /assets/ URLs. */
function staticImports(url: string): string[] {
  const code = readFileSync(join(CLIENT_DIR, url), "utf8");
  return Array.from(
    code.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g),
    (match) => new URL(match[1]!, `http://x${url}`).pathname,
  );
}

/**
 * The page's initial assets: the scripts its HTML loads and everything they import statically
 * (dynamic imports, loaded on first use, are not initial), and its stylesheets.
 */
function initialAssets(html: string) {
  const js = new Set<string>();
  const css = new Set<string>();
  const queue: string[] = [];
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) queue.push(match[1]!);
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) queue.push(match[1]!);
  // React Router's boot script: static imports of the route modules, a dynamic one of the entry.
  for (const match of html.matchAll(/import (?:\* as \w+ from )?"(\/assets\/[^"]+\.js)"/g)) queue.push(match[1]!);
  for (const match of html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)) queue.push(match[1]!);
  while (queue.length > 0) {
    const url = queue.pop()!;
    if (js.has(url)) continue;
    js.add(url);
    queue.push(...staticImports(url));
  }
  for (const match of html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)) css.add(match[1]!);
  return { js: [...js], css: [...css] };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const rows = prerenderedPages(CLIENT_DIR).map(({ path, file }) => {
  const html = readFileSync(file, "utf8");
  const { js, css } = initialAssets(html);
  return {
    path,
    js: js.reduce((sum, url) => sum + gzipSize(url), 0),
    // Stylesheets linked, plus the one the build inlines into the page (app/root.tsx).
    css:
      css.reduce((sum, url) => sum + gzipSize(url), 0) +
      inlineStyles(html).reduce((sum, text) => sum + gzipSync(text, { level: 9 }).length, 0),
  };
});
const over = rows.filter((row) => row.js > BUDGETS.jsGzipBytes || row.css > BUDGETS.cssGzipBytes);

console.log(`Initial assets per page, gzip (budgets: JS ${kb(BUDGETS.jsGzipBytes)}, CSS ${kb(BUDGETS.cssGzipBytes)})`);
for (const row of rows) {
  const flag = over.includes(row) ? "  OVER BUDGET" : "";
  console.log(`  ${row.path.padEnd(36)} JS ${kb(row.js).padStart(9)}   CSS ${kb(row.css).padStart(8)}${flag}`);
}
if (over.length > 0) {
  console.error(`Budget exceeded on ${over.length} page(s): ${over.map((row) => row.path).join(", ")}`);
  process.exit(1);
}
