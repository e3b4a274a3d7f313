// npm run bench:paint [-- PATH…]: do the pages' scripts delay the first paint?
// The built site and its "ceiling" (a copy of the same build with every executable script removed
// from every page) are served side by side by the same compiled server, and each page of both is
// loaded in turn in Chromium under Lighthouse's mobile throttling applied for real through the
// DevTools protocol (tests/e2e/throttling.ts), a fresh profile per load (nothing cached).
// BENCH_RUNS (7) loads of each, the two alternating so that both see the same machine; median
// first contentful paint and largest contentful paint per page, and their ratio to the ceiling's.
// Goal: both within 1.05× on every page. Table written to docs/benchmarks.md.
// An A/A control runs in the same rotation: a second copy of the ceiling, whose ratio to the
// ceiling is the method's noise in this very run; goal for the mean over the pages: the site's
// FCP ratio within 1.03 of the control's.
// BENCH_SELF=1 loads the ceiling against a second copy of itself instead (nothing written): the
// ratios a page with nothing to tell them apart shows, the method's own noise on this machine.
// BENCH_ROOT=folder measures the build/ in that folder (a copy kept from before a change).
// Needs `npm run build` (run when build/ is missing).
import { execFileSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { chromium } from "@playwright/test";
import { prerenderedPages } from "../server/site/site-files";
import { MOBILE_CPU_SLOWDOWN, MOBILE_NETWORK, throttle } from "../tests/e2e/throttling";
import { buildCeiling, freePort, startServer, writeBenchmarkSection } from "./lib";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../tests/chromium";

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const SELF = process.env.BENCH_SELF === "1";
const GOAL = 1.05;
const CONTROL_GOAL = 1.03;
/** Lighthouse's mobile device (a Moto G Power). */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/**
 * Installed before the page's first byte: notes the first contentful paint and the last largest
 * contentful paint candidate, and resolves `window.__benchPaint.done` with both once the page has
 * loaded and painted since (read through the DevTools protocol: the pages' policy allows no eval).
 */
const RECORDER = `(() => {
  let done;
  const marks = { fcp: null, lcp: null };
  window.__benchPaint = { done: new Promise((resolve) => (done = resolve)) };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === "first-contentful-paint") marks.fcp = entry.startTime;
  }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.lcp = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  const finish = () => requestAnimationFrame(() => setTimeout(() => done(marks), 250));
  if (document.readyState === "complete") finish();
  else addEventListener("load", finish, { once: true });
})();`;

interface Marks {
  fcp: number;
  lcp: number;
}

/** BENCH_ROOT: a folder holding another build/ to measure (a copy of the build before a change). */
const from = process.env.BENCH_ROOT ?? process.cwd();
if (!process.env.BENCH_ROOT && !existsSync("build/client/index.html"))
  execFileSync("npm", ["run", "build"], { stdio: "inherit" });
const only = process.argv.slice(2);
const pages = prerenderedPages(`${from}/build/client`).filter((page) => only.length === 0 || only.includes(page.path));

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const load = { before: loadavg()[0]!, after: 0 };
const ceilingRoot = buildCeiling(from);
const selfRoot = SELF ? buildCeiling(from) : undefined;
const site = await startServer(await freePort(), { LOG_LEVEL: "error" }, selfRoot ?? from);
const ceiling = await startServer(await freePort(), { LOG_LEVEL: "error" }, ceilingRoot);
const controlRoot = buildCeiling(from);
const control = await startServer(await freePort(), { LOG_LEVEL: "error" }, controlRoot);
const servers = { site, ceiling, control };
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS,
});

async function measure(url: string): Promise<Marks> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.addInitScript(RECORDER);
    await throttle(page);
    await page.goto(url, { waitUntil: "commit" });
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${url}: not loaded within 60 s`)), 60_000).unref(),
    );
    return await Promise.race([page.evaluate<Marks>("window.__benchPaint.done"), timeout]);
  } finally {
    await context.close();
  }
}

interface Row {
  path: string;
  site: Marks;
  ceiling: Marks;
  control: Marks;
}
const rows: Row[] = [];
const ratio = (a: number, b: number) => a / b;
try {
  for (const { path, url } of pages) {
    const runs = { site: [] as Marks[], ceiling: [] as Marks[], control: [] as Marks[] };
    const kinds = ["site", "ceiling", "control"] as const;
    for (let i = 0; i < RUNS; i++) {
      // Rotate which goes first, so none always meets the machine as another left it.
      const order = kinds.map((_, k) => kinds[(i + k) % kinds.length]!);
      for (const which of order) runs[which].push(await measure(servers[which].origin + url));
    }
    const summary = (marks: Marks[]) => ({
      fcp: median(marks.map((mark) => mark.fcp)),
      lcp: median(marks.map((mark) => mark.lcp)),
    });
    const row = { path, site: summary(runs.site), ceiling: summary(runs.ceiling), control: summary(runs.control) };
    rows.push(row);
    console.log(
      `${path.padEnd(32)} FCP ${seconds(row.site.fcp)} / ${seconds(row.ceiling.fcp)} = ${ratio(row.site.fcp, row.ceiling.fcp).toFixed(2)}×, ` +
        `LCP ${seconds(row.site.lcp)} / ${seconds(row.ceiling.lcp)} = ${ratio(row.site.lcp, row.ceiling.lcp).toFixed(2)}×; ` +
        `control FCP ${ratio(row.control.fcp, row.ceiling.fcp).toFixed(2)}×`,
    );
  }
} finally {
  load.after = loadavg()[0]!;
  await browser.close();
  await site.stop();
  await ceiling.stop();
  await control.stop();
  rmSync(ceilingRoot, { recursive: true, force: true });
  rmSync(controlRoot, { recursive: true, force: true });
  if (selfRoot) rmSync(selfRoot, { recursive: true, force: true });
}

const over = rows.filter(
  (row) => ratio(row.site.fcp, row.ceiling.fcp) > GOAL || ratio(row.site.lcp, row.ceiling.lcp) > GOAL,
);
const fcpRatios = rows.map((row) => ratio(row.site.fcp, row.ceiling.fcp));
const lcpRatios = rows.map((row) => ratio(row.site.lcp, row.ceiling.lcp));
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const meanFcp = mean(fcpRatios);
const meanControl = mean(rows.map((row) => ratio(row.control.fcp, row.ceiling.fcp)));
const meanLcp = mean(lcpRatios);
const meanControlLcp = mean(rows.map((row) => ratio(row.control.lcp, row.ceiling.lcp)));
const againstControl = `Mean over the pages: FCP ${meanFcp.toFixed(3)}× the ceiling, the A/A control ${meanControl.toFixed(3)}× (${(meanFcp / meanControl).toFixed(3)} of the control's; goal ${CONTROL_GOAL}); LCP ${meanLcp.toFixed(3)}×, control ${meanControlLcp.toFixed(3)}×.`;
console.log(
  over.length === 0
    ? `Every page within ${GOAL}× of its ceiling.`
    : `Over ${GOAL}×: ${over.map((row) => row.path).join(", ")}`,
);
console.log(againstControl);
console.log(`Load average ${load.before.toFixed(1)} at the start, ${load.after.toFixed(1)} at the end.`);

if (SELF || process.env.BENCH_ROOT || only.length > 0) {
  console.log(
    `${SELF ? "The ceiling against itself" : "Another build or some pages only"}: docs/benchmarks.md left as it is.`,
  );
} else {
  writeBenchmarkSection(
    "Scripts and the first paint: the site against its ceiling (npm run bench:paint)",
    `Each page of the build and of its ceiling (the same build with every executable script removed
from every page, JSON-LD kept), served side by side by the same compiled server, loaded in turn in
Chromium under Lighthouse's mobile throttling applied for real through the DevTools protocol
(${MOBILE_NETWORK.latency} ms latency, ${(MOBILE_NETWORK.downloadThroughput / 131072).toFixed(1)} Mbit/s down, ${MOBILE_CPU_SLOWDOWN}× CPU slowdown), a ${PHONE.viewport.width} × ${PHONE.viewport.height} phone, nothing
cached; ${RUNS} loads of each, with an A/A control (a second copy of the ceiling) in the same
rotation, median per page. Goal: FCP and LCP within ${GOAL}× of the
ceiling on every page. Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores, load average ${load.before.toFixed(1)} at the start
and ${load.after.toFixed(1)} at the end (the machine is shared).

| Page | FCP | Ceiling FCP | Ratio | Control ratio | LCP | Ceiling LCP | Ratio |
|---|---:|---:|---:|---:|---:|---:|---:|
${rows
  .map(
    (row) =>
      `| ${row.path} | ${seconds(row.site.fcp)} | ${seconds(row.ceiling.fcp)} | ${ratio(row.site.fcp, row.ceiling.fcp).toFixed(2)}× | ${ratio(row.control.fcp, row.ceiling.fcp).toFixed(2)}× | ${seconds(row.site.lcp)} | ${seconds(row.ceiling.lcp)} | ${ratio(row.site.lcp, row.ceiling.lcp).toFixed(2)}× |`,
  )
  .join("\n")}

FCP ratio ${Math.min(...fcpRatios).toFixed(2)}–${Math.max(...fcpRatios).toFixed(2)}×, LCP ratio ${Math.min(...lcpRatios).toFixed(2)}–${Math.max(...lcpRatios).toFixed(2)}×; ${
      over.length === 0 ? `every page within ${GOAL}×.` : `over ${GOAL}× on ${over.map((row) => row.path).join(", ")}.`
    }
${againstControl}`,
  );
  console.log("Written to docs/benchmarks.md");
}
