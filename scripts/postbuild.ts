// After `react-router build`: drop the SPA fallback (every public page is prerendered, the
// server answers unknown paths with the 404 page, the inbox is built apart), write sitemap.xml and robots.txt from
// the prerendered pages (the route table's output), record the SHA-256 of every page's
// inline scripts and styles for the Content-Security-Policy (build/csp-hashes.json), then
// precompress text files with brotli and gzip so the server never compresses per request.
import { createHash } from "node:crypto";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { inlineScripts, inlineStyles } from "../common/csp";
import { resolvePublicOrigin } from "../common/public-origin";
import { prerenderedPages } from "../server/site-files";
import { moduleScripts, pageIslandChunks, readIslandChunks, withStaticImports } from "./page-scripts";
import { precompress } from "./precompress";

const CLIENT_DIR = "build/client";

// React Router writes an SPA fallback; no page of the site is one.
rmSync(join(CLIENT_DIR, "__spa-fallback.html"), { force: true });

// What a page runs before it is live (its module script's imports, the islands it hydrates at
// once and theirs) is fetched in parallel instead of one import after another: on a phone's
// round trips, live about 0.8 s after the first paint instead of 1.5 s (`npm run bench:live`).
// Not as <link rel="modulepreload"> in the HTML: fetches started before the first paint delay
// it (Lighthouse's simulated LCP went from 0.7–1.0 s to 1.8–2.1 s). The list goes in a meta
// tag that the inline script (app/islands/hold.ts) turns into preloads once the page is painted.
const islandChunks = readIslandChunks(CLIENT_DIR);
for (const { file } of prerenderedPages(CLIENT_DIR)) {
  const html = readFileSync(file, "utf8");
  const scripts = moduleScripts(html);
  if (scripts.length === 0) continue;
  const modules = withStaticImports(CLIENT_DIR, [...scripts, ...pageIslandChunks(html, islandChunks)]).filter(
    (url) => !scripts.includes(url),
  );
  writeFileSync(file, html.replace("</head>", `<meta name="preload-modules" content="${modules.join(" ")}"/></head>`));
}

// Page path (decoded, as the server keys its pages) → 'sha256-…' of each inline script and style.
const sha256 = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;
const pages = prerenderedPages(CLIENT_DIR);
const hashes: Record<string, { scripts: string[]; styles: string[] }> = {};
for (const { path, file } of pages) {
  const html = readFileSync(file, "utf8");
  hashes[path] = {
    scripts: [...new Set(inlineScripts(html).map(sha256))],
    styles: [...new Set(inlineStyles(html).map(sha256))],
  };
}
writeFileSync("build/csp-hashes.json", `${JSON.stringify(hashes, null, 2)}\n`);

// Every indexable page: all prerendered pages but the 404 page and those marked noindex.
const origin = resolvePublicOrigin(process.env.PUBLIC_ORIGIN);
const indexable = pages
  .filter(
    ({ path, file }) =>
      path !== "/404" && !/<meta name="robots" content="[^"]*noindex/.test(readFileSync(file, "utf8")),
  )
  .map((page) => page.url);
const xmlEscape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const today = new Date().toISOString().slice(0, 10);
writeFileSync(
  join(CLIENT_DIR, "sitemap.xml"),
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...indexable.map(
      (url) => `  <url><loc>${xmlEscape(new URL(url, origin).toString())}</loc><lastmod>${today}</lastmod></url>`,
    ),
    "</urlset>",
    "",
  ].join("\n"),
);
writeFileSync(join(CLIENT_DIR, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);

const count = await precompress(CLIENT_DIR);
console.log(`postbuild: precompressed ${count} files in ${CLIENT_DIR}`);
