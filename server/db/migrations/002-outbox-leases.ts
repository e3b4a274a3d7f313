import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

// Each outbox row is leased on its own, under a lease id that marking sent or failed must
// still hold (a slow send whose lease ran out cannot be marked by the instance that lost it).
// Indexes for the newsletter's mail caps: mails per subscriber, and all of them per hour.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export const outboxLeasesMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable("outbox").addColumn("lease_id", "text").execute();
    await db.schema.createIndex("outbox_source").on("outbox").columns(["source_table", "source_id"]).execute();
    await db.schema.createIndex("outbox_kind_created_at").on("outbox").columns(["kind", "created_at"]).execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropIndex("outbox_kind_created_at").execute();
    await db.schema.dropIndex("outbox_source").execute();
    await db.schema.alterTable("outbox").dropColumn("lease_id").execute();
  },
};
