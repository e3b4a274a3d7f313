import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp, loggerOptions, type AppOptions } from "../app";
import { expect } from "vitest";
import { ConfigError, loadConfig } from "../config";
import { createSession, sessionCookie } from "../accounts/sessions";
import { migrateToLatest, openDatabase, type Db } from "../db/index";
import type { Role } from "../../common/roles";
import type { SiteIdentity } from "../../common/settings";
import { siteIdentity } from "../publishing/site-settings";
import type { TestDatabase } from "./databases";

/** A real app on a fresh SQLite file, the way main.ts builds it. Call close() when done. */
export async function makeTestApp(env: NodeJS.ProcessEnv = {}, options: Partial<AppOptions> = {}) {
  const dir = mkdtempSync(join(tmpdir(), "site-test-"));
  const config = loadConfig({ DATABASE_URL: `file:${join(dir, "test.db")}`, LOG_LEVEL: "silent", ...env });
  const database = openDatabase(config.DATABASE_URL);
  await migrateToLatest(database.db);
  const app = await buildApp({ config, database, logger: false, ...options });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A real app (API only) on a test database of either kind, with its log lines kept; `site`
 * overrides the firm's name or scheduling page of content/settings.yaml.
 * Call close() when done; it drops the database too.
 */
export async function makeApiApp(
  testDb: TestDatabase,
  env: NodeJS.ProcessEnv = {},
  options: Partial<AppOptions> = {},
  site: Partial<SiteIdentity> = {},
) {
  const config = loadConfig({ DATABASE_URL: testDb.url, LOG_LEVEL: "info", ...env }, { ...siteIdentity(), ...site });
  const database = openDatabase(config.DATABASE_URL);
  await migrateToLatest(database.db);
  const logLines: string[] = [];
  const app = await buildApp({
    config,
    database,
    clientDir: false,
    logger: loggerOptions(config, { write: (line) => void logLines.push(line) }),
    ...options,
  });
  return {
    app,
    config,
    database,
    logLines,
    async close() {
      await app.close();
      await database.close();
      await testDb.drop();
    },
  };
}

export type ApiApp = Awaited<ReturnType<typeof makeApiApp>>;

/** The message a configuration is refused with (the test fails if it is accepted). */
export function configProblem(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  return expect.unreachable("the configuration was accepted");
}

/**
 * A staff member made for the test with a session (no sign-in, so no scrypt hash): `cookie` is
 * the Cookie header value. An owner unless `role` says otherwise.
 */
export async function staffMember(
  database: { db: Db },
  { publicOrigin, role = "owner", email }: { publicOrigin?: string; role?: Role; email?: string } = {},
) {
  const id = randomUUID();
  const now = new Date().toISOString();
  const address = email ?? `staff-${id.slice(0, 8)}@example.com`;
  await database.db
    .insertInto("staff_accounts")
    .values({ id, email: address, password_hash: "unused", role, created_at: now, updated_at: now })
    .execute();
  return {
    id,
    email: address,
    cookie: `${sessionCookie(publicOrigin).name}=${(await createSession(database.db, id))!}`,
  };
}

/** The session cookie of an owner made for the test (staffMember). */
export async function staffCookie(database: { db: Db }, publicOrigin?: string) {
  return (await staffMember(database, { publicOrigin })).cookie;
}
