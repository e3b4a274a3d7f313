import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { backup as sqliteBackup, DatabaseSync } from "node:sqlite";
import { Worker } from "node:worker_threads";
import pg from "pg";

// What differs between SQLite and PostgreSQL when copying and checking a database: SQLite is
// copied with node:sqlite's online backup API, PostgreSQL with pg_dump -Fc / pg_restore.

export type TableRows = Record<string, number>;

/** A file path of a SQLite DATABASE_URL (file:<path>), or undefined for PostgreSQL. */
export function sqlitePath(url: string): string | undefined {
  return url.startsWith("file:") ? url.slice("file:".length) : undefined;
}

/**
 * A consistent copy of a live SQLite database while the server keeps writing: one backup step
 * covering every page (a read transaction, which WAL lets writers work beside), run by node:sqlite
 * on libuv's thread pool, so the event loop keeps serving. Never a plain copy of the file.
 */
export async function snapshotSqlite(dbPath: string, target: string): Promise<void> {
  if (!existsSync(dbPath)) throw new Error(`The database ${dbPath} does not exist.`);
  const source = new DatabaseSync(dbPath, { timeout: 5000 });
  try {
    await sqliteBackup(source, target, { rate: 2 ** 31 - 1 });
  } finally {
    source.close();
  }
}

// integrity_check and the row counts read every page: run on a worker thread of its own so a
// large database never holds the server's event loop. Plain JavaScript (eval), so it runs the same
// under tsx, vitest and the compiled server.
const CHECK_WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
const { DatabaseSync } = require("node:sqlite");
let db;
try {
  db = new DatabaseSync(workerData.path);
  const problems = db.prepare("pragma integrity_check").all().map((row) => Object.values(row)[0]);
  if (problems.length !== 1 || problems[0] !== "ok") {
    parentPort.postMessage({ error: "integrity check failed: " + problems.slice(0, 3).join("; ") });
  } else {
    const tables = db
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")
      .all()
      .map((row) => row.name);
    const rows = {};
    for (const name of tables) rows[name] = Number(db.prepare('select count(*) as n from "' + name.replace(/"/g, '""') + '"').get().n);
    parentPort.postMessage({ rows });
  }
} catch (error) {
  parentPort.postMessage({ error: error && error.message ? error.message : String(error) });
} finally {
  try { db && db.close(); } catch {}
}
`;

/** PRAGMA integrity_check and rows per table of a SQLite file; throws with the problem. */
export function checkSqlite(path: string): Promise<TableRows> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(CHECK_WORKER, { eval: true, workerData: { path } });
    worker.once("message", (message: { rows?: TableRows; error?: string }) => {
      if (message.rows) resolve(message.rows);
      else reject(new Error(`the database in it is damaged (${message.error ?? "unknown"})`));
    });
    worker.once("error", reject);
    worker.once("exit", (code) => {
      if (code !== 0) reject(new Error(`the integrity check stopped (exit ${code})`));
    });
  });
}

// --- PostgreSQL -------------------------------------------------------------------------------

const PG_BIN = process.env.PG_BIN_DIR ?? "/usr/bin";

export class MissingToolError extends Error {}

function pgTool(name: "pg_dump" | "pg_restore" | "psql"): string {
  const path = `${PG_BIN}/${name}`;
  if (!existsSync(path)) {
    throw new MissingToolError(
      `${name} is not installed at ${path}: install PostgreSQL's client tools (apt-get install postgresql-client, the same major version as the server) to back up or restore a PostgreSQL database.`,
    );
  }
  return path;
}

/** libpq's environment for a URL: the password travels in PGPASSWORD, never in the argument list. */
function libpq(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  // libpq reads %20 as a space but not URLSearchParams' "+" (options=-c search_path=…).
  parsed.search = [...parsed.searchParams]
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join("&");
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

function run(file: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(file, args, { env, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) {
        const firstLine = (stderr || error.message).trim().split("\n")[0] ?? "";
        reject(new Error(firstLine.replace(/^\S+: (error: )?/, "")));
      } else resolve(stdout);
    });
  });
}

async function schemaTables(client: pg.Client): Promise<string[]> {
  const result = await client.query<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name",
  );
  return result.rows.map((row) => row.name);
}

async function countRows(client: pg.Client): Promise<TableRows> {
  const rows: TableRows = {};
  for (const name of await schemaTables(client)) {
    const result = await client.query<{ n: string }>(`select count(*) as n from "${name.replace(/"/g, '""')}"`);
    rows[name] = Number(result.rows[0]!.n);
  }
  return rows;
}

/**
 * pg_dump -Fc of the database's schema, and its rows per table counted in the very snapshot the
 * dump reads (pg_export_snapshot), so the manifest's counts are the dump's.
 */
export async function dumpPostgres(url: string, target: string): Promise<{ schema: string; rows: TableRows }> {
  const tool = pgTool("pg_dump");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("begin isolation level repeatable read read only");
    const { rows: info } = await client.query<{ schema: string; snapshot: string }>(
      "select current_schema() as schema, pg_export_snapshot() as snapshot",
    );
    const { schema, snapshot } = info[0]!;
    const rows = await countRows(client);
    const { dbname, env } = libpq(url);
    await run(
      tool,
      ["-Fc", "--no-owner", "--no-privileges", `--snapshot=${snapshot}`, "-n", schema, "-f", target, "-d", dbname],
      env,
    );
    await client.query("commit");
    return { schema, rows };
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** pg_restore --list: reads the whole table of contents of a dump; throws when it is not one. */
export async function listPostgresDump(path: string): Promise<string> {
  try {
    return await run(pgTool("pg_restore"), ["--list", path], process.env);
  } catch (error) {
    if (error instanceof MissingToolError) throw error;
    throw new Error(`the database dump in it is damaged (${error instanceof Error ? error.message : String(error)})`);
  }
}

/** The schema a PostgreSQL DATABASE_URL works in (its search_path). */
export async function currentSchema(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ schema: string }>("select current_schema() as schema")).rows[0]!.schema;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Replaces the schema with the dump's, in one transaction (psql --single-transaction): the schema
 * is dropped and re-created and the dump's objects and rows loaded; any error rolls all of it back.
 */
export async function restorePostgres(url: string, dump: string, schema: string, workDir: string): Promise<void> {
  const restoreTool = pgTool("pg_restore");
  const psql = pgTool("psql");
  const toc = await listPostgresDump(dump);
  // The schema itself is re-created below: leave its own entries (CREATE SCHEMA, its comment) out.
  const schemaEntry = new RegExp(` SCHEMA (- )?${schema.replace(/[^A-Za-z0-9_]/g, "")}( |$)`);
  const list = toc
    .split("\n")
    .filter((line) => !schemaEntry.test(line))
    .join("\n");
  await writeFile(`${workDir}/restore.list`, list);
  await run(
    restoreTool,
    ["--no-owner", "--no-privileges", "-L", `${workDir}/restore.list`, "-f", `${workDir}/restore.sql`, dump],
    process.env,
  );
  const quoted = `"${schema.replace(/"/g, '""')}"`;
  const { dbname, env } = libpq(url);
  await run(
    psql,
    [
      "-X",
      "-q",
      "-v",
      "ON_ERROR_STOP=1",
      "--single-transaction",
      "-c",
      `drop schema if exists ${quoted} cascade; create schema ${quoted};`,
      "-f",
      `${workDir}/restore.sql`,
      "-d",
      dbname,
    ],
    env,
  );
}

/** Rows per table of the database at url (after a restore). */
export async function postgresRows(url: string): Promise<TableRows> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await countRows(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}
