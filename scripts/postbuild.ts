// After `react-router build`: drop the SPA fallback (every page is prerendered and the
// server answers unknown paths with the 404 page), record the SHA-256 of every page's
// inline scripts for the Content-Security-Policy (build/csp-hashes.json), then
// precompress text files with brotli and gzip so the server never compresses per request.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { basename, dirname, extname, join, relative, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { inlineScripts } from "../common/csp";

const CLIENT_DIR = "build/client";
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".svg", ".xml", ".txt", ".json", ".webmanifest", ".ico"]);

rmSync(join(CLIENT_DIR, "__spa-fallback.html"), { force: true });

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

// Page path (decoded, as the server keys its pages) → 'sha256-…' of each inline script.
const hashes: Record<string, string[]> = {};
for (const file of files(CLIENT_DIR)) {
  if (basename(file) !== "index.html") continue;
  const segments = relative(CLIENT_DIR, dirname(file)).split(sep).filter(Boolean).map(decodeURIComponent);
  const sources = inlineScripts(readFileSync(file, "utf8")).map(
    (script) => `sha256-${createHash("sha256").update(script, "utf8").digest("base64")}`,
  );
  hashes[`/${segments.join("/")}`] = [...new Set(sources)];
}
writeFileSync("build/csp-hashes.json", `${JSON.stringify(hashes, null, 2)}\n`);

let count = 0;
for (const file of files(CLIENT_DIR)) {
  if (!COMPRESSIBLE.has(extname(file)) || statSync(file).size < 256) continue;
  const source = readFileSync(file);
  const br = brotliCompressSync(source, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
  });
  const gz = gzipSync(source, { level: 9 });
  if (br.length < source.length) writeFileSync(`${file}.br`, br);
  if (gz.length < source.length) writeFileSync(`${file}.gz`, gz);
  count++;
}
console.log(`postbuild: precompressed ${count} files in ${CLIENT_DIR}`);
