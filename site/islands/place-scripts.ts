import { ISLAND_STYLES } from "astro/runtime/server/astro-island-styles.js";
import { Parser } from "htmlparser2";

// Where a page's inline scripts sit, so that none runs before the first screen's content is
// parsed (docs/decisions/027). Astro writes its island runtime (its stylesheet, then the
// `client:live` directive and the `astro-island` element as two inline scripts) at the start of
// the component that holds a page's first island: on the outcome pages that is before the hero's
// heading, on the others before the first screen's form or cards. The holder
// (site/islands/hold.ts) must listen before any island is painted. So, on the page as rendered
// (site/middleware.ts):
// - Astro's two scripts move to the end of the body, in their order, as module scripts: the
//   browser runs those once the whole page is parsed, in a task of their own, so the first paint
//   need not wait for them (decision 027, amended 2026-11-29); the islands are prerendered HTML
//   until then (nothing of them is live before that anyway, and the holder keeps what the
//   visitor does meanwhile); their stylesheet (`astro-island{display:contents}`) stays where it
//   is, so nothing shifts;
// - the holder goes right before the first island: it is in place before any control it guards
//   is parsed, and after everything in front of it (the navigation, and the hero on most pages).
//   A page without an island has none (it has nothing to hold);
// - a module script loaded from a file (Astro's processed `<script>`: the counting script's loader)
//   goes in a `<template data-after-paint>` where it is: inert, nothing is fetched while the page
//   is parsed; the after-paint script (site/islands/after-paint.ts), at the end of every page,
//   puts it back once the page is parsed and a frame painted, and marks a page without an island
//   live (`data-hydrated`).
// The menu's script follows the navigation's markup and the chat button's its button
// (site/layouts/Layout.astro): neither guards anything in an island.

/** Where things are in the page, as a browser parses it: [start, end) offsets into the HTML. */
interface Landmarks {
  /** Astro's two scripts right after its island stylesheet, if the page has them: each script's
   * start, where its text starts (after its start tag) and its end. */
  runtime?: Script[];
  /** The first island element. */
  island?: number;
  /** The body's closing tag (as written, not implied). */
  bodyEnd?: number;
  /** Module scripts the page loads from a file (Astro's processed `<script>`s): [start, end). */
  external: { start: number; end: number }[];
}

interface Script {
  start: number;
  text: number;
  end: number;
}

function landmarks(html: string): Landmarks {
  const found: Landmarks = { external: [] };
  /** Astro's prelude, as it is read: its stylesheet, then the scripts right after it. */
  let style: { text: string } | undefined;
  let prelude: { styleEnd: number; scripts: Script[] } | undefined;
  /** Where the module script being read started, if one is. */
  let external: number | undefined;
  const parser = new Parser({
    onopentag(name, attributes) {
      const start = parser.startIndex;
      if (name === "script" && attributes.type === "module" && attributes.src !== undefined) external = start;
      if (name === "style" && !found.runtime && !prelude) style = { text: "" };
      if (name === "astro-island" && found.island === undefined) found.island = start;
      if (prelude && !found.runtime) {
        const last = prelude.scripts.at(-1)?.end ?? prelude.styleEnd;
        if (name !== "script" || start !== last) prelude = undefined;
        else prelude.scripts.push({ start, text: parser.endIndex + 1, end: start });
      }
    },
    ontext(text) {
      if (style) style.text += text;
    },
    onclosetag(name, implied) {
      const end = parser.endIndex + 1;
      if (name === "style" && style) {
        if (style.text === ISLAND_STYLES) prelude = { styleEnd: end, scripts: [] };
        style = undefined;
      }
      if (name === "script" && external !== undefined) {
        found.external.push({ start: external, end });
        external = undefined;
      }
      if (name === "script" && prelude && !found.runtime) {
        const script = prelude.scripts.at(-1);
        if (script) script.end = end;
        if (prelude.scripts.length === 2) {
          found.runtime = prelude.scripts;
          prelude = undefined;
        }
      }
      if (name === "body" && !implied) found.bodyEnd = parser.startIndex;
    },
  });
  parser.write(html);
  parser.end();
  return found;
}

/** The inline scripts placeScripts puts in a page (site/islands/holder-script.ts). */
export interface PlacedScripts {
  /** Before the first island, on a page with one. */
  holder: string;
  /** At the end of every page. */
  afterPaint: string;
}

/**
 * The page's HTML with Astro's island runtime at the end, the holder before the first island, and
 * its module scripts held until after the first paint.
 */
export function placeScripts(html: string, { holder, afterPaint }: PlacedScripts): string {
  const tag = `<script>${holder}</script>`;
  const { runtime, island, bodyEnd, external } = landmarks(html);
  if (bodyEnd === undefined) throw new Error("A page without </body>: its scripts have nowhere to go");
  // As module scripts: the browser runs them once the whole page is parsed, in their order, each in
  // a task of its own, so the first paint need not wait for them (their text, and so their hashes
  // in the page's policy, unchanged).
  const scripts = (runtime ?? []).map(({ text, end }) => `<script type="module">${html.slice(text, end)}`).join("");
  // Cut and insert from the end backwards, so the offsets before each stay true (edits at one
  // offset apply in this order, each before the one applied earlier: the template closes before
  // the scripts that end the body).
  const edits = [
    { at: bodyEnd, remove: 0, insert: `<script>${afterPaint}</script>${scripts}` },
    ...external.flatMap(({ start, end }) => [
      { at: end, remove: 0, insert: "</template>" },
      { at: start, remove: 0, insert: "<template data-after-paint>" },
    ]),
    ...(island === undefined ? [] : [{ at: island, remove: 0, insert: tag }]),
    ...(runtime ? [{ at: runtime[0]!.start, remove: runtime.at(-1)!.end - runtime[0]!.start, insert: "" }] : []),
  ].sort((a, b) => b.at - a.at);
  let placed = html;
  for (const { at, remove, insert } of edits) placed = `${placed.slice(0, at)}${insert}${placed.slice(at + remove)}`;
  return placed;
}
