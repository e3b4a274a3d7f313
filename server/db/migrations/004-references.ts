import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

// A short reference for every lead (CM-7K3Q-2M), unique per table, shown to the visitor, in the
// firm's notification, in exports and in webhooks. Older rows keep none (null). An index for
// the acknowledgement cap: mails of one kind to one address in the last 24 hours.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const LEAD_TABLES = ["contact_messages", "service_requests", "assessment_requests"];

export const referencesMigration: Migration = {
  async up(db: AnyDb) {
    for (const table of LEAD_TABLES) {
      await db.schema.alterTable(table).addColumn("reference", "text").execute();
      await db.schema.createIndex(`${table}_reference`).on(table).column("reference").unique().execute();
    }
    await db.schema
      .createIndex("outbox_kind_to_address")
      .on("outbox")
      .columns(["kind", "to_address", "created_at"])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropIndex("outbox_kind_to_address").execute();
    for (const table of LEAD_TABLES) {
      await db.schema.dropIndex(`${table}_reference`).execute();
      await db.schema.alterTable(table).dropColumn("reference").execute();
    }
  },
};
