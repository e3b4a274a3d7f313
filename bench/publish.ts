// How long "Preview" and "Publish" take on this machine, for a change of the home page's headline:
// - Preview: from the click (Publisher.startPreview, what POST /api/admin/site/preview starts) to
//   the preview being ready to open (built, checked and loaded);
// - Publish this: from "Publish this" on that preview (nothing saved since) to it being live;
// - Publish: from "Publish" (Publisher.publish) to the new build being the one served (its pages
//   loaded and swapped in).
// The build is `astro build` plus the budget, link and inbox/editor checks, in child processes, as in
// production. Needs `npm run build` (the deployed build and build/admin, build/editor).
// Usage: npm run bench:publish [-- RUNS]
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
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
const setHeadline = (headline: string) => writeFileSync(home, original.replace(/^( {2}title: ).*$/m, `$1${headline}`));

const wait = async (what: string, done: () => boolean) => {
  while (!done()) {
    const preview = publisher.preview;
    if (preview.state === "failed") throw new Error(`${what} failed: ${preview.reason}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

async function published(what: string, headline: string) {
  const status = await publisher.settled();
  if (status.state !== "done") throw new Error(`${what} failed: ${"reason" in status ? status.reason : status.state}`);
  if (!publisher.live.current.pages.get("/")!.body.toString("utf8").includes(headline))
    throw new Error(`${what}: the new headline is not live`);
}

const times = { preview: [] as number[], publishThis: [] as number[], publish: [] as number[] };
const load = loadavg()[0]!.toFixed(1);
try {
  for (let run = 1; run <= runs; run++) {
    const previewed = `A headline previewed by the benchmark, run ${run}`;
    setHeadline(previewed);
    let started = performance.now();
    await publisher.startPreview("bench@example.com");
    await wait("the preview", () => publisher.preview.state === "ready");
    times.preview.push(performance.now() - started);
    const preview = publisher.preview;
    if (preview.state !== "ready") throw new Error("no preview");
    if (!publisher.previewBuild!.pages.get("/")!.body.toString("utf8").includes(previewed))
      throw new Error(`run ${run}: the preview does not show the new headline`);
    started = performance.now();
    await publisher.publishPreview("bench@example.com", preview.id);
    await published("publish this", previewed);
    times.publishThis.push(performance.now() - started);

    const headline = `A headline published by the benchmark, run ${run}`;
    setHeadline(headline);
    started = performance.now();
    await publisher.publish("bench@example.com");
    await published("publish", headline);
    times.publish.push(performance.now() - started);
    console.log(
      `run ${run}: preview ${(times.preview.at(-1)! / 1000).toFixed(1)} s, publish this ${(times.publishThis.at(-1)! / 1000).toFixed(1)} s, publish ${(times.publish.at(-1)! / 1000).toFixed(1)} s`,
    );
  }
} finally {
  rmSync(root, { recursive: true, force: true });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const row = (name: string, list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  return `| ${name} | ${seconds(sorted[Math.floor(sorted.length / 2)]!)} | ${seconds(sorted[0]!)} | ${seconds(sorted.at(-1)!)} |`;
};
writeBenchmarkSection(
  "Preview and publish (npm run bench:publish)",
  `For a changed home headline. Preview: from "Preview" to the preview ready to open: \`astro build\` of every
page (${publisher.live.current.pages.size} pages, not compressed: staff are served it as is), the budget, link and
inbox/editor checks side by side in child processes, then the build loaded. Publish this: that preview made live
as it is (nothing saved since; no build): its files compressed (those unchanged since the live build take the live
build's compressed copies), committed, loaded and swapped in. Publish: the same build and checks, compressed the
same way, then loaded and swapped in. ${runs} runs on the development machine (2 cores, shared; load average ${load}
at the start).

| Step | Median | Fastest | Slowest |
| --- | --- | --- | --- |
${row("Preview", times.preview)}
${row("Publish this (after a preview)", times.publishThis)}
${row("Publish", times.publish)}

The swap itself is one reference replaced after the whole build is loaded: requests during a
publish are answered from the previous build, with no gap.`,
);
