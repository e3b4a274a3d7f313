// How long the server takes from `node …` to answering /readyz, and its memory once ready:
// the compiled build (what `npm start` runs) against the TypeScript source under tsx.
// Needs `npm run build`. Usage: npm run bench:start [-- RUNS]
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, waitFor, writeBenchmarkSection } from "./lib";

const runs = Number(process.argv[2] ?? 5);
const commands = {
  "compiled (`node build/server/main.js`, what `npm start` runs)": ["build/server/main.js"],
  "source under tsx (`node --import tsx server/main.ts`, before)": ["--import", "tsx", "server/main.ts"],
};

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) / 1024 : NaN;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const rows: string[] = [];
for (const [label, args] of Object.entries(commands)) {
  const times: number[] = [];
  const memory: number[] = [];
  for (let i = 0; i < runs; i++) {
    const dir = mkdtempSync(join(tmpdir(), "site-start-"));
    const port = await freePort();
    const started = performance.now();
    const child = spawn(process.execPath, args, {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATABASE_URL: `file:${join(dir, "s.db")}`,
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "inherit", "inherit"],
    });
    await waitFor(`http://127.0.0.1:${port}/readyz`, 60_000, 5);
    times.push(performance.now() - started);
    memory.push(rssMb(child.pid!));
    child.kill("SIGTERM");
    await once(child, "exit");
    rmSync(dir, { recursive: true, force: true });
  }
  rows.push(`| ${label} | ${Math.round(median(times))} ms | ${median(memory).toFixed(0)} MB |`);
  console.log(rows.at(-1));
}

writeBenchmarkSection(
  "Server start-up (npm run bench:start)",
  `Median of ${runs} starts on a fresh SQLite file: from spawning Node to the first 200 from \`/readyz\`, and the resident memory then.

| Command | Start to ready | Memory (RSS) |
| --- | --- | --- |
${rows.join("\n")}`,
);
