import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { measurePages } from "./check-budgets";

// The build's check that no public page carries the inbox (decision 011), on a small build made
// here: React Router's route manifest, a root, a home route, the inbox's route with a chunk of
// its own and its stylesheet linked by URL (`?url`), as app/admin/admin-app.tsx does.

const MANIFEST = {
  entry: { module: "/assets/entry.client-e.js", imports: [], css: [] },
  routes: {
    root: { id: "root", path: "", module: "/assets/root-r.js", imports: ["/assets/entry.client-e.js"], css: [] },
    "routes/home": {
      id: "routes/home",
      parentId: "root",
      index: true,
      module: "/assets/home-h.js",
      imports: ["/assets/entry.client-e.js", "/assets/shared-s.js"],
      css: [],
    },
    "admin/admin-app": {
      id: "admin/admin-app",
      parentId: "root",
      path: "admin/*",
      module: "/assets/admin-app-a.js",
      imports: ["/assets/entry.client-e.js", "/assets/shared-s.js", "/assets/admin-only-o.js"],
      css: [],
    },
  },
  url: "/assets/manifest-m.js",
  version: "m",
};

const INBOX_CSS = ".inbox-list{display:grid;gap:1rem}";

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
    "assets/manifest-m.js": `window.__reactRouterManifest=${JSON.stringify(MANIFEST)};`,
    "assets/entry.client-e.js": "export const e=1;",
    "assets/root-r.js": 'import{e}from"./entry.client-e.js";export default e;',
    "assets/home-h.js": 'import"./entry.client-e.js";import"./shared-s.js";',
    "assets/shared-s.js": "export const s=1;",
    "assets/admin-app-a.js":
      'import"./entry.client-e.js";import"./shared-s.js";import"./admin-only-o.js";var l=`/assets/admin-c.css`;',
    "assets/admin-only-o.js": "export const o=1;",
    "assets/admin-c.css": INBOX_CSS,
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

describe("check-budgets: no inbox code on a public page", () => {
  it("finds the inbox's route chunk, its own chunks and its stylesheet; public pages carry none", () => {
    const clientDir = makeBuild({
      "": page(),
      about: page({ head: '<link rel="stylesheet" href="/assets/site.css"/>' }),
    });
    const { pages, inboxFiles } = measurePages(clientDir);
    expect(inboxFiles).toEqual(["/assets/admin-app-a.js", "/assets/admin-c.css", "/assets/admin-only-o.js"]);
    expect(pages.map((row) => [row.path, row.inbox])).toEqual([
      ["/", []],
      ["/about", []],
    ]);
  });

  it("reports a page that loads the inbox's chunk, preloads it, links or inlines its stylesheet", () => {
    const clientDir = makeBuild({
      "": page(),
      script: page({ head: '<script type="module" src="/assets/admin-app-a.js"></script>' }),
      preload: page({ head: '<link rel="modulepreload" href="/assets/admin-only-o.js"/>' }),
      stylesheet: page({ head: '<link rel="stylesheet" href="/assets/admin-c.css"/>' }),
      inlined: page({ style: `body{margin:0}${INBOX_CSS}` }),
    });
    const byPath = Object.fromEntries(measurePages(clientDir).pages.map((row) => [row.path, row.inbox]));
    expect(byPath).toEqual({
      "/": [],
      "/inlined": ["/assets/admin-c.css (inlined)"],
      "/preload": ["/assets/admin-only-o.js"],
      // …and what the chunk imports.
      "/script": ["/assets/admin-app-a.js", "/assets/admin-only-o.js"],
      "/stylesheet": ["/assets/admin-c.css"],
    });
  });

  it("fails the build with one line naming the page and the file", () => {
    const tsx = join(process.cwd(), "node_modules", ".bin", "tsx");
    const clean = makeBuild({ "": page() });
    const ok = spawnSync(tsx, ["scripts/check-budgets.ts", clean], { encoding: "utf8" });
    expect(ok.status, ok.stderr).toBe(0);
    expect(ok.stdout).toContain("Inbox code on public pages: none (/assets/admin-app-a.js, /assets/admin-c.css,");
    rmSync(root!, { recursive: true, force: true });

    const leaky = makeBuild({
      "": page(),
      about: page({ head: '<link rel="modulepreload" href="/assets/admin-app-a.js"/>' }),
    });
    const failed = spawnSync(tsx, ["scripts/check-budgets.ts", leaky], { encoding: "utf8" });
    expect(failed.status).toBe(1);
    expect(failed.stderr.trim().split("\n")).toEqual([
      "Inbox code on 1 public page(s): /about (/assets/admin-app-a.js, /assets/admin-only-o.js)",
    ]);
  });
});
