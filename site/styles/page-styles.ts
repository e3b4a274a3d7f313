import { readFileSync } from "node:fs";
import { dirname } from "node:path";
import { compile, optimize } from "@tailwindcss/node";
import { Scanner } from "@tailwindcss/oxide";
import { DomUtils, parseDocument } from "htmlparser2";

// Each page's stylesheet, cut to what the page can use (docs/decisions/027): Tailwind builds the
// site's stylesheet (app.css) again from the class names found in one page's markup and in the
// scripts its islands load, so a page carries the rules of its own components and not those of
// every other page's. The whole stylesheet is ~7.5 KB gzipped and sits in every page (decision 003);
// a page's share of it is what lets a page's first answer fit the first round trip.
//
// Only the candidates Tailwind finds in the site's own sources count: a word of the firm's text
// that happens to name a utility ("hidden", "table") adds nothing that the whole stylesheet lacks.

/** What Tailwind reads for one page: its HTML and the code of the scripts it loads. */
export interface PageSources {
  html: string;
  scripts: string[];
}

/** A function from a page's markup and scripts to its stylesheet, minified. */
export type PageStylesheet = (page: PageSources) => Promise<string>;

/**
 * Every class attribute of the page, decoded: Tailwind reads markup as it is written, where
 * `[&::-webkit-details-marker]:hidden` is `[&amp;::-webkit-details-marker]:hidden`.
 */
const classAttributes = (html: string) =>
  DomUtils.findAll((element) => element.attribs.class !== undefined, parseDocument(html).children)
    .map((element) => element.attribs.class)
    .join("\n");

/** Builds page stylesheets from `entry` (site/styles/app.css), scanning the sources under `root`. */
export async function pageStylesheets(entry: string, root: string): Promise<PageStylesheet> {
  const css = readFileSync(entry, "utf8");
  // A compiler keeps every candidate it has built: one for each page.
  const compiler = () => compile(css, { base: dirname(entry), onDependency: () => {} });
  const { sources } = await compiler();
  const site = new Set(new Scanner({ sources: [{ base: root, pattern: "**/*", negated: false }, ...sources] }).scan());
  return async ({ html, scripts }) => {
    const candidates = new Scanner({ sources: [] })
      .scanFiles([
        { content: html, extension: "html" },
        { content: classAttributes(html), extension: "html" },
        ...scripts.map((content) => ({ content, extension: "js" })),
      ])
      .filter((candidate) => site.has(candidate));
    return optimize((await compiler()).build(candidates), { minify: true }).code;
  };
}
