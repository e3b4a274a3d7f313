// Precompresses a build's text files with brotli and gzip, so the server never compresses per
// request. Used by the site's build (site/integration.ts) and `npm run build:admin` (the inbox).
// Usage: tsx build-steps/precompress.ts DIR [EARLIER_BUILD_DIR] (the second: reuse its compressed
// copies of files that did not change, as a publish does).
import { copyFileSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { extname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompressSync, constants } from "node:zlib";
import zopfli from "@gfx/zopfli";

const COMPRESSIBLE = new Set([".html", ".js", ".css", ".svg", ".xml", ".txt", ".json", ".webmanifest", ".ico"]);

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/** Copies `earlier`'s compressed files beside `file` when its bytes are `source`'s; false otherwise. */
function reuse(source: Buffer, earlier: string, file: string): boolean {
  try {
    if (!existsSync(earlier) || statSync(earlier).size !== source.length || !readFileSync(earlier).equals(source))
      return false;
  } catch {
    return false;
  }
  for (const ext of [".br", ".gz"]) if (existsSync(earlier + ext)) copyFileSync(earlier + ext, file + ext);
  return true;
}

/**
 * Writes FILE.br and FILE.gz beside each text file of dir worth it; returns how many files. With
 * `reuseFrom` (an earlier build's folder): a file whose bytes are the same there takes that
 * build's compressed copies instead (a publish recompresses only what changed).
 */
export async function precompress(dir: string, reuseFrom?: string): Promise<number> {
  // gzip with Zopfli: the same format every client reads, 3–5 % smaller than zlib's level 9,
  // paid once at build. Brotli (quality 11) is what most browsers get.
  const zopfliGzip = promisify(zopfli.gzip);
  let count = 0;
  for (const file of files(dir)) {
    if (!COMPRESSIBLE.has(extname(file)) || statSync(file).size < 256) continue;
    const source = readFileSync(file);
    if (reuseFrom && reuse(source, join(reuseFrom, relative(dir, file)), file)) {
      count++;
      continue;
    }
    const br = brotliCompressSync(source, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
    });
    const gz = await zopfliGzip(source, { numiterations: 5 }); // 15 gains ~0.1 %, at a quarter more time
    if (br.length < source.length) writeFileSync(`${file}.br`, br);
    if (gz.length < source.length) writeFileSync(`${file}.gz`, gz);
    count++;
  }
  return count;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir) throw new Error("Usage: tsx build-steps/precompress.ts DIR [EARLIER_BUILD_DIR]");
  console.log(`precompressed ${await precompress(dir, process.argv[3])} files in ${dir}`);
}
