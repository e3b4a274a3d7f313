import { ISLAND_STYLES } from "astro/runtime/server/astro-island-styles.js";
import { describe, expect, it } from "vitest";
import { placeScripts } from "./place-scripts";

// Where a page's inline scripts end up (docs/decisions/027): Astro's island runtime after the
// content, the holder right before the first island.

const runtime = `<style>${ISLAND_STYLES}</style><script>directive()</script><script>islands()</script>`;
const order = (html: string) =>
  Array.from(html.matchAll(/<script>(\w+)\(\)<\/script>|<(h1|astro-island|\/body|style)\b/g), (m) => m[1] ?? m[2]);

describe("placeScripts", () => {
  it("moves Astro's runtime to the end of the body and puts the holder right before the first island", () => {
    const html = `<html><head></head><body><nav></nav><script>menu()</script><main><h1>Hi</h1>${runtime}<form><astro-island uid="a"></astro-island></form><astro-island uid="b"></astro-island></main><script>chat()</script></body></html>`;
    expect(order(placeScripts(html, "holder()"))).toEqual([
      "menu",
      "h1",
      "style",
      "holder",
      "astro-island",
      "astro-island",
      "chat",
      "directive",
      "islands",
      "/body",
    ]);
  });

  it("on a page without an island, puts the holder at the end of the body", () => {
    const html = `<html><head></head><body><main><h1>Hi</h1></main><script>chat()</script></body></html>`;
    expect(order(placeScripts(html, "holder()"))).toEqual(["h1", "chat", "holder", "/body"]);
  });

  it("keeps the island's stylesheet where it was, so nothing shifts", () => {
    const html = `<body><h1>Hi</h1>${runtime}<p><astro-island uid="a"></astro-island></p></body>`;
    expect(placeScripts(html, "holder()")).toContain(
      `<h1>Hi</h1><style>${ISLAND_STYLES}</style><p><script>holder()</script><astro-island`,
    );
  });
});
