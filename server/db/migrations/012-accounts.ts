import { PostgresAdapter, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

// Staff accounts managed in the browser (server/accounts/invites.ts): each account's role
// (existing accounts become owners) and display name; the one-time links that let a person set
// their password (an invite or a reset of access), only their SHA-256 stored, valid 48 hours.
// An account invited and not yet accepted has an empty password hash: no password verifies.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export const accountsMigration: Migration = {
  async up(db: AnyDb) {
    const ts = db.getExecutor().adapter instanceof PostgresAdapter ? "timestamptz" : "text";
    await db.schema
      .alterTable("staff_accounts")
      .addColumn("role", "text", (col) => col.notNull().defaultTo("owner"))
      .execute();
    await db.schema.alterTable("staff_accounts").addColumn("display_name", "text").execute();
    await db.schema
      .createTable("staff_access_links")
      .addColumn("token_hash", "text", (col) => col.primaryKey())
      .addColumn("staff_id", "text", (col) => col.notNull().references("staff_accounts.id").onDelete("cascade"))
      .addColumn("created_at", ts, (col) => col.notNull())
      .addColumn("expires_at", ts, (col) => col.notNull())
      .addColumn("used_at", ts)
      .execute();
    await db.schema.createIndex("staff_access_links_staff").on("staff_access_links").column("staff_id").execute();
    // An account's recent sign-ins (the Account screen) read the audit log by actor.
    await db.schema.createIndex("audit_log_actor_at").on("audit_log").columns(["actor", "at"]).execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropIndex("audit_log_actor_at").execute();
    await db.schema.dropTable("staff_access_links").execute();
    await db.schema.alterTable("staff_accounts").dropColumn("display_name").execute();
    await db.schema.alterTable("staff_accounts").dropColumn("role").execute();
  },
};
