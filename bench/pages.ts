// npm run bench:pages: Lighthouse (mobile, default simulated throttling) over every page of
// the sitemap, median of 3 runs by performance score (a run failing with NO_NAVSTART or
// another runtime error is retried), table written to docs/benchmarks.md.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import { DomUtils, parseDocument } from "htmlparser2";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../tests/chromium";
import { startServer, writeBenchmarkSection } from "./lib";

const PORT = Number(process.env.BENCH_PORT ?? 4173);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const origin = `http://127.0.0.1:${PORT}`;

// Canonical URLs must name the origin Lighthouse loads: build for it.
execFileSync("npm", ["run", "build"], { stdio: "inherit", env: { ...process.env, PUBLIC_ORIGIN: origin } });

const sitemap = readFileSync("build/client/sitemap.xml", "utf8");
const only = process.argv.slice(2);
const paths = DomUtils.getElementsByTagName("loc", parseDocument(sitemap, { xmlMode: true }).children)
  .map((loc) => new URL(DomUtils.textContent(loc)).pathname)
  .filter((path) => only.length === 0 || only.includes(decodeURIComponent(path)));

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  transferKb: number;
  scriptKb: number;
}

const server = await startServer(PORT);
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

let lighthouseVersion = "";
const rows: string[] = [];
try {
  for (const path of paths) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(origin + path));
    runs.sort((a, b) => a.performance - b.performance || b.lcpMs - a.lcpMs);
    const median = runs[Math.floor(runs.length / 2)]!;
    const row = [
      decodeURIComponent(path),
      median.performance,
      median.accessibility,
      median.bestPractices,
      median.seo,
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
  chrome.kill();
  await server.stop();
}

writeBenchmarkSection(
  "Lighthouse per page (npm run bench:pages)",
  `Lighthouse ${lighthouseVersion}, mobile preset, default simulated throttling, median of ${RUNS} runs, measured ${new Date().toISOString().slice(0, 10)}.

| Page | Perf | A11y | Best pr. | SEO | LCP | CLS | TBT | Transfer | JS |
|---|---|---|---|---|---|---|---|---|---|
${rows.join("\n")}`,
);
console.log("Written to docs/benchmarks.md");
