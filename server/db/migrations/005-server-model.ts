import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

// Idempotency records name the row they stored (source_id), so an erasure deletes them with it
// whatever their time; the newsletter's records take the form's one name ("newsletter", was
// "subscribe").

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export const serverModelMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable("idempotency_keys").addColumn("source_id", "text").execute();
    await db.schema.createIndex("idempotency_keys_source_id").on("idempotency_keys").column("source_id").execute();
    await db.updateTable("idempotency_keys").set({ scope: "newsletter" }).where("scope", "=", "subscribe").execute();
  },
  async down(db: AnyDb) {
    await db.updateTable("idempotency_keys").set({ scope: "subscribe" }).where("scope", "=", "newsletter").execute();
    await db.schema.dropIndex("idempotency_keys_source_id").execute();
    await db.schema.alterTable("idempotency_keys").dropColumn("source_id").execute();
  },
};
