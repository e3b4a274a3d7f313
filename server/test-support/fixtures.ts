import { describe, test as base } from "vitest";
import type { AppOptions } from "../app";
import type { SiteIdentity } from "../../common/settings";
import { openDatabase, type DatabaseHandle } from "../db/index";
import { makeApiApp, type ApiApp } from "./app";
import { databaseKinds, type TestDatabase } from "./databases";
import { startSmtpSink, type SmtpSink, type SmtpSinkOptions } from "./smtp-sink";

// The database matrix as Vitest fixtures: a suite written once runs on SQLite and on PostgreSQL,
// each test with a database of its own, created before it and dropped after it, and the apps,
// handles and SMTP sinks it opened closed. PostgreSQL's tests are skipped, with the reason in
// their name, where no server answers (./databases.ts says when that fails the run instead).
//
//   describeOnEachDatabase("the retention purge", (test) => {
//     test("deletes ...", async ({ apiApp }) => { const ctx = await apiApp({ RATE_LIMIT_PER_MINUTE: "100" }); ... });
//   });
//
// Teardown runs after the file's afterEach hooks (stop workers there), in this order: the apps
// (the last opened first), the handle, the databases, then the SMTP sinks.

export interface DatabaseFixtures {
  /** Starts an SMTP sink; every sink the test started is closed after it, once its apps are closed. */
  smtpSink: (options?: SmtpSinkOptions) => Promise<SmtpSink>;
  /** A fresh database of the suite's kind, dropped after the test. */
  database: TestDatabase;
  /** A further fresh database of the suite's kind per call, each dropped after the test. */
  newDatabase: () => Promise<TestDatabase>;
  /** The test's `database` opened (not migrated: the test migrates it as far as it needs), closed after. */
  handle: DatabaseHandle;
  /**
   * The real app (makeApiApp: env, app options, site identity) over a database of the test's
   * (`database` or one from `newDatabase`), closed after the test. Several may share one
   * database (instances); an app's close() leaves its database to the fixture, which drops it.
   */
  apiAppOn: (
    database: TestDatabase,
    env?: NodeJS.ProcessEnv,
    options?: Partial<AppOptions>,
    site?: Partial<SiteIdentity>,
  ) => Promise<ApiApp>;
  /** apiAppOn over the test's `database`. */
  apiApp: (env?: NodeJS.ProcessEnv, options?: Partial<AppOptions>, site?: Partial<SiteIdentity>) => Promise<ApiApp>;
}

type Kind = (typeof databaseKinds)[number];

/** Runs `close` at most once, however often it is called. */
function once(close: () => Promise<void>) {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

/** Calls every function, the last first, and throws the first error after all ran. */
async function inReverse(closers: (() => Promise<void>)[]) {
  const errors: unknown[] = [];
  for (const close of closers.reverse()) await close().catch((error: unknown) => void errors.push(error));
  if (errors.length > 0) throw errors[0];
}

// The fixtures are set up in the order they are declared here, and torn down in the reverse.
function testOn(kind: Kind) {
  return base.extend<DatabaseFixtures>({
    // eslint-disable-next-line no-empty-pattern -- Vitest's fixtures take their dependencies first; none here.
    smtpSink: async ({}, use) => {
      const sinks: SmtpSink[] = [];
      await use(async (options) => {
        const sink = await startSmtpSink(options);
        sinks.push(sink);
        return sink;
      });
      await inReverse(sinks.map((sink) => once(() => sink.close())));
    },
    // eslint-disable-next-line no-empty-pattern -- as above
    database: async ({}, use) => {
      const database = await kind.create();
      await use(database);
      await database.drop();
    },
    // eslint-disable-next-line no-empty-pattern -- as above
    newDatabase: async ({}, use) => {
      const created: TestDatabase[] = [];
      await use(async () => {
        const database = await kind.create();
        created.push(database);
        return database;
      });
      await inReverse(created.map((database) => () => database.drop()));
    },
    handle: async ({ database }, use) => {
      const handle = openDatabase(database.url);
      await use(handle);
      await handle.close();
    },
    // eslint-disable-next-line no-empty-pattern -- as above
    apiAppOn: async ({}, use) => {
      const closers: (() => Promise<void>)[] = [];
      await use(async (database, env = {}, options = {}, site = {}) => {
        // The database outlives the app: the fixture that made it drops it.
        const app = await makeApiApp({ ...database, drop: () => Promise.resolve() }, env, options, site);
        const close = once(() => app.close());
        closers.push(close);
        return { ...app, close };
      });
      await inReverse(closers);
    },
    // `database` before `apiAppOn`: set up first, so torn down after the apps close.
    apiApp: async ({ database, apiAppOn }, use) => {
      await use((env, options, site) => apiAppOn(database, env, options, site));
    },
  });
}

export type DatabaseTest = ReturnType<typeof testOn>;

type Suite = (test: DatabaseTest, kind: { name: Kind["name"] }) => void;

/**
 * Declares the suite once per database kind: "<title> on SQLite", "<title> on PostgreSQL".
 * `options` as Vitest's describe takes them, e.g. `{ timeout }` for each of its tests.
 */
export function describeOnEachDatabase(title: string, suite: Suite): void;
export function describeOnEachDatabase(title: string, options: { timeout?: number }, suite: Suite): void;
export function describeOnEachDatabase(
  title: string,
  optionsOrSuite: { timeout?: number } | Suite,
  maybeSuite?: Suite,
) {
  const [options, suite] = typeof optionsOrSuite === "function" ? [{}, optionsOrSuite] : [optionsOrSuite, maybeSuite!];
  for (const kind of databaseKinds) {
    const test = testOn(kind);
    describe.skipIf(kind.skip !== "")(
      `${title} on ${kind.name}${kind.skip ? ` (skipped: ${kind.skip})` : ""}`,
      options,
      () => suite(test, { name: kind.name }),
    );
  }
}
