import { createHash } from "node:crypto";
import { createReadStream, readdirSync, readFileSync } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import { pipeline } from "node:stream/promises";
import { join, relative, sep } from "node:path";

// What a build was made from: each content file's path (from the content folder, with "/") and a
// hash of its bytes, written beside the build (CONTENT_MANIFEST_FILE) by site/integration.ts. The
// inbox compares it with the content folder as it is now to list what was saved and not yet
// published (server/publishing/publisher.ts).

export const CONTENT_MANIFEST_FILE = "content.json";

export type ContentManifest = Record<string, string>;

export function contentManifest(root: string): ContentManifest {
  const manifest: ContentManifest = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile() && !entry.name.startsWith("."))
        manifest[relative(root, path).split(sep).join("/")] = createHash("sha256")
          .update(readFileSync(path))
          .digest("hex")
          .slice(0, 32);
    }
  };
  walk(root);
  return manifest;
}

/** A file's hash as last read, with the size and modification time it had then. */
type HashCache = Map<string, { size: number; mtimeMs: number; ino: number; hash: string }>;
const hashes: HashCache = new Map();

/**
 * The same manifest without holding the event loop (the server lists what is unpublished on a
 * request): each file is read as a stream, and a file whose size, modification time and inode are
 * those of its last reading (and not written in the last seconds) is not read again.
 */
export async function readContentManifest(root: string, cache: HashCache = hashes): Promise<ContentManifest> {
  const manifest: ContentManifest = {};
  const walk = async (dir: string) => {
    for (const entry of (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile() && !entry.name.startsWith(".")) {
        const { size, mtimeMs, ino } = await stat(path);
        let known = cache.get(path);
        if (!known || known.size !== size || known.mtimeMs !== mtimeMs || known.ino !== ino) {
          const hash = createHash("sha256");
          await pipeline(createReadStream(path), hash);
          known = { size, mtimeMs, ino, hash: hash.digest("hex").slice(0, 32) };
          // A file's time has the clock's coarse steps: one written in the last seconds could be
          // written again with the same size and time, so it is read again next time (as git does).
          if (Date.now() - mtimeMs > 2000) cache.set(path, known);
        }
        manifest[relative(root, path).split(sep).join("/")] = known.hash;
      }
    }
  };
  await walk(root);
  return manifest;
}

export interface ContentChange {
  /** The file's path from the content folder ("pages/home.yaml"). */
  file: string;
  change: "changed" | "added" | "removed";
}

/** The files that differ between two manifests (`now` against `built`), by path. */
export function contentChanges(built: ContentManifest, now: ContentManifest): ContentChange[] {
  const files = [...new Set([...Object.keys(built), ...Object.keys(now)])].sort();
  return files.flatMap((file): ContentChange[] => {
    if (!(file in built)) return [{ file, change: "added" }];
    if (!(file in now)) return [{ file, change: "removed" }];
    return built[file] === now[file] ? [] : [{ file, change: "changed" }];
  });
}
