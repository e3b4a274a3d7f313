import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { measurePages } from "./check-budgets";

// The build's budget check, on a small build made here: pages, their islands and chunks.

/** A public page as the build writes it: its islands in <main>, the islands' script at the end. */
function page({ head = "", style = "body{margin:0}", main = "" } = {}) {
  return [
    `<!DOCTYPE html><html><head>${head}<style>${style}</style></head><body><main>${main}</main>`,
    '<script type="module" src="/assets/entry.client-e.js"></script></body></html>',
  ].join("");
}

const island = (file: string, load: "page" | "visible") =>
  `<div class="contents" data-island="${file}" data-load="${load}" data-prefix="_R_1_" data-props="{}"></div>`;

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

/** A client build whose pages are the given HTML, by path ("" is the home page). */
function makeBuild(pages: Record<string, string>) {
  root = mkdtempSync(join(tmpdir(), "check-budgets-"));
  const clientDir = join(root, "client");
  const files: Record<string, string> = {
    "assets/entry.client-e.js": "export const e=1;",
    "assets/root-r.js": 'import{e}from"./entry.client-e.js";export default e;',
    "assets/home-h.js": 'import"./entry.client-e.js";import"./shared-s.js";',
    "assets/shared-s.js": "export const s=1;",
    "assets/site.css": "body{color:black}",
    "assets/tabs-t.js": 'import"./shared-s.js";export default 1;',
    "assets/later-l.js": "export default 2;",
  };
  for (const [path, html] of Object.entries(pages)) files[join(path, "index.html")] = html;
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(clientDir, path)), { recursive: true });
    writeFileSync(join(clientDir, path), text);
  }
  writeFileSync(
    join(root, "island-chunks.json"),
    JSON.stringify({
      "pages/home/tabs.island.tsx": "assets/tabs-t.js",
      "pages/home/later.island.tsx": "assets/later-l.js",
    }),
  );
  return clientDir;
}

describe("check-budgets: a page's initial JavaScript", () => {
  it("counts the islands hydrated at once (and what they import) and inline scripts, not islands hydrated when reached", () => {
    const inline = "window.__held={held:[]}";
    const clientDir = makeBuild({
      "": page(),
      now: page({ main: island("pages/home/tabs.island.tsx", "page") }),
      later: page({ main: island("pages/home/later.island.tsx", "visible") }),
      inline: page({ head: `<script>${inline}</script><script type="application/ld+json">{"a":1}</script>` }),
    });
    const js = Object.fromEntries(measurePages(clientDir).pages.map((row) => [row.path, row.js]));
    const bytes = (file: string) => statSync(join(clientDir, "assets", file)).size;
    expect(js["/now"]).toBe(js["/"]! + bytes("tabs-t.js") + bytes("shared-s.js"));
    expect(js["/later"]).toBe(js["/"]);
    expect(js["/inline"]).toBe(js["/"]! + gzipSync(inline, { level: 9 }).length);
  });
});
