// How long "Publish" takes on this machine: from the click (Publisher.publish, what
// POST /api/admin/site/publish starts) to the new build being the one served (its pages loaded
// and swapped in), for a change of the home page's headline. The build is `astro build` plus the
// budget, link and inbox/editor checks, in a child process, as in production. Needs `npm run build`
// (the deployed build and build/admin, build/editor). Usage: npm run bench:publish [-- RUNS]
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Publisher } from "../server/publishing/publisher";
import { writeBenchmarkSection } from "./lib";

const runs = Number(process.argv[2] ?? 3);
const root = mkdtempSync(join(tmpdir(), "bench-publish-"));
const contentDir = join(root, "content");
cpSync("content", contentDir, { recursive: true });
const publisher = new Publisher({ deployedDir: "build/client", buildsDir: join(root, "builds"), contentDir });
const home = join(contentDir, "pages", "home.yaml");
const original = readFileSync(home, "utf8");

const times: number[] = [];
try {
  for (let run = 1; run <= runs; run++) {
    const headline = `A headline published by the benchmark, run ${run}`;
    writeFileSync(home, original.replace(/^( {2}title: ).*$/m, `$1${headline}`));
    const before = publisher.live.current.id;
    const started = performance.now();
    await publisher.publish("bench@example.com");
    const status = await publisher.settled();
    const elapsed = performance.now() - started;
    if (status.state !== "done")
      throw new Error(`run ${run} failed: ${"reason" in status ? status.reason : status.state}`);
    const live = publisher.live.current;
    if (live.id === before || !live.pages.get("/")!.body.toString("utf8").includes(headline))
      throw new Error(`run ${run}: the new headline is not live`);
    times.push(elapsed);
    console.log(`run ${run}: ${(elapsed / 1000).toFixed(1)} s`);
  }
} finally {
  rmSync(root, { recursive: true, force: true });
}

const sorted = [...times].sort((a, b) => a - b);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
writeBenchmarkSection(
  "Publish to live (npm run bench:publish)",
  `From "Publish" to the new build being served, for a changed home headline: \`astro build\` of every page
(${publisher.live.current.pages.size} pages, precompressed), the budget, link and inbox/editor checks in a child process,
then the build loaded into memory and swapped in. ${runs} runs on the development machine (2 cores, shared).

| Median | Fastest | Slowest |
| --- | --- | --- |
| ${seconds(sorted[Math.floor(sorted.length / 2)]!)} | ${seconds(sorted[0]!)} | ${seconds(sorted.at(-1)!)} |

The swap itself is one reference replaced after the whole build is loaded: requests during a
publish are answered from the previous build, with no gap.`,
);
