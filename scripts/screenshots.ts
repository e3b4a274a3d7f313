// Full-page screenshots of pages at phone and desktop widths, for looking at what we built.
// Usage: npx tsx scripts/screenshots.ts http://127.0.0.1:3000 /tmp/shots / /about ...
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../tests/chromium";

const [base = "http://127.0.0.1:3000", outDir = "/tmp/shots", ...paths] = process.argv.slice(2);
const WIDTHS = [375, 1280];

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS,
});
for (const width of WIDTHS) {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  for (const path of paths.length ? paths : ["/"]) {
    await page.goto(new URL(path, base).toString(), { waitUntil: "networkidle" });
    const name = `${path.replace(/[^a-z0-9]+/gi, "_") || "_"}-${width}.png`;
    await page.screenshot({ path: join(outDir, name), fullPage: true });
    console.log(join(outDir, name));
  }
  await page.close();
}
await browser.close();
