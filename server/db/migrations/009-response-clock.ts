import { PostgresAdapter, sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

// The response clock on every lead (not on subscribers): when it falls due, and its first
// answer (when, by whom, how, a one-line note). The due time of rows from before is computed
// at the server's start (server/inbox/response-clock.ts, backfillDueTimes): it needs the firm's
// business hours, which live in the site's settings, not in the database.
// "Waiting for an answer" reads a partial index of the unanswered leads that are not spam, in
// due-time order: the list and the overdue count never compute a due time per row. The index
// leads with the two columns of its condition: without them SQLite's planner preferred the
// inbox's (spam, created_at, id) index and sorted every waiting row (a 0.6 s page at 100,000).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const LEAD_TABLES = ["contact_messages", "service_requests", "assessment_requests"];

export const responseClockMigration: Migration = {
  async up(db: AnyDb) {
    const ts = db.getExecutor().adapter instanceof PostgresAdapter ? "timestamptz" : "text";
    for (const table of LEAD_TABLES) {
      await db.schema.alterTable(table).addColumn("due_at", ts).execute();
      await db.schema.alterTable(table).addColumn("first_response_at", ts).execute();
      await db.schema.alterTable(table).addColumn("first_response_by", "text").execute();
      await db.schema.alterTable(table).addColumn("first_response_how", "text").execute();
      await db.schema.alterTable(table).addColumn("first_response_note", "text").execute();
      await db.schema
        .createIndex(`${table}_waiting`)
        .on(table)
        .columns(["spam", "first_response_at", "due_at", "id"])
        .where(sql.ref("spam"), "=", 0)
        .where(sql.ref("first_response_at"), "is", null)
        .execute();
    }
  },
  async down(db: AnyDb) {
    for (const table of LEAD_TABLES) {
      await db.schema.dropIndex(`${table}_waiting`).execute();
      for (const column of [
        "due_at",
        "first_response_at",
        "first_response_by",
        "first_response_how",
        "first_response_note",
      ])
        await db.schema.alterTable(table).dropColumn(column).execute();
    }
  },
};
