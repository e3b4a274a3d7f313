// After `react-router build`: set the SPA fallback aside for /admin (every public page is
// prerendered and the server answers unknown paths with the 404 page), write sitemap.xml and robots.txt from
// the prerendered pages (the route table's output), record the SHA-256 of every page's
// inline scripts and styles for the Content-Security-Policy (build/csp-hashes.json), then
// precompress text files with brotli and gzip so the server never compresses per request.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import { promisify } from "node:util";
import { brotliCompressSync, constants } from "node:zlib";
import zopfli from "@gfx/zopfli";
import { inlineScripts, inlineStyles } from "../common/csp";
import { resolvePublicOrigin } from "../common/public-origin";
import { prerenderedPages } from "../server/site-files";
import { moduleScripts, pageIslandChunks, readIslandChunks, withStaticImports } from "./page-scripts";

const CLIENT_DIR = "build/client";
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".svg", ".xml", ".txt", ".json", ".webmanifest", ".ico"]);

// The SPA fallback is the inbox's page (/admin, never prerendered): kept outside build/client,
// where the server sends it for /admin only (server/plugins/static-site.ts).
if (existsSync(join(CLIENT_DIR, "__spa-fallback.html")))
  renameSync(join(CLIENT_DIR, "__spa-fallback.html"), "build/admin.html");

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

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

// gzip with Zopfli: the same format every client reads, 3–5 % smaller than zlib's level 9,
// paid once at build. Brotli (quality 11) is what most browsers get.
const zopfliGzip = promisify(zopfli.gzip);
let count = 0;
for (const file of files(CLIENT_DIR)) {
  if (!COMPRESSIBLE.has(extname(file)) || statSync(file).size < 256) continue;
  const source = readFileSync(file);
  const br = brotliCompressSync(source, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
  });
  const gz = await zopfliGzip(source, { numiterations: 5 }); // 15 gains ~0.1 %, at a quarter more time
  if (br.length < source.length) writeFileSync(`${file}.br`, br);
  if (gz.length < source.length) writeFileSync(`${file}.gz`, gz);
  count++;
}
console.log(`postbuild: precompressed ${count} files in ${CLIENT_DIR}`);
