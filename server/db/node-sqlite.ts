import type { DatabaseSync } from "node:sqlite";
import type { SqliteDatabase, SqliteStatement } from "kysely";

// Kysely's SqliteDialect speaks better-sqlite3's interface; Node's built-in `node:sqlite`
// (no native addon to compile) has the same shape but for two details adapted here.

/** Node's synchronous SQLite database as Kysely's SqliteDialect expects it. */
export function kyselySqlite(database: DatabaseSync): SqliteDatabase {
  return {
    close: () => database.close(),
    prepare(sql: string): SqliteStatement {
      const statement = database.prepare(sql);
      return {
        // better-sqlite3 tells whether a statement returns rows; node:sqlite lists its columns.
        reader: statement.columns().length > 0,
        all: (parameters) => statement.all(...(parameters as SqlValue[])).map(plainRow),
        run: (parameters) => {
          const { changes, lastInsertRowid } = statement.run(...(parameters as SqlValue[]));
          return { changes, lastInsertRowid };
        },
        *iterate(parameters) {
          for (const row of statement.iterate(...(parameters as SqlValue[]))) yield plainRow(row);
        },
      };
    },
  };
}

type SqlValue = null | number | bigint | string | NodeJS.ArrayBufferView;

/** node:sqlite returns null-prototype rows; give them Object's prototype like any other row. */
function plainRow(row: unknown): Record<string, unknown> {
  return { ...(row as Record<string, unknown>) };
}
