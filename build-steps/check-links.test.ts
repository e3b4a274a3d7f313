import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { brokenLinks } from "./check-links";

// The build's check that every link leads somewhere, on small builds made here: pages (with
// pages.json beside them, as the site's build writes it) and a file.

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

/** A build of these pages (path → body), with /favicon.svg; returns its client folder. */
function makeBuild(pages: Record<string, string>) {
  root = mkdtempSync(join(tmpdir(), "check-links-"));
  const clientDir = join(root, "client");
  const records: Record<string, { url: string; file: string; headers: object; scripts: []; islands: [] }> = {};
  for (const [path, body] of Object.entries(pages)) {
    const file = path === "/404" ? "404.html" : join(...path.split("/").filter(Boolean), "index.html");
    mkdirSync(dirname(join(clientDir, file)), { recursive: true });
    writeFileSync(join(clientDir, file), `<!DOCTYPE html><html><body>${body}</body></html>`);
    records[path] = { url: encodeURI(path), file, headers: {}, scripts: [], islands: [] };
  }
  writeFileSync(join(clientDir, "favicon.svg"), "<svg/>");
  writeFileSync(join(root, "pages.json"), JSON.stringify(records));
  return clientDir;
}

describe("every link leads to a page or a section of the build", () => {
  it("passes links to pages, files, sections, other sites, mail and phone", () => {
    const clientDir = makeBuild({
      "/": '<a href="#main">Skip</a><main id="main"><a href="/about">About</a><a href="/privacy-policy#counting">How we count</a></main>',
      "/about":
        '<a href="/">Home</a><a href="/about/">Again</a><link href="/nowhere.css"><a href="/favicon.svg">Icon</a>',
      "/privacy-policy": '<h2 id="counting">How we count visits</h2><a href="mailto:a@example.com">Mail</a>',
      "/404":
        '<a href="tel:+15550100">Call</a><a href="https://example.com/x">Elsewhere</a><a href="/assessment/IT%20Consulting">IT</a>',
      "/assessment/IT Consulting": "<h1>Assessment</h1>",
    });
    expect(brokenLinks(clientDir)).toEqual([]);
  });

  it("names what is missing, a page or a section of it, and the pages that link to it", () => {
    const clientDir = makeBuild({
      "/": '<nav><a href="/servics">Services</a></nav><a href="/privacy-policy#countng">How we count</a>',
      "/privacy-policy": '<h2 id="counting">How we count visits</h2><a href="#retention">Retention</a>',
      "/404": '<a href="/">Home</a>',
    });
    expect(brokenLinks(clientDir)).toEqual([
      "A link leads nowhere: /servics is not a page of the site (linked from /).",
      'A link leads nowhere: /privacy-policy has no section "countng" (linked from /).',
      'A link leads nowhere: /privacy-policy has no section "retention" (linked from /privacy-policy).',
    ]);
  });

  it("one sentence for a page that many pages link to", () => {
    const footer = '<footer><a href="/web-app">Web & App Development</a></footer>';
    const clientDir = makeBuild({
      "/": footer,
      "/about": footer,
      "/contact": footer,
      "/terms": footer,
      "/404": footer,
    });
    expect(brokenLinks(clientDir)).toEqual([
      "A link leads nowhere: /web-app is not a page of the site (linked from /, /404, /about and 2 more).",
    ]);
  });
});
