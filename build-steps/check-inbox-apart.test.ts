import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { EDITOR_ASSETS, findInboxLeaks } from "./check-inbox-apart";

// The build's check that no public page carries the inbox, on two small builds made here: the
// site's (pages, their script, a stylesheet) and the inbox's (its page, its entry with a chunk
// of its own, its stylesheet), as `npm run build` and `npm run build:admin` write them.

const INBOX_CSS = ".inbox-list{display:grid;gap:1rem}";

/** A public page as the build writes it: its script at the end. */
function page({ head = "", style = "body{margin:0}", main = "" } = {}) {
  return [
    `<!DOCTYPE html><html><head>${head}<style>${style}</style></head><body><main>${main}</main>`,
    '<script type="module" src="/assets/entry.client-e.js"></script></body></html>',
  ].join("");
}

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

function write(dir: string, files: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

/** The two builds: the site's pages given by path ("" is the home page) and extra public files. */
function makeBuild(pages: Record<string, string>, publicFiles: Record<string, string> = {}) {
  root = mkdtempSync(join(tmpdir(), "check-inbox-apart-"));
  const clientDir = join(root, "client");
  const adminDir = join(root, "admin");
  write(clientDir, {
    "assets/entry.client-e.js": "export const e=1;",
    "assets/site.css": "body{color:black}",
    ...publicFiles,
    ...Object.fromEntries(Object.entries(pages).map(([path, html]) => [join(path, "index.html"), html])),
  });
  // The build's list of its pages (site/integration.ts writes it from Astro's route data).
  const list = Object.fromEntries(
    Object.keys(pages).map((path) => [
      `/${path}`,
      { url: `/${path}`, file: join(path, "index.html"), headers: {}, islands: [], scripts: [] },
    ]),
  );
  writeFileSync(join(root, "pages.json"), JSON.stringify(list));
  write(adminDir, {
    "index.html":
      '<!doctype html><html><head><script type="module" src="/admin/assets/inbox-a.js"></script><link rel="stylesheet" href="/admin/assets/inbox-c.css"></head><body></body></html>',
    "assets/inbox-a.js": 'import"./inbox-only-o.js";export const a=1;',
    "assets/inbox-only-o.js": "export const o=1;",
    "assets/inbox-c.css": INBOX_CSS,
  });
  // The editor's build (Keystatic's UI, served at /keystatic).
  const editorDir = join(root, "editor");
  write(editorDir, {
    "index.html":
      '<!doctype html><html><head><script type="module" src="/keystatic/assets/editor-k.js"></script></head><body></body></html>',
    "assets/editor-k.js": "export const keystatic=1;",
  });
  return { clientDir, adminDir, editorDir };
}

describe("check-inbox-apart: no inbox code on a public page", () => {
  it("finds the inbox's files; public pages carry none", () => {
    const { clientDir, adminDir } = makeBuild({
      "": page(),
      about: page({ head: '<link rel="stylesheet" href="/assets/site.css"/>' }),
    });
    const { inboxFiles, leaks } = findInboxLeaks(clientDir, adminDir);
    expect(inboxFiles).toEqual([
      "/admin/assets/inbox-a.js",
      "/admin/assets/inbox-c.css",
      "/admin/assets/inbox-only-o.js",
    ]);
    expect(leaks).toEqual([]);
  });

  it("reports a page that loads the inbox's chunk, preloads it, links or inlines its stylesheet", () => {
    const { clientDir, adminDir } = makeBuild({
      "": page(),
      script: page({ head: '<script type="module" src="/admin/assets/inbox-a.js"></script>' }),
      preload: page({ head: '<link rel="modulepreload" href="/admin/assets/inbox-only-o.js"/>' }),
      stylesheet: page({ head: '<link rel="stylesheet" href="/admin/assets/inbox-c.css"/>' }),
      inlined: page({ style: `body{margin:0}${INBOX_CSS}` }),
    });
    const byPath = Object.fromEntries(
      findInboxLeaks(clientDir, adminDir).leaks.map((leak) => [leak.where, leak.files]),
    );
    expect(byPath).toEqual({
      "/inlined": ["/admin/assets/inbox-c.css (inlined)"],
      "/preload": ["/admin/assets/inbox-only-o.js"],
      // …and what the chunk imports.
      "/script": ["/admin/assets/inbox-a.js", "/admin/assets/inbox-only-o.js"],
      "/stylesheet": ["/admin/assets/inbox-c.css"],
    });
  });

  it("reports a public file that imports the inbox's chunk or is a copy of one", () => {
    const { clientDir, adminDir } = makeBuild(
      { "": page() },
      {
        "assets/importer-i.js": 'import("/admin/assets/inbox-only-o.js");',
        "assets/copy-c.js": 'import"./inbox-only-o.js";export const a=1;',
      },
    );
    expect(findInboxLeaks(clientDir, adminDir).leaks).toEqual([
      { where: "/assets/copy-c.js", files: ["/admin/assets/inbox-a.js (a copy)"] },
      { where: "/assets/importer-i.js", files: ["/admin/assets/inbox-only-o.js"] },
    ]);
  });

  it("fails the build with one line naming the page and the file", () => {
    const tsx = join(process.cwd(), "node_modules", ".bin", "tsx");
    const clean = makeBuild({ "": page() });
    const ok = spawnSync(tsx, ["build-steps/check-inbox-apart.ts", clean.clientDir, clean.adminDir, clean.editorDir], {
      encoding: "utf8",
    });
    expect(ok.status, ok.stderr).toBe(0);
    expect(ok.stdout).toContain(
      "Inbox code on public pages: none (/admin/assets/inbox-a.js, /admin/assets/inbox-c.css,",
    );
    expect(ok.stdout).toContain("Editor code on public pages: none (/keystatic/assets/editor-k.js on no public page");
    rmSync(root!, { recursive: true, force: true });

    const leaky = makeBuild({
      "": page(),
      about: page({ head: '<link rel="modulepreload" href="/admin/assets/inbox-a.js"/>' }),
    });
    const failed = spawnSync(
      tsx,
      ["build-steps/check-inbox-apart.ts", leaky.clientDir, leaky.adminDir, leaky.editorDir],
      {
        encoding: "utf8",
      },
    );
    expect(failed.status).toBe(1);
    expect(failed.stderr.trim().split("\n")).toEqual([
      "Inbox code on 1 public page(s): /about (/admin/assets/inbox-a.js, /admin/assets/inbox-only-o.js)",
    ]);
  });

  it("reports a public page that loads the editor's code, and fails the build naming it", () => {
    const build = makeBuild({
      "": page(),
      services: page({ head: '<script type="module" src="/keystatic/assets/editor-k.js"></script>' }),
    });
    expect(findInboxLeaks(build.clientDir, build.editorDir, EDITOR_ASSETS).leaks).toEqual([
      { where: "/services", files: ["/keystatic/assets/editor-k.js"] },
    ]);
    const tsx = join(process.cwd(), "node_modules", ".bin", "tsx");
    const failed = spawnSync(
      tsx,
      ["build-steps/check-inbox-apart.ts", build.clientDir, build.adminDir, build.editorDir],
      {
        encoding: "utf8",
      },
    );
    expect(failed.status).toBe(1);
    expect(failed.stderr.trim()).toBe("Editor code on 1 public page(s): /services (/keystatic/assets/editor-k.js)");
  });
});
