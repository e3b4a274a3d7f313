import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { it } from "vitest";

// The databases every storage test runs against: always SQLite; PostgreSQL when one
// answers at TEST_DATABASE_URL (default: the local trust-auth server), else skipped
// with the reason in the test name. When TEST_DATABASE_URL is set explicitly, an
// unreachable server fails the run instead of skipping (CI sets it).

export interface TestDatabase {
  name: "sqlite" | "postgres";
  /** A DATABASE_URL of its own (a fresh file, or a fresh schema). */
  url: string;
  drop(): Promise<void>;
}

const DEFAULT_POSTGRES = "postgres://postgres@127.0.0.1:5432/test";
const explicitPostgres = process.env.TEST_DATABASE_URL;

async function probePostgres(url: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query("select 1");
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : "unreachable";
  } finally {
    await client.end().catch(() => undefined);
  }
}

const postgresUrl = explicitPostgres ?? DEFAULT_POSTGRES;
const postgresProblem = await probePostgres(postgresUrl);
if (postgresProblem && explicitPostgres) {
  throw new Error(`TEST_DATABASE_URL is set but PostgreSQL does not answer: ${postgresProblem}`);
}

/** Non-empty when the PostgreSQL tests are skipped: why. */
export const postgresSkipReason = postgresProblem ? `no PostgreSQL at ${postgresUrl}: ${postgresProblem}` : "";

export function sqliteDatabase(): TestDatabase {
  const dir = mkdtempSync(join(tmpdir(), "site-db-"));
  return {
    name: "sqlite",
    url: `file:${join(dir, "test.db")}`,
    drop: () => Promise.resolve(rmSync(dir, { recursive: true, force: true })),
  };
}

/** A fresh schema on the test server, used through search_path. */
export async function postgresDatabase(): Promise<TestDatabase> {
  const schema = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.searchParams.set("options", `-c search_path=${schema}`);
  return {
    name: "postgres",
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    },
  };
}

/** The kinds of database to run a storage suite against (describeOnEachDatabase, ./fixtures.ts). */
export const databaseKinds = [
  { name: "SQLite", skip: "", create: () => Promise.resolve(sqliteDatabase()) },
  { name: "PostgreSQL", skip: postgresSkipReason, create: postgresDatabase },
] as const;

/**
 * `it` for the tests of one database kind: skipped where that database is absent, with the
 * reason in the test's name, e.g. `storageTest(postgresSkipReason)` for a PostgreSQL-only test.
 * A suite for every kind is describeOnEachDatabase (./fixtures.ts).
 */
export function storageTest(skip: string, defaultTimeout?: number) {
  return (title: string, fn: () => Promise<void>, timeout = defaultTimeout) =>
    it.skipIf(skip !== "")(`${title}${skip ? ` (skipped: ${skip})` : ""}`, fn, timeout);
}
