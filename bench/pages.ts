// npm run bench:pages [-- PATH…]: Lighthouse (mobile, default simulated throttling) over every
// page of the sitemap, median of BENCH_RUNS (5) runs by performance score (a run failing with
// NO_NAVSTART or another runtime error is retried), table written to docs/benchmarks.md.
// Each page is also loaded from its "ceiling" (the same build with every executable script
// removed, bench/lib.ts), alternating with the site's runs: the median simulated first
// contentful paint of each and their ratio (goal: within 1.05× on every page, or within
// Lighthouse's own A/A spread where that is wider). BENCH_SELF=1 measures that spread: the
// ceiling against a second copy of itself (nothing written). BENCH_ROOT=folder measures the
// build/ in that folder (built for this origin) instead of building (a copy kept from before a
// change; nothing written).
import { execFileSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { loadavg } from "node:os";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../tests/chromium";
import { buildCeiling, freePort, startServer, writeBenchmarkSection } from "./lib";

const PORT = Number(process.env.BENCH_PORT ?? 4173);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SELF = process.env.BENCH_SELF === "1";
const ROOT = process.env.BENCH_ROOT;
const GOAL = 1.05;
const origin = `http://127.0.0.1:${PORT}`;

// Canonical URLs must name the origin Lighthouse loads: build for it.
if (!ROOT) execFileSync("npm", ["run", "build"], { stdio: "inherit", env: { ...process.env, PUBLIC_ORIGIN: origin } });
const from = ROOT ?? process.cwd();

const sitemap = readFileSync(`${from}/build/client/sitemap.xml`, "utf8");
const only = process.argv.slice(2);
const paths = Array.from(sitemap.matchAll(/<loc>([^<]+)<\/loc>/g), (match) => new URL(match[1]!).pathname).filter(
  (path) => only.length === 0 || only.includes(decodeURIComponent(path)),
);

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  transferKb: number;
  scriptKb: number;
}

const load = { before: loadavg()[0]!, after: 0 };
const ceilingRoot = buildCeiling(from);
const selfRoot = SELF ? buildCeiling(from) : undefined;
const server = await startServer(PORT, {}, selfRoot ?? from);
const ceiling = await startServer(await freePort(), {}, ceilingRoot);
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
});

async function measure(url: string): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
    const lhr = result?.lhr;
    if (lhr && !lhr.runtimeError) {
      lighthouseVersion = lhr.lighthouseVersion;
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const items = (
        lhr.audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] }
      )?.items;
      const bytes = (type: string) => items?.find((item) => item.resourceType === type)?.transferSize ?? 0;
      return {
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        fcpMs: numeric("first-contentful-paint"),
        lcpMs: numeric("largest-contentful-paint"),
        cls: numeric("cumulative-layout-shift"),
        tbtMs: numeric("total-blocking-time"),
        transferKb: bytes("total") / 1024,
        scriptKb: bytes("script") / 1024,
      };
    }
    const code = lhr?.runtimeError?.code ?? "no result";
    if (attempt >= 4) throw new Error(`Lighthouse failed on ${url} ${attempt} times: ${code}`);
    console.warn(`  retrying ${url}: ${code}`);
  }
}

const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
let lighthouseVersion = "";
const rows: string[] = [];
const paint: { path: string; fcp: number; ceiling: number }[] = [];
try {
  for (const path of paths) {
    const runs: Run[] = [];
    const ceilingFcp: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      // Alternate which goes first, so neither always meets the machine as the other left it.
      if (i % 2 === 1) ceilingFcp.push((await measure(ceiling.origin + path)).fcpMs);
      runs.push(await measure(origin + path));
      if (i % 2 === 0) ceilingFcp.push((await measure(ceiling.origin + path)).fcpMs);
    }
    const fcp = middle(runs.map((run) => run.fcpMs));
    paint.push({ path: decodeURIComponent(path), fcp, ceiling: middle(ceilingFcp) });
    runs.sort((a, b) => a.performance - b.performance || b.lcpMs - a.lcpMs);
    const median = runs[Math.floor(runs.length / 2)]!;
    const row = [
      decodeURIComponent(path),
      median.performance,
      median.accessibility,
      median.bestPractices,
      median.seo,
      `${(fcp / 1000).toFixed(2)} s`,
      `${(paint.at(-1)!.ceiling / 1000).toFixed(2)} s`,
      `${(fcp / paint.at(-1)!.ceiling).toFixed(2)}×`,
      `${(median.lcpMs / 1000).toFixed(2)} s`,
      median.cls.toFixed(3),
      `${Math.round(median.tbtMs)} ms`,
      `${median.transferKb.toFixed(1)} KB`,
      `${median.scriptKb.toFixed(1)} KB`,
    ];
    rows.push(`| ${row.join(" | ")} |`);
    console.log(rows.at(-1));
  }
} finally {
  load.after = loadavg()[0]!;
  chrome.kill();
  await server.stop();
  await ceiling.stop();
  rmSync(ceilingRoot, { recursive: true, force: true });
  if (selfRoot) rmSync(selfRoot, { recursive: true, force: true });
}

const ratios = paint.map((row) => row.fcp / row.ceiling);
const over = paint.filter((row) => row.fcp / row.ceiling > GOAL).map((row) => row.path);
const summary = `FCP against the ceiling: ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}×; ${
  over.length === 0 ? `every page within ${GOAL}×` : `over ${GOAL}× on ${over.join(", ")}`
}. Load average ${load.before.toFixed(1)} at the start, ${load.after.toFixed(1)} at the end.`;
console.log(summary);
if (SELF || ROOT || only.length > 0) {
  console.log(
    `${SELF ? "The ceiling against itself" : ROOT ? `The build in ${ROOT}` : "Some pages only"}: docs/benchmarks.md left as it is.`,
  );
} else {
  writeBenchmarkSection(
    "Lighthouse per page (npm run bench:pages)",
    `Lighthouse ${lighthouseVersion}, mobile preset, default simulated throttling, median of ${RUNS} runs, measured ${new Date().toISOString().slice(0, 10)}.
FCP (simulated) against the ceiling: the same page with every executable script removed, loaded
alternately with it, median of ${RUNS} (goal: within ${GOAL}×, or Lighthouse's own A/A spread where
wider: \`BENCH_SELF=1 npm run bench:pages\`).

| Page | Perf | A11y | Best pr. | SEO | FCP | Ceiling FCP | Ratio | LCP | CLS | TBT | Transfer | JS |
|---|---|---|---|---|---|---|---|---|---|---|---|---|
${rows.join("\n")}

${summary}`,
  );
  console.log("Written to docs/benchmarks.md");
}
