import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { prerenderedPages } from "../../server/site/site-files";

// The CSP's style-src allows the inlined stylesheet by hash and nothing else inline: a style
// attribute in a prerendered page would be blocked (the carousel once had one).
it("no prerendered page carries a style attribute", () => {
  const offenders = prerenderedPages()
    .filter((page) => /<[a-z][^>]*\sstyle="/i.test(readFileSync(page.file, "utf8")))
    .map((page) => page.path);
  expect(offenders).toEqual([]);
});
