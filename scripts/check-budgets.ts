// Fails the build when a page's initial JavaScript or CSS exceeds its budget, measured as
// the gzip files the server actually sends (made by postbuild.ts). Prints a table per page.
// Fails it too when a public page's initial assets include any of the inbox's code (its route
// chunk, the chunks only it imports, its stylesheet): not a byte of it on a public page (decision 011).
// Usage: tsx scripts/check-budgets.ts [client dir, default build/client]
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
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
  // React Router's boot script (the inbox's page only): static imports of the route modules, a
  // dynamic one of the entry.
  for (const match of html.matchAll(/import (?:\* as \w+ from )?"(\/assets\/[^"]+\.js)"/g)) roots.push(match[1]!);
  for (const match of html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)) roots.push(match[1]!);
  const js = withStaticImports(clientDir, roots);
  for (const match of html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)) css.add(match[1]!);
  return { js, css: [...css] };
}

/** React Router's route manifest (`window.__reactRouterManifest = {…}`), the boot script's first import. */
interface RouteManifest {
  entry: { module: string; imports?: string[]; css?: string[] };
  routes: Record<string, { id: string; path?: string; module: string; imports?: string[]; css?: string[] }>;
}

function readManifest(clientDir: string, url: string): RouteManifest {
  const code = readFileSync(join(clientDir, url), "utf8");
  const json = /^\s*window\.__reactRouterManifest\s*=\s*([\s\S]*?);?\s*$/.exec(code)?.[1];
  if (!json) throw new Error(`${url} is not React Router's route manifest`);
  return JSON.parse(json) as RouteManifest;
}

/** The inbox's route: the one module under app/admin in the route table (app/routes.ts). */
const isInboxRoute = (route: RouteManifest["routes"][string]) => route.id.startsWith("admin/");

/**
 * The inbox's files in a build: its route chunk, the chunks no other route or the entry
 * imports, and its stylesheets (the route's own and those its chunks link by URL: `?url`).
 */
export function inboxAssets(clientDir: string, manifest: RouteManifest): Set<string> {
  const routes = Object.values(manifest.routes);
  const inbox = routes.filter(isInboxRoute);
  if (inbox.length === 0) throw new Error("the route manifest has no inbox route (admin/…)");
  const shared = new Set([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
  for (const route of routes.filter((route) => !isInboxRoute(route)))
    for (const url of [route.module, ...(route.imports ?? [])]) shared.add(url);
  const assets = new Set<string>();
  for (const route of inbox) {
    for (const url of [route.module, ...(route.imports ?? [])]) if (!shared.has(url)) assets.add(url);
    for (const url of route.css ?? []) assets.add(url);
  }
  for (const url of [...assets].filter((url) => url.endsWith(".js"))) {
    const code = readFileSync(join(clientDir, url), "utf8");
    for (const match of code.matchAll(/["'`](\/assets\/[^"'`]+\.css)["'`]/g)) assets.add(match[1]!);
  }
  return assets;
}

export interface PageReport {
  path: string;
  js: number;
  css: number;
  /** The inbox's files among the page's initial assets (or its stylesheet, inlined). */
  inbox: string[];
}

/**
 * Every prerendered page's initial JS and CSS (gzip bytes) and any inbox file it would load;
 * the inbox's files found. (A module that a public route and the inbox both imported would go
 * to a shared chunk, not one of these: keep public code from importing app/admin.)
 */
export function measurePages(clientDir: string): { pages: PageReport[]; inboxFiles: string[] } {
  // Public pages load no route manifest (only the inbox's page does): the build has one.
  const manifestFile = readdirSync(join(clientDir, "assets")).find((name) => /^manifest-[^/]*\.js$/.test(name));
  if (!manifestFile) throw new Error(`${clientDir}/assets holds no route manifest`);
  const inboxFiles = inboxAssets(clientDir, readManifest(clientDir, `/assets/${manifestFile}`));
  const islandChunks = readIslandChunks(clientDir);
  const pages = prerenderedPages(clientDir).map(({ path, file }) => {
    const html = readFileSync(file, "utf8");
    const { js, css } = initialAssets(clientDir, html, islandChunks);
    const inline = inlineStyles(html);
    const inboxCss = [...inboxFiles]
      .filter((url) => url.endsWith(".css"))
      .map((url) => ({ url, text: readFileSync(join(clientDir, url), "utf8").trim() }));
    return {
      path,
      js: js.reduce((sum, url) => sum + gzipSize(clientDir, url), 0) + inlineScriptsGzip(html),
      // Stylesheets linked, plus the one the build inlines into the page (app/root.tsx).
      css:
        css.reduce((sum, url) => sum + gzipSize(clientDir, url), 0) +
        inline.reduce((sum, text) => sum + gzipSync(text, { level: 9 }).length, 0),
      inbox: [
        ...[...js, ...css].filter((url) => inboxFiles.has(url)),
        ...inboxCss
          .filter(({ text }) => text !== "" && inline.some((style) => style.includes(text)))
          .map(({ url }) => `${url} (inlined)`),
      ],
    };
  });
  return { pages, inboxFiles: [...inboxFiles].sort() };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function main(clientDir: string) {
  const { pages: rows, inboxFiles } = measurePages(clientDir);
  const over = rows.filter((row) => row.js > BUDGETS.jsGzipBytes || row.css > BUDGETS.cssGzipBytes);
  const withInbox = rows.filter((row) => row.inbox.length > 0);

  console.log(
    `Initial assets per page, gzip (budgets: JS ${kb(BUDGETS.jsGzipBytes)}, CSS ${kb(BUDGETS.cssGzipBytes)})`,
  );
  for (const row of rows) {
    const flag = `${over.includes(row) ? "  OVER BUDGET" : ""}${row.inbox.length > 0 ? "  INBOX CODE" : ""}`;
    console.log(`  ${row.path.padEnd(36)} JS ${kb(row.js).padStart(9)}   CSS ${kb(row.css).padStart(8)}${flag}`);
  }
  if (withInbox.length > 0) {
    console.error(
      `Inbox code on ${withInbox.length} public page(s): ${withInbox.map((row) => `${row.path} (${row.inbox.join(", ")})`).join("; ")}`,
    );
  } else {
    console.log(`Inbox code on public pages: none (${inboxFiles.join(", ")} on no page's initial assets)`);
  }
  if (over.length > 0) {
    console.error(`Budget exceeded on ${over.length} page(s): ${over.map((row) => row.path).join(", ")}`);
  }
  if (over.length > 0 || withInbox.length > 0) process.exit(1);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv[2] ?? "build/client");
}
