import { PostgresAdapter, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

// Replies from the inbox, their templates, assignment and the morning digest
// (server/inbox/replies.ts, templates.ts, assignment.ts, timeline.ts; server/digest/):
// - reply_templates: the texts staff keep in the inbox ({name}, {reference}, … placeholders);
// - lead_replies: each reply sent from a lead (its mail is an outbox row of kind "reply");
// - lead_events: what the timeline shows that no other table keeps (who read a lead, status
//   changes, assignments);
// - assigned_to on every lead table (a staff account's id; null: unassigned), indexed for "Mine";
// - inbox_settings: settings staff change in the browser (how new leads are assigned);
// - digest_enabled on staff_accounts (each person can turn their morning digest off);
// - digest_days: one row per day a digest went out, claimed in the transaction that queues the
//   mails, so several instances send it once (its primary key decides).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const LEAD_TABLES = ["contact_messages", "service_requests", "assessment_requests"];

export const repliesMigration: Migration = {
  async up(db: AnyDb) {
    const ts = db.getExecutor().adapter instanceof PostgresAdapter ? "timestamptz" : "text";
    await db.schema
      .createTable("reply_templates")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("name", "text", (col) => col.notNull().unique())
      .addColumn("body", "text", (col) => col.notNull())
      .addColumn("updated_by", "text", (col) => col.notNull())
      .addColumn("created_at", ts, (col) => col.notNull())
      .addColumn("updated_at", ts, (col) => col.notNull())
      .execute();
    await db.schema
      .createTable("lead_replies")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("source_table", "text", (col) => col.notNull())
      .addColumn("lead_id", "text", (col) => col.notNull())
      .addColumn("outbox_id", "text", (col) => col.notNull())
      .addColumn("author", "text", (col) => col.notNull())
      .addColumn("to_address", "text", (col) => col.notNull())
      .addColumn("subject", "text", (col) => col.notNull())
      .addColumn("body", "text", (col) => col.notNull())
      .addColumn("created_at", ts, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex("lead_replies_lead")
      .on("lead_replies")
      .columns(["lead_id", "source_table", "created_at"])
      .execute();
    await db.schema
      .createTable("lead_events")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("source_table", "text", (col) => col.notNull())
      .addColumn("lead_id", "text", (col) => col.notNull())
      .addColumn("at", ts, (col) => col.notNull())
      .addColumn("actor", "text")
      .addColumn("kind", "text", (col) => col.notNull())
      .addColumn("detail", "text")
      .execute();
    await db.schema
      .createIndex("lead_events_lead")
      .on("lead_events")
      .columns(["lead_id", "source_table", "at"])
      .execute();
    for (const table of LEAD_TABLES) {
      await db.schema.alterTable(table).addColumn("assigned_to", "text").execute();
      await db.schema
        .createIndex(`${table}_assigned`)
        .on(table)
        .columns(["assigned_to", "spam", "created_at", "id"])
        .execute();
    }
    await db.schema
      .createTable("inbox_settings")
      .addColumn("name", "text", (col) => col.primaryKey())
      .addColumn("value", "text", (col) => col.notNull())
      .addColumn("updated_by", "text")
      .addColumn("updated_at", ts, (col) => col.notNull())
      .execute();
    await db.schema
      .alterTable("staff_accounts")
      .addColumn("digest_enabled", "integer", (col) => col.notNull().defaultTo(1))
      .execute();
    await db.schema
      .createTable("digest_days")
      .addColumn("day", "text", (col) => col.primaryKey())
      .addColumn("claimed_at", ts, (col) => col.notNull())
      .addColumn("mails", "integer", (col) => col.notNull())
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable("digest_days").execute();
    await db.schema.alterTable("staff_accounts").dropColumn("digest_enabled").execute();
    await db.schema.dropTable("inbox_settings").execute();
    for (const table of LEAD_TABLES) {
      await db.schema.dropIndex(`${table}_assigned`).execute();
      await db.schema.alterTable(table).dropColumn("assigned_to").execute();
    }
    await db.schema.dropTable("lead_events").execute();
    await db.schema.dropTable("lead_replies").execute();
    await db.schema.dropTable("reply_templates").execute();
  },
};
