// After `react-router build`: drop the SPA fallback (every page is prerendered and the
// server answers unknown paths with the 404 page), then precompress text files with
// brotli and gzip so the server never compresses per request.
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

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
