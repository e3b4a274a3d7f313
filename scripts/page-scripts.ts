// What a built public page runs before it is live: its module script, the islands it hydrates at
// once (`data-load="page"`, app/islands/island.tsx) and every module those import statically.
// Read by postbuild.ts (which preloads them) and check-budgets.ts (which counts them).
import { readFileSync } from "node:fs";
import { join } from "node:path";

/** Island file → its chunk, written by the build (vite.config.ts) beside the client files. */
export type IslandChunks = Record<string, string>;

export function readIslandChunks(clientDir: string): IslandChunks {
  return JSON.parse(readFileSync(join(clientDir, "..", "island-chunks.json"), "utf8")) as IslandChunks;
}

/** Static imports of a built module (`import … from "./x.js"`, `import "./x.js"`), as /assets/ URLs. */
export function staticImports(clientDir: string, url: string): string[] {
  const code = readFileSync(join(clientDir, url), "utf8");
  return Array.from(
    code.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g),
    (match) => new URL(match[1]!, `http://x${url}`).pathname,
  );
}

/** The chunks of the islands a page hydrates as soon as it loads. */
export function pageIslandChunks(html: string, chunks: IslandChunks): string[] {
  return Array.from(html.matchAll(/<div[^>]* data-island="([^"]+)" data-load="page"/g), (match) => {
    const chunk = chunks[match[1]!];
    if (!chunk) throw new Error(`The build made no chunk for the island app/${match[1]}`);
    return `/${chunk}`;
  });
}

/** The page's module scripts (`<script type="module" src>`). */
export function moduleScripts(html: string): string[] {
  return Array.from(html.matchAll(/<script[^>]+src="([^"]+)"/g), (match) => match[1]!);
}

/** `roots` and every module they import statically, each once, roots first. */
export function withStaticImports(clientDir: string, roots: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    queue.push(...staticImports(clientDir, url));
  }
  return [...seen];
}
