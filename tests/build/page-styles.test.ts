import { readFileSync } from "node:fs";
import { ISLAND_STYLES } from "astro/runtime/server/astro-island-styles.js";
import { DomUtils, parseDocument } from "htmlparser2";
import { expect, it } from "vitest";
import { inlineStyles } from "../../common/csp";
import { prerenderedPages } from "../../server/site/site-files";

// Each page carries its own share of the site's stylesheet (site/styles/page-styles.ts): every
// class its markup names that the whole stylesheet styles is styled in the page too, and a page
// without the forms' components carries less than the whole.

const whole = (JSON.parse(readFileSync("build/inline-code.json", "utf8")) as { styles: string[] }).styles[0]!;
// A class as its selector: Tailwind escapes every character that is not a letter, a digit, - or _.
const selector = (name: string) => `.${name.replace(/[^\w-]/g, "\\$&")}`;
const styles = (css: string, name: string) => [..."{:,. >[)"].some((next) => css.includes(`${selector(name)}${next}`));

const pageStyles = (html: string) => inlineStyles(html).filter((style) => style !== ISLAND_STYLES);

it("every page styles each class of its markup that the site's stylesheet styles", () => {
  const missing: string[] = [];
  const pages = prerenderedPages();
  expect(pages.length).toBeGreaterThan(10);
  for (const page of pages) {
    const html = readFileSync(page.file, "utf8");
    const [own, ...more] = pageStyles(html);
    expect(more, page.path).toEqual([]);
    const classes = new Set(
      DomUtils.findAll((element) => element.attribs.class !== undefined, parseDocument(html).children).flatMap(
        (element) => element.attribs.class!.split(/\s+/).filter(Boolean),
      ),
    );
    for (const name of classes) if (styles(whole, name) && !styles(own!, name)) missing.push(`${page.path}: .${name}`);
  }
  expect(missing).toEqual([]);
});

it("a page without a form carries less of the stylesheet than the whole", () => {
  const about = prerenderedPages().find((page) => page.path === "/about")!;
  const [own] = pageStyles(readFileSync(about.file, "utf8"));
  // The form fields' placeholder colour is styled in the whole stylesheet, not on /about.
  expect(styles(whole, "placeholder:text-slate-500")).toBe(true);
  expect(styles(own!, "placeholder:text-slate-500")).toBe(false);
  expect(own!.length).toBeLessThan(whole.length * 0.9);
});
