// Shared by the benchmark scripts: start the real server on a port, update docs/benchmarks.md.
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { waitFor } from "../server/test-support/ports";

export { freePort, waitFor } from "../server/test-support/ports";

/** The compiled server (`npm run build`) with a throwaway SQLite database; resolves once /readyz answers. */
export async function startServer(port: number, env: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), "site-bench-"));
  const child: ChildProcess = spawn(process.execPath, ["build/server/main.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: `file:${join(dir, "bench.db")}`,
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitFor(`http://127.0.0.1:${port}/readyz`);
  return {
    origin: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill("SIGTERM");
      await once(child, "exit");
    },
  };
}

/** Replaces the section under `## heading` (up to the next `## `) in docs/benchmarks.md. */
export function writeBenchmarkSection(heading: string, body: string) {
  const file = "docs/benchmarks.md";
  const current = existsSync(file)
    ? readFileSync(file, "utf8")
    : "# Benchmarks\n\nFigures measured on the development machine (2 cores); each section says which command made it.\n";
  const section = `## ${heading}\n\n${body.trim()}\n`;
  const pattern = new RegExp(`## ${heading.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\n[\\s\\S]*?(?=\\n#{2,3} |$)`);
  const next = pattern.test(current) ? current.replace(pattern, section) : `${current.trimEnd()}\n\n${section}`;
  writeFileSync(file, next.endsWith("\n") ? next : `${next}\n`);
}
