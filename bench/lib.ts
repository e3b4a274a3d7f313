// Shared by the benchmark scripts: start the real server on a port, update docs/benchmarks.md.
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { freePort, waitFor } from "../server/test-support/ports";
import { DomUtils, parseDocument } from "htmlparser2";

export { freePort, waitFor } from "../server/test-support/ports";

/**
 * The compiled server (`npm run build`) with a throwaway SQLite database, run from `cwd` (whose
 * build/ and content/ it serves); resolves once /readyz answers.
 */
export async function startServer(port: number, env: Record<string, string> = {}, cwd = process.cwd()) {
  const dir = mkdtempSync(join(tmpdir(), "site-bench-"));
  const child: ChildProcess = spawn(process.execPath, ["build/server/main.js"], {
    cwd,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: `file:${join(dir, "bench.db")}`,
      LOG_LEVEL: "warn",
      // No scheduled backup in the middle of a measurement (nor an archive left in the checkout).
      BACKUP_INTERVAL_HOURS: "0",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  // A shared machine under load can take longer than a test would wait for a server to start.
  await waitFor(`http://127.0.0.1:${port}/readyz`, 120_000);
  return {
    origin: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill("SIGTERM");
      await once(child, "exit");
    },
  };
}

/** The page without its executable scripts (inline or not); data blocks such as JSON-LD stay. */
function withoutScripts(html: string): string {
  const document = parseDocument(html, { decodeEntities: false });
  for (const script of DomUtils.getElementsByTagName("script", document.children))
    if (script.attribs.type !== "application/ld+json") DomUtils.removeElement(script);
  return DomUtils.getOuterHTML(document, { decodeEntities: false });
}

/**
 * A copy of the build in `from` (a folder holding build/) whose pages carry no script (and whose
 * precompressed pages say the same), run from a folder of its own: the server reads build/ and
 * content/ from its working directory. The "ceiling" of bench:paint and bench:pages.
 */
export function buildCeiling(from = process.cwd()): string {
  const root = mkdtempSync(join(tmpdir(), "site-ceiling-"));
  cpSync(join(from, "build"), join(root, "build"), { recursive: true });
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

/** The PostgreSQL the benchmarks use: TEST_DATABASE_URL, or the local one. */
export const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/**
 * A fresh schema for one benchmark run on PostgreSQL (its URL sets the search path), or undefined
 * with a warning when PostgreSQL does not answer.
 */
export async function postgresSchema(prefix: string): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const schema = `${prefix}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
    await admin.query(`create schema ${schema}`);
  } catch (error) {
    console.warn(`PostgreSQL skipped: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  } finally {
    await admin.end().catch(() => undefined);
  }
  const url = new URL(POSTGRES_URL);
  url.searchParams.set("options", `-c search_path=${schema}`);
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    },
  };
}

/**
 * The server under benchmark as bench/server.ts runs it (the real buildApp, API only,
 * plus a hello-world baseline at /api/bench/hello), on the given database; resolves once it is
 * ready. No mail, no Redis.
 */
export async function startBenchServer(databaseUrl: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "bench/server.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: "warn",
      SMTP_URL: "",
      REDIS_URL: "",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  // A loaded shared machine may need longer to start it (BENCH_READY_MS).
  await waitFor(`${url}/readyz`, Number(process.env.BENCH_READY_MS ?? 30_000));
  return {
    url,
    pid: child.pid!,
    async stop() {
      child.kill("SIGTERM");
      await once(child, "exit");
    },
  };
}
