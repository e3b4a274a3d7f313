import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
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
