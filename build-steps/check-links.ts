// Fails the build when a page links to a page or a section the build does not have: a mistyped
// path in the navigation, a button to a removed service, a legal page's heading that lost its
// anchor. Each link of every page (<a href>, same site) must lead to a page of the build or a file
// in it, and a link's #fragment to an element with that id on the page it leads to. Run by
// `npm run build` and by "Publish" (server/publishing/publisher.ts), whose staff read its sentences.
// Usage: tsx build-steps/check-links.ts [client dir, default build/client]
import { existsSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { Parser } from "htmlparser2";
import { prerenderedPages } from "../server/site/site-files";

/** A page's links (href as written) and the ids of its elements. */
export function linksAndIds(html: string): { links: string[]; ids: Set<string> } {
  const links: string[] = [];
  const ids = new Set<string>();
  const parser = new Parser({
    onopentag(name, attributes) {
      if (attributes.id) ids.add(attributes.id);
      if (name === "a" && attributes.href !== undefined) links.push(attributes.href);
    },
  });
  parser.write(html);
  parser.end();
  return { links, ids };
}

/**
 * The broken links of a build, a sentence for each missing page or section, naming the pages
 * that link to it (a removed service is linked from every page's footer: one sentence, not 30).
 */
export function brokenLinks(clientDir: string): string[] {
  const pages = new Map(
    prerenderedPages(clientDir).map((page) => [page.path, linksAndIds(readFileSync(page.file, "utf8"))]),
  );
  const isFile = (path: string) => {
    const file = join(clientDir, path);
    return file.startsWith(resolve(clientDir)) && existsSync(file) && statSync(file).isFile();
  };
  /** What is missing → the pages linking to it. */
  const missing = new Map<string, string[]>();
  const report = (problem: string, from: string) => missing.set(problem, [...(missing.get(problem) ?? []), from]);
  for (const [from, { links }] of pages) {
    for (const href of new Set(links)) {
      const url = new URL(href, `http://site.invalid${from === "/404" ? "/" : from}`);
      if (url.origin !== "http://site.invalid") continue; // mailto:, tel:, other sites
      const path = decodeURI(url.pathname).replace(/(.)\/$/, "$1");
      const target = pages.get(path);
      const fragment = decodeURIComponent(url.hash.slice(1));
      if (!target) {
        if (!isFile(path)) report(`${path} is not a page of the site`, from);
      } else if (fragment && !target.ids.has(fragment)) report(`${path} has no section "${fragment}"`, from);
    }
  }
  return [...missing].map(([problem, from]) => {
    const shown = from.slice(0, 3).join(", ");
    const more = from.length > 3 ? ` and ${from.length - 3} more` : "";
    return `A link leads nowhere: ${problem} (linked from ${shown}${more}).`;
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const clientDir = resolve(process.argv[2] ?? "build/client");
  const problems = brokenLinks(clientDir);
  if (problems.length > 0) {
    console.error(`Links that lead nowhere (${problems.length}):\n${problems.join("\n")}`);
    process.exit(1);
  }
  console.log(
    `Links: every link of the ${prerenderedPages(clientDir).length} pages leads to a page or a file of the build`,
  );
}
