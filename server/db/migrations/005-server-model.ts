import { PostgresAdapter, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

// - Idempotency records name the row they stored (source_id), so an erasure deletes them with
//   it whatever their time; the newsletter's records take the form's one name ("newsletter",
//   was "subscribe").
// - server_keys: random keys the server makes for itself on first use (the audit log's keyed
//   hash of an erased address, the addresses staff signed in from), shared by every instance.
// - staff_sign_in_addresses: the client networks (as keyed hashes, never raw) each staff member
//   signed in from, so guesses by strangers cannot lock them out (decision 016).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export const serverModelMigration: Migration = {
  async up(db: AnyDb) {
    const ts = db.getExecutor().adapter instanceof PostgresAdapter ? "timestamptz" : "text";
    await db.schema.alterTable("idempotency_keys").addColumn("source_id", "text").execute();
    await db.schema.createIndex("idempotency_keys_source_id").on("idempotency_keys").column("source_id").execute();
    await db.updateTable("idempotency_keys").set({ scope: "newsletter" }).where("scope", "=", "subscribe").execute();

    await db.schema
      .createTable("server_keys")
      .addColumn("name", "text", (col) => col.primaryKey())
      .addColumn("value", "text", (col) => col.notNull())
      .addColumn("created_at", ts, (col) => col.notNull())
      .execute();

    await db.schema
      .createTable("staff_sign_in_addresses")
      .addColumn("staff_id", "text", (col) => col.notNull().references("staff_accounts.id").onDelete("cascade"))
      .addColumn("address_hash", "text", (col) => col.notNull())
      .addColumn("last_at", ts, (col) => col.notNull())
      .addPrimaryKeyConstraint("staff_sign_in_addresses_pk", ["staff_id", "address_hash"])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable("staff_sign_in_addresses").execute();
    await db.schema.dropTable("server_keys").execute();
    await db.updateTable("idempotency_keys").set({ scope: "subscribe" }).where("scope", "=", "newsletter").execute();
    await db.schema.dropIndex("idempotency_keys_source_id").execute();
    await db.schema.alterTable("idempotency_keys").dropColumn("source_id").execute();
  },
};
