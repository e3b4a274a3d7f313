import { describe, test as base } from "vitest";
import type { AppOptions } from "../app";
import { makeApiApp, type ApiApp } from "./app";
import { databaseKinds, type TestDatabase } from "./databases";

// The database matrix as Vitest fixtures: a suite written once runs on SQLite and on PostgreSQL,
// each test with a database of its own, created before it and dropped after it, and the apps it
// opened closed. PostgreSQL's tests are skipped, with the reason in their name, where no server
// answers (./databases.ts says when that fails the run instead).
//
//   describeOnEachDatabase("the retention purge", (test) => {
//     test("deletes ...", async ({ apiApp }) => { const ctx = await apiApp({ RATE_LIMIT_PER_MINUTE: "100" }); ... });
//   });

export interface DatabaseFixtures {
  /** A fresh database of the suite's kind, dropped after the test. */
  database: TestDatabase;
  /** The real app over that database (makeApiApp), closed after the test; once per test. */
  apiApp: (env?: NodeJS.ProcessEnv, options?: Partial<AppOptions>) => Promise<ApiApp>;
}

type Kind = (typeof databaseKinds)[number];

function testOn(kind: Kind) {
  return base.extend<DatabaseFixtures>({
    // eslint-disable-next-line no-empty-pattern -- Vitest's fixtures take their dependencies first; none here.
    database: async ({}, use) => {
      const created = await kind.create();
      // Dropped once: by the app's close() when the test opened one, else here.
      let dropped = false;
      const database: TestDatabase = {
        ...created,
        async drop() {
          if (dropped) return;
          dropped = true;
          await created.drop();
        },
      };
      await use(database);
      await database.drop();
    },
    apiApp: async ({ database }, use) => {
      let app: ApiApp | undefined;
      await use(async (env = {}, options = {}) => {
        if (app) throw new Error("apiApp: one app per test (it owns the test's database)");
        app = await makeApiApp(database, env, options);
        return app;
      });
      // The app's close() drops the database too.
      await app?.close();
    },
  });
}

/** Declares the suite once per database kind: "<title> on SQLite", "<title> on PostgreSQL". */
export function describeOnEachDatabase(
  title: string,
  suite: (test: ReturnType<typeof testOn>, kind: { name: Kind["name"] }) => void,
) {
  for (const kind of databaseKinds) {
    const test = testOn(kind);
    describe.skipIf(kind.skip !== "")(`${title} on ${kind.name}${kind.skip ? ` (skipped: ${kind.skip})` : ""}`, () =>
      suite(test, { name: kind.name }),
    );
  }
}
