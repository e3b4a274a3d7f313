import { PostgresAdapter, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

// The four submission tables, the newsletter's tokens, the mail outbox and its attempts,
// and the idempotency keys. Timestamps: timestamptz on PostgreSQL, ISO-8601 UTC text on
// SQLite (written by the app, read back through server/db/time.ts). Flags are integers 0/1,
// which both drivers bind.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

function timestampType(db: AnyDb) {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "timestamptz" : "text";
}

export const submissionsMigration: Migration = {
  async up(db: AnyDb) {
    const ts = timestampType(db);

    await db.schema
      .createTable("contact_messages")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("name", "text", (col) => col.notNull())
      .addColumn("email", "text", (col) => col.notNull())
      .addColumn("subject", "text", (col) => col.notNull())
      .addColumn("message", "text", (col) => col.notNull())
      .addColumn("spam", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("created_at", ts, (col) => col.notNull())
      .execute();

    await db.schema
      .createTable("service_requests")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("name", "text", (col) => col.notNull())
      .addColumn("email", "text", (col) => col.notNull())
      .addColumn("service", "text", (col) => col.notNull())
      .addColumn("message", "text")
      .addColumn("spam", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("created_at", ts, (col) => col.notNull())
      .execute();

    await db.schema
      .createTable("assessment_requests")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("full_name", "text", (col) => col.notNull())
      .addColumn("email", "text", (col) => col.notNull())
      .addColumn("company", "text", (col) => col.notNull())
      .addColumn("team_size", "text", (col) => col.notNull())
      .addColumn("challenges", "text", (col) => col.notNull())
      .addColumn("goals", "text", (col) => col.notNull())
      .addColumn("service", "text", (col) => col.notNull())
      .addColumn("spam", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("created_at", ts, (col) => col.notNull())
      .execute();

    await db.schema
      .createTable("subscribers")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("name", "text", (col) => col.notNull())
      // Lower-cased: one row per address.
      .addColumn("email", "text", (col) => col.notNull().unique())
      .addColumn("status", "text", (col) => col.notNull())
      .addColumn("spam", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("created_at", ts, (col) => col.notNull())
      .addColumn("updated_at", ts, (col) => col.notNull())
      .addColumn("confirmation_sent_at", ts)
      .addColumn("confirmed_at", ts)
      .addColumn("unsubscribed_at", ts)
      .execute();

    await db.schema
      .createTable("subscriber_tokens")
      .addColumn("token_hash", "text", (col) => col.primaryKey())
      .addColumn("subscriber_id", "text", (col) => col.notNull().references("subscribers.id").onDelete("cascade"))
      .addColumn("purpose", "text", (col) => col.notNull())
      .addColumn("created_at", ts, (col) => col.notNull())
      .addColumn("expires_at", ts)
      .addColumn("used_at", ts)
      .execute();
    await db.schema
      .createIndex("subscriber_tokens_subscriber")
      .on("subscriber_tokens")
      .column("subscriber_id")
      .execute();

    await db.schema
      .createTable("outbox")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("kind", "text", (col) => col.notNull())
      .addColumn("source_table", "text", (col) => col.notNull())
      .addColumn("source_id", "text", (col) => col.notNull())
      // Null: the firm's inbox (NOTIFY_TO), resolved when sending.
      .addColumn("to_address", "text")
      .addColumn("reply_to", "text")
      .addColumn("subject", "text", (col) => col.notNull())
      // Cleared once the mail is sent or given up: the submission tables keep the data.
      .addColumn("text_body", "text")
      .addColumn("html_body", "text")
      .addColumn("headers", "text")
      .addColumn("status", "text", (col) => col.notNull())
      .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("next_attempt_at", ts, (col) => col.notNull())
      .addColumn("locked_until", ts)
      .addColumn("last_error", "text")
      .addColumn("created_at", ts, (col) => col.notNull())
      .addColumn("sent_at", ts)
      .execute();
    await db.schema.createIndex("outbox_due").on("outbox").columns(["status", "next_attempt_at"]).execute();

    await db.schema
      .createTable("outbox_attempts")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("outbox_id", "text", (col) => col.notNull().references("outbox.id").onDelete("cascade"))
      .addColumn("attempt", "integer", (col) => col.notNull())
      .addColumn("started_at", ts, (col) => col.notNull())
      .addColumn("finished_at", ts, (col) => col.notNull())
      .addColumn("outcome", "text", (col) => col.notNull())
      .addColumn("error", "text")
      .execute();
    await db.schema.createIndex("outbox_attempts_outbox").on("outbox_attempts").column("outbox_id").execute();

    await db.schema
      .createTable("idempotency_keys")
      .addColumn("scope", "text", (col) => col.notNull())
      .addColumn("key", "text", (col) => col.notNull())
      .addColumn("fingerprint", "text", (col) => col.notNull())
      .addColumn("status_code", "integer", (col) => col.notNull())
      .addColumn("body", "text", (col) => col.notNull())
      .addColumn("created_at", ts, (col) => col.notNull())
      .addPrimaryKeyConstraint("idempotency_keys_pk", ["scope", "key"])
      .execute();

    for (const table of ["contact_messages", "service_requests", "assessment_requests", "idempotency_keys"]) {
      await db.schema.createIndex(`${table}_created_at`).on(table).column("created_at").execute();
    }
  },
  async down(db: AnyDb) {
    for (const table of [
      "idempotency_keys",
      "outbox_attempts",
      "outbox",
      "subscriber_tokens",
      "subscribers",
      "assessment_requests",
      "service_requests",
      "contact_messages",
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
