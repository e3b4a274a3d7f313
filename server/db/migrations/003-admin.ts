import { PostgresAdapter, sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

// The firm's inbox: staff accounts and their sessions, notes on leads, the audit log, a lead
// status and an "opened" time on every submission table, and the indexes that keep the
// inbox's newest-first pages fast at 100,000 rows (keyset pagination on created_at, id).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const LEAD_TABLES = ["contact_messages", "service_requests", "assessment_requests", "subscribers"] as const;

export const adminMigration: Migration = {
  async up(db: AnyDb) {
    const ts = db.getExecutor().adapter instanceof PostgresAdapter ? "timestamptz" : "text";

    await db.schema
      .createTable("staff_accounts")
      .addColumn("id", "text", (col) => col.primaryKey())
      // Lower-cased.
      .addColumn("email", "text", (col) => col.notNull().unique())
      .addColumn("password_hash", "text", (col) => col.notNull())
      .addColumn("created_at", ts, (col) => col.notNull())
      .addColumn("updated_at", ts, (col) => col.notNull())
      .execute();

    await db.schema
      .createTable("staff_sessions")
      // SHA-256 of the cookie's random id: a database leak gives no usable session.
      .addColumn("id_hash", "text", (col) => col.primaryKey())
      .addColumn("staff_id", "text", (col) => col.notNull().references("staff_accounts.id").onDelete("cascade"))
      .addColumn("created_at", ts, (col) => col.notNull())
      .addColumn("last_seen_at", ts, (col) => col.notNull())
      .addColumn("expires_at", ts, (col) => col.notNull())
      .execute();
    await db.schema.createIndex("staff_sessions_staff").on("staff_sessions").column("staff_id").execute();

    await db.schema
      .createTable("lead_notes")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("source_table", "text", (col) => col.notNull())
      .addColumn("lead_id", "text", (col) => col.notNull())
      // The author's e-mail at the time: notes outlive a removed account.
      .addColumn("author", "text", (col) => col.notNull())
      .addColumn("body", "text", (col) => col.notNull())
      .addColumn("created_at", ts, (col) => col.notNull())
      .execute();
    await db.schema.createIndex("lead_notes_lead").on("lead_notes").columns(["lead_id", "created_at"]).execute();

    await db.schema
      .createTable("audit_log")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("at", ts, (col) => col.notNull())
      .addColumn("actor", "text")
      .addColumn("action", "text", (col) => col.notNull())
      .addColumn("detail", "text")
      .execute();
    await db.schema.createIndex("audit_log_at").on("audit_log").columns(["at", "id"]).execute();

    for (const table of LEAD_TABLES) {
      await db.schema
        .alterTable(table)
        .addColumn("lead_status", "text", (col) => col.notNull().defaultTo("new"))
        .execute();
      await db.schema.alterTable(table).addColumn("opened_at", ts).execute();
      // Newest first, with and without spam, with and without a status filter.
      await db.schema.createIndex(`${table}_inbox`).on(table).columns(["spam", "created_at", "id"]).execute();
      await db.schema
        .createIndex(`${table}_inbox_status`)
        .on(table)
        .columns(["spam", "lead_status", "created_at", "id"])
        .execute();
      await db.schema.createIndex(`${table}_newest`).on(table).columns(["created_at", "id"]).execute();
    }
    // Erasure finds an address in every table.
    for (const table of ["contact_messages", "service_requests", "assessment_requests"]) {
      await db.schema
        .createIndex(`${table}_email`)
        .on(table)
        .expression(sql`lower(email)`)
        .execute();
    }
  },
  // Every index up() creates, dropped by name before its table or column goes.
  async down(db: AnyDb) {
    for (const table of ["contact_messages", "service_requests", "assessment_requests"]) {
      await db.schema.dropIndex(`${table}_email`).execute();
    }
    for (const table of LEAD_TABLES) {
      for (const index of [`${table}_inbox`, `${table}_inbox_status`, `${table}_newest`]) {
        await db.schema.dropIndex(index).execute();
      }
      await db.schema.alterTable(table).dropColumn("opened_at").execute();
      await db.schema.alterTable(table).dropColumn("lead_status").execute();
    }
    for (const index of ["audit_log_at", "lead_notes_lead", "staff_sessions_staff"]) {
      await db.schema.dropIndex(index).execute();
    }
    for (const table of ["audit_log", "lead_notes", "staff_sessions", "staff_accounts"]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
