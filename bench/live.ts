// npm run bench:live [-- PATH…]: how long a phone shows a page before the visitor can use it.
// Every prerendered page (or the paths given), opened in Chromium under Lighthouse's mobile
// throttling applied for real through the DevTools protocol (tests/e2e/throttling.ts), a fresh
// profile per load (nothing cached), BENCH_RUNS runs (3): first contentful paint, and the moment
// html[data-hydrated] is set (site/islands/hold.ts: the first screen's islands are live), both
// from the start of navigation; and the JavaScript the page fetched before it was live (gzip, as
// the build precompressed it, with the inline scripts the page carries). Median per page, table
// written to docs/benchmarks.md.
// Needs `npm run build` (run when build/ is missing).
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { chromium } from "@playwright/test";
import { prerenderedPages } from "../server/site/site-files";
import { gzipSize, inlineJsBytes, type InlineCode } from "../build-steps/check-budgets";
import { MOBILE_CPU_SLOWDOWN, MOBILE_NETWORK, throttle } from "../tests/e2e/throttling";
import { freePort, startServer, writeBenchmarkSection } from "./lib";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../tests/chromium";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** Lighthouse's mobile device (a Moto G Power). */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

// In-page code is passed as source text: tsx would wrap functions in helpers the page lacks.
/**
 * Installed before the page's first byte: notes the first contentful paint and when the page is
 * live, and resolves `window.__benchLive.done` with both (read through the DevTools protocol: the
 * pages' Content-Security-Policy allows no eval, which waitForFunction would need).
 */
const RECORDER = `(() => {
  let done;
  const marks = { paint: null, live: null, scripts: [] };
  window.__benchLive = { done: new Promise((resolve) => (done = resolve)) };
  const check = () => marks.paint !== null && marks.live !== null && done(marks);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === "first-contentful-paint") marks.paint = entry.startTime;
    check();
  }).observe({ type: "paint", buffered: true });
  new MutationObserver((_records, observer) => {
    if (!document.documentElement.hasAttribute("data-hydrated")) return;
    marks.live = performance.now();
    marks.scripts = performance.getEntriesByType("resource").map((entry) => entry.name).filter((name) => /[.]js$/.test(new URL(name).pathname));
    observer.disconnect();
    check();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });
})();`;

interface Run {
  paint: number;
  live: number;
  /** The scripts fetched before the page was live (URLs). */
  scripts: string[];
}

if (!existsSync("build/client/index.html")) execFileSync("npm", ["run", "build"], { stdio: "inherit" });
const only = process.argv.slice(2);
const paths = prerenderedPages()
  .filter((page) => page.path !== "/404" && (only.length === 0 || only.includes(page.path)))
  .map((page) => ({ path: page.path, url: page.url, islands: page.islands.length > 0 }));

const inline = JSON.parse(readFileSync("build/inline-code.json", "utf8")) as InlineCode;
/** The JavaScript a page fetched before it was live, and the inline scripts it carries, gzip as sent. */
const scriptBytes = (run: Run, islands: boolean) =>
  run.scripts.reduce((sum, url) => sum + gzipSize("build/client", new URL(url).pathname), 0) +
  inlineJsBytes(inline, islands);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const load = { before: loadavg()[0]!, after: 0 };
const server = await startServer(await freePort(), { LOG_LEVEL: "error" });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS,
});

async function measure(url: string): Promise<Run> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.addInitScript(RECORDER);
    await throttle(page);
    await page.goto(server.origin + url, { waitUntil: "commit" });
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${url}: not live within 60 s`)), 60_000).unref(),
    );
    return await Promise.race([page.evaluate<Run>("window.__benchLive.done"), timeout]);
  } finally {
    await context.close();
  }
}

const rows: { path: string; paint: number; live: number; gap: number; js: number }[] = [];
try {
  for (const { path, url, islands } of paths) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(url));
    const row = {
      path,
      paint: median(runs.map((run) => run.paint)),
      live: median(runs.map((run) => run.live)),
      gap: median(runs.map((run) => run.live - run.paint)),
      js: median(runs.map((run) => scriptBytes(run, islands))),
    };
    rows.push(row);
    console.log(
      `${path.padEnd(32)} first paint ${seconds(row.paint)}, live ${seconds(row.live)}, gap ${seconds(row.gap)}, JS ${kb(row.js)}`,
    );
  }
} finally {
  load.after = loadavg()[0]!;
  await browser.close();
  await server.stop();
}

if (only.length > 0) {
  console.log("Some pages only: docs/benchmarks.md left as it is.");
} else {
  const gaps = rows.map((row) => row.gap);
  writeBenchmarkSection(
    "First paint → live (npm run bench:live)",
    `Every prerendered page in Chromium under Lighthouse's mobile throttling, applied for real through
the DevTools protocol (${MOBILE_NETWORK.latency} ms latency, ${(MOBILE_NETWORK.downloadThroughput / 131072).toFixed(1)} Mbit/s down, ${((MOBILE_NETWORK.uploadThroughput * 8) / 1024).toFixed(0)} kbit/s up, ${MOBILE_CPU_SLOWDOWN}× CPU
slowdown), a ${PHONE.viewport.width} × ${PHONE.viewport.height} phone, nothing cached; median of ${RUNS} loads per page (each column on
its own), times from the start of navigation. **First paint**: first contentful paint. **Live**:
\`html[data-hydrated]\` set: the first screen's islands are hydrated and have been handed what was
done before (site/islands/directive.ts); islands further down load when reached. **JS before
live**: every script fetched by then, gzip as the server sends it, with the inline scripts the
page carries (what the build's budget table counts as an upper bound, every island included). Measured
${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores, load average ${load.before.toFixed(1)} at the start and ${load.after.toFixed(1)} at the end (the machine is shared).

| Page | First paint | Live | First paint → live | JS before live |
|---|---:|---:|---:|---:|
${rows.map((row) => `| ${row.path} | ${seconds(row.paint)} | ${seconds(row.live)} | ${seconds(row.gap)} | ${kb(row.js)} |`).join("\n")}

First paint → live: median ${seconds(median(gaps))} over the ${rows.length} pages, from ${seconds(Math.min(...gaps))} to ${seconds(Math.max(...gaps))}.
JavaScript before live: from ${kb(Math.min(...rows.map((row) => row.js)))} to ${kb(Math.max(...rows.map((row) => row.js)))}.`,
  );
  console.log("Written to docs/benchmarks.md");
}
