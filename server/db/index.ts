import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, sql } from "kysely";
import { Migrator, type MigrationProvider } from "kysely/migration";
import pg from "pg";
import { migrations } from "./migrations/index";
import type { Database } from "./schema";
import { kyselySqlite } from "./node-sqlite";
import { GroupCommit, transactionPerCall, type WriteRunner } from "./write-queue";

export type Db = Kysely<Database>;
export type Dialect = "sqlite" | "postgres";

export interface DatabaseHandle {
  db: Db;
  dialect: Dialect;
  /** Runs a submission's writes in a transaction committed before it resolves (see write-queue.ts). */
  writes: WriteRunner;
  close(): Promise<void>;
}

/**
 * Opens the database named by DATABASE_URL: `file:<path>` (SQLite) or `postgres://…`.
 * `busyTimeoutMs`: how long a SQLite statement blocks waiting for another connection's lock.
 */
export function openDatabase(url: string, { busyTimeoutMs = 5000 }: { busyTimeoutMs?: number } = {}): DatabaseHandle {
  if (url.startsWith("postgres://") || url.startsWith("postgresql://")) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: "postgres", writes: transactionPerCall(db), close: () => db.destroy() };
  }
  const path = url.slice("file:".length);
  if (path !== ":memory:") mkdirSync(dirname(resolve(path)), { recursive: true });
  const sqlite = new DatabaseSync(path, { timeout: busyTimeoutMs });
  sqlite.exec("pragma journal_mode = WAL");
  // Every commit reaches the disk before the 2xx it precedes (WAL's default NORMAL could lose it).
  sqlite.exec("pragma synchronous = FULL");
  sqlite.exec("pragma foreign_keys = ON");
  // GROUP BY and DISTINCT sort in memory rather than in temporary files (the analytics
  // overview's aggregates; their sorts are small).
  sqlite.exec("pragma temp_store = memory");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: kyselySqlite(sqlite) }) });
  return { db, dialect: "sqlite", writes: new GroupCommit(db), close: () => db.destroy() };
}

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

/**
 * The migrator of this database's schema. On PostgreSQL, Kysely looks for its bookkeeping tables in
 * every schema unless told which: another schema's kysely_migration_lock would make it skip creating
 * this one's. Migrations written on parallel branches (002, 003) may land in either order: each is
 * independent, so one that arrives later than a higher-numbered one still runs.
 */
export async function migratorFor(db: Db): Promise<Migrator> {
  const migrationTableSchema =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  return new Migrator({ db, provider, migrationTableSchema, allowUnorderedMigrations: true });
}

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Db): Promise<void> {
  const { error, results } = await (await migratorFor(db)).migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error) {
    const cause = error instanceof Error ? error.message : "unknown error";
    throw new Error(`Database migration ${failed?.migrationName ?? ""} failed: ${cause}`, { cause: error });
  }
}

/** True while the database answers a trivial query. */
export async function isDatabaseReady(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
