import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";

const CLIENT_DIR = "build/client";

/** URL of every prerendered page in the build, except the 404 page. */
export function prerenderedPages(): string[] {
  const urls: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name !== "assets") walk(join(dir, entry.name));
      else if (entry.name === "index.html") {
        const segments = relative(CLIENT_DIR, dir).split(sep).filter(Boolean);
        urls.push(`/${segments.map(encodeURIComponent).join("/")}`);
      }
    }
  };
  walk(CLIENT_DIR);
  return urls.filter((url) => url !== "/404").sort();
}
