import { ISLAND_STYLES } from "astro/runtime/server/astro-island-styles.js";
import { Parser } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { placeScripts } from "./place-scripts";

// Where a page's inline scripts end up (docs/decisions/027): Astro's island runtime after the
// content, the holder right before the first island.

const SCRIPTS = { holder: "holder()", afterPaint: "after()" };
const runtime = `<style>${ISLAND_STYLES}</style><script>directive()</script><script>islands()</script>`;
/** The page's landmarks in document order: each script by the call it makes, h1, islands, styles, </body>. */
function order(html: string): string[] {
  const seen: string[] = [];
  let script = false;
  const parser = new Parser({
    onopentag(name) {
      if (name === "script") script = true;
      else if (["h1", "astro-island", "style"].includes(name)) seen.push(name);
    },
    ontext(text) {
      if (script && text.endsWith("()")) seen.push(text.slice(0, -"()".length));
    },
    onclosetag(name, implied) {
      if (name === "script") script = false;
      if (name === "body" && !implied) seen.push("/body");
    },
  });
  parser.write(html);
  parser.end();
  return seen;
}

describe("placeScripts", () => {
  it("moves Astro's runtime to the end of the body and puts the holder right before the first island", () => {
    const html = `<html><head></head><body><nav></nav><script>menu()</script><main><h1>Hi</h1>${runtime}<form><astro-island uid="a"></astro-island></form><astro-island uid="b"></astro-island></main><script>chat()</script></body></html>`;
    expect(order(placeScripts(html, SCRIPTS))).toEqual([
      "menu",
      "h1",
      "style",
      "holder",
      "astro-island",
      "astro-island",
      "chat",
      "after",
      "directive",
      "islands",
      "/body",
    ]);
  });

  it("makes Astro's runtime module scripts, which run once the page is parsed, their text unchanged", () => {
    const html = `<html><head></head><body><main><h1>Hi</h1>${runtime}<astro-island uid="a"></astro-island></main></body></html>`;
    const placed = placeScripts(html, SCRIPTS);
    expect(placed).toContain(
      `<script type="module">directive()</script><script type="module">islands()</script></body>`,
    );
    expect(placed).toContain("<script>holder()</script><astro-island");
  });

  it("puts a module script loaded from a file in an inert template, so nothing is fetched while the page is parsed", () => {
    const html = `<html><head></head><body><main><h1>Hi</h1>${runtime}<astro-island uid="a"></astro-island></main><script type="module" src="/assets/start.js"></script></body></html>`;
    expect(placeScripts(html, SCRIPTS)).toContain(
      `<template data-after-paint><script type="module" src="/assets/start.js"></script></template><script>after()</script><script type="module">directive()</script>`,
    );
  });

  it("on a page without an island, puts no holder (nothing to hold), the after-paint script at the end", () => {
    const html = `<html><head></head><body><main><h1>Hi</h1></main><script>chat()</script></body></html>`;
    expect(order(placeScripts(html, SCRIPTS))).toEqual(["h1", "chat", "after", "/body"]);
  });

  it("keeps the island's stylesheet where it was, so nothing shifts", () => {
    const html = `<body><h1>Hi</h1>${runtime}<p><astro-island uid="a"></astro-island></p></body>`;
    expect(placeScripts(html, SCRIPTS)).toContain(
      `<h1>Hi</h1><style>${ISLAND_STYLES}</style><p><script>holder()</script><astro-island`,
    );
  });

  it("reads the page as a browser does: an island or a </body> named in a comment is not one", () => {
    const html = `<body><h1>Hi</h1><!-- the form below is an <astro-island> -->${runtime}<form><astro-island uid="a"></astro-island></form><script>chat()</script></body><!-- </body> --></html>`;
    const placed = placeScripts(html, SCRIPTS);
    expect(order(placed)).toEqual([
      "h1",
      "style",
      "holder",
      "astro-island",
      "chat",
      "after",
      "directive",
      "islands",
      "/body",
    ]);
    expect(placed).toContain("<!-- the form below is an <astro-island> -->");
    expect(placed.endsWith("</body><!-- </body> --></html>")).toBe(true);
  });
});
