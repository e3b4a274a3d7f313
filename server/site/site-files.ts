import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

// The prerendered pages of a build, as the server, the build scripts and the tests see them:
// read from build/pages.json, which the site's build writes from Astro's own route data
// (site/integration.ts), beside the client files.

export interface PrerenderedPage {
  /** Decoded path, as routes match it: "/", "/about", "/assessment/IT Consulting". */
  path: string;
  /** The same path as it appears in a URL: "/assessment/IT%20Consulting". */
  url: string;
  /** The page's HTML file. */
  file: string;
  /** Response headers of the page (its Content-Security-Policy; X-Robots-Tag on pages kept out of search). */
  headers: Record<string, string>;
  /** The scripts the browser loads before the page is live: its islands', the layout's (URL paths). */
  scripts: string[];
  /** Its islands' modules (site-relative). */
  islands: string[];
}

interface PageRecord {
  url: string;
  file: string;
  headers: Record<string, string>;
  scripts: string[];
  islands: string[];
}

/** Every page of the build in clientDir, sorted by path (the 404 page included, as "/404"). */
export function prerenderedPages(clientDir = "build/client"): PrerenderedPage[] {
  const listFile = join(clientDir, "..", "pages.json");
  if (!existsSync(listFile)) throw new Error(`No ${listFile}: run "npm run build" again.`);
  const records = JSON.parse(readFileSync(listFile, "utf8")) as Record<string, PageRecord>;
  return Object.entries(records)
    .map(([path, record]) => ({
      path,
      url: record.url,
      file: join(clientDir, record.file),
      headers: record.headers,
      scripts: record.scripts,
      islands: record.islands,
    }))
    .sort((a, b) => a.path.localeCompare(b.path));
}
