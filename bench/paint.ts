// npm run bench:paint [-- PATH…]: do the pages' scripts delay the first paint?
// The built site and its "ceiling" (a copy of the same build with every executable script removed
// from every page) are served side by side by the same compiled server, and each page of both is
// loaded in turn in Chromium under Lighthouse's mobile throttling applied for real through the
// DevTools protocol (tests/e2e/throttling.ts), a fresh profile per load (nothing cached).
// BENCH_RUNS (7) loads of each, the two alternating so that both see the same machine; median
// first contentful paint and largest contentful paint per page, and their ratio to the ceiling's.
// Goal (DESIGN section 6): both within 1.05× on every page. Table written to docs/benchmarks.md.
// BENCH_SELF=1 loads the ceiling against a second copy of itself instead (nothing written): the
// ratios a page with nothing to tell them apart shows, the method's own noise on this machine.
// Needs `npm run build` (run when build/ is missing).
import { execFileSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { DomUtils, parseDocument } from "htmlparser2";
import { prerenderedPages } from "../server/site/site-files";
import { MOBILE_CPU_SLOWDOWN, MOBILE_NETWORK, throttle } from "../tests/e2e/throttling";
import { freePort, startServer, writeBenchmarkSection } from "./lib";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../tests/chromium";

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const SELF = process.env.BENCH_SELF === "1";
const GOAL = 1.05;
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

/** The page without its executable scripts (inline or not); data blocks such as JSON-LD stay. */
function withoutScripts(html: string): string {
  const document = parseDocument(html, { decodeEntities: false });
  for (const script of DomUtils.getElementsByTagName("script", document.children))
    if (script.attribs.type !== "application/ld+json") DomUtils.removeElement(script);
  return DomUtils.getOuterHTML(document, { decodeEntities: false });
}

/**
 * A copy of the build whose pages carry no script (and whose precompressed pages say the same),
 * run from a folder of its own: the server reads build/ and content/ from its working directory.
 */
function buildCeiling(): string {
  const root = mkdtempSync(join(tmpdir(), "site-ceiling-"));
  cpSync("build", join(root, "build"), { recursive: true });
  symlinkSync(resolve("node_modules"), join(root, "node_modules"));
  symlinkSync(resolve("content"), join(root, "content"));
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  for (const file of walk(join(root, "build", "client")).filter((name) => name.endsWith(".html"))) {
    const html = withoutScripts(readFileSync(file, "utf8"));
    writeFileSync(file, html);
    if (existsSync(`${file}.br`))
      writeFileSync(`${file}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    if (existsSync(`${file}.gz`)) writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
  }
  return root;
}

if (!existsSync("build/client/index.html")) execFileSync("npm", ["run", "build"], { stdio: "inherit" });
const only = process.argv.slice(2);
const pages = prerenderedPages().filter((page) => only.length === 0 || only.includes(page.path));

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const load = { before: loadavg()[0]!, after: 0 };
const ceilingRoot = buildCeiling();
const selfRoot = SELF ? buildCeiling() : undefined;
const site = await startServer(await freePort(), { LOG_LEVEL: "error" }, selfRoot);
const ceiling = await startServer(await freePort(), { LOG_LEVEL: "error" }, ceilingRoot);
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
}
const rows: Row[] = [];
const ratio = (a: number, b: number) => a / b;
try {
  for (const { path, url } of pages) {
    const runs = { site: [] as Marks[], ceiling: [] as Marks[] };
    for (let i = 0; i < RUNS; i++) {
      // Alternate which goes first, so neither always meets the machine as the other left it.
      const order = i % 2 === 0 ? (["site", "ceiling"] as const) : (["ceiling", "site"] as const);
      for (const which of order) runs[which].push(await measure((which === "site" ? site : ceiling).origin + url));
    }
    const summary = (marks: Marks[]) => ({
      fcp: median(marks.map((mark) => mark.fcp)),
      lcp: median(marks.map((mark) => mark.lcp)),
    });
    const row = { path, site: summary(runs.site), ceiling: summary(runs.ceiling) };
    rows.push(row);
    console.log(
      `${path.padEnd(32)} FCP ${seconds(row.site.fcp)} / ${seconds(row.ceiling.fcp)} = ${ratio(row.site.fcp, row.ceiling.fcp).toFixed(2)}×, ` +
        `LCP ${seconds(row.site.lcp)} / ${seconds(row.ceiling.lcp)} = ${ratio(row.site.lcp, row.ceiling.lcp).toFixed(2)}×`,
    );
  }
} finally {
  load.after = loadavg()[0]!;
  await browser.close();
  await site.stop();
  await ceiling.stop();
  rmSync(ceilingRoot, { recursive: true, force: true });
  if (selfRoot) rmSync(selfRoot, { recursive: true, force: true });
}

const over = rows.filter(
  (row) => ratio(row.site.fcp, row.ceiling.fcp) > GOAL || ratio(row.site.lcp, row.ceiling.lcp) > GOAL,
);
const fcpRatios = rows.map((row) => ratio(row.site.fcp, row.ceiling.fcp));
const lcpRatios = rows.map((row) => ratio(row.site.lcp, row.ceiling.lcp));
console.log(
  over.length === 0
    ? `Every page within ${GOAL}× of its ceiling.`
    : `Over ${GOAL}×: ${over.map((row) => row.path).join(", ")}`,
);

if (SELF || only.length > 0) {
  console.log(`${SELF ? "The ceiling against itself" : "Some pages only"}: docs/benchmarks.md left as it is.`);
} else {
  writeBenchmarkSection(
    "Scripts and the first paint: the site against its ceiling (npm run bench:paint)",
    `Each page of the build and of its ceiling (the same build with every executable script removed
from every page, JSON-LD kept), served side by side by the same compiled server, loaded in turn in
Chromium under Lighthouse's mobile throttling applied for real through the DevTools protocol
(${MOBILE_NETWORK.latency} ms latency, ${(MOBILE_NETWORK.downloadThroughput / 131072).toFixed(1)} Mbit/s down, ${MOBILE_CPU_SLOWDOWN}× CPU slowdown), a ${PHONE.viewport.width} × ${PHONE.viewport.height} phone, nothing
cached; ${RUNS} loads of each, alternating, median per page. Goal: FCP and LCP within ${GOAL}× of the
ceiling on every page. Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores, load average ${load.before.toFixed(1)} at the start
and ${load.after.toFixed(1)} at the end (the machine is shared).

| Page | FCP | Ceiling FCP | Ratio | LCP | Ceiling LCP | Ratio |
|---|---:|---:|---:|---:|---:|---:|
${rows
  .map(
    (row) =>
      `| ${row.path} | ${seconds(row.site.fcp)} | ${seconds(row.ceiling.fcp)} | ${ratio(row.site.fcp, row.ceiling.fcp).toFixed(2)}× | ${seconds(row.site.lcp)} | ${seconds(row.ceiling.lcp)} | ${ratio(row.site.lcp, row.ceiling.lcp).toFixed(2)}× |`,
  )
  .join("\n")}

FCP ratio ${Math.min(...fcpRatios).toFixed(2)}–${Math.max(...fcpRatios).toFixed(2)}×, LCP ratio ${Math.min(...lcpRatios).toFixed(2)}–${Math.max(...lcpRatios).toFixed(2)}×; ${
      over.length === 0 ? `every page within ${GOAL}×.` : `over ${GOAL}× on ${over.map((row) => row.path).join(", ")}.`
    }`,
  );
  console.log("Written to docs/benchmarks.md");
}
