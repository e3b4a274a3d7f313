import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";

// The prerendered pages of a build, as the server, the build scripts and the tests see them.

export interface PrerenderedPage {
  /** Decoded path, as routes match it: "/", "/about", "/assessment/IT Consulting". */
  path: string;
  /** The same path as it appears in a URL: "/assessment/IT%20Consulting". */
  url: string;
  /** The index.html file. */
  file: string;
}

/** Every `index.html` under the client build, sorted by path (the 404 page included, as "/404"). */
export function prerenderedPages(clientDir = "build/client"): PrerenderedPage[] {
  const pages: PrerenderedPage[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name !== "assets") walk(join(dir, entry.name));
      else if (entry.name === "index.html") {
        const segments = relative(clientDir, dir).split(sep).filter(Boolean).map(decodeURIComponent);
        pages.push({
          path: `/${segments.join("/")}`,
          url: `/${segments.map(encodeURIComponent).join("/")}`,
          file: join(dir, entry.name),
        });
      }
    }
  };
  walk(clientDir);
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}
