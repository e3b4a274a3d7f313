import { PostgresAdapter, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

// Counting that cannot be flooded (docs/analytics.md, "Limits"; server/analytics/caps.ts):
// - analytics_days gains the day's stored events (its total cap), the events not stored because
//   a visitor or a network was over its daily cap (limited), those not stored because the day
//   was full (dropped), and when the day was first full (capped_at): the overview shows them.
// - analytics_quota: what each visitor (its daily id) and each network (a keyed hash of its
//   address or /64, valid for the day like the visitor's) has stored that day. No address.
// - analytics_seen: which visitor was already counted under which device, page, landing and
//   named event of the day, so today's aggregates (analytics_daily) are kept as events are written.
// Both new tables hold only today's and yesterday's rows (the daily retention deletes the rest).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export const analyticsCapsMigration: Migration = {
  async up(db: AnyDb) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    const ts = postgres ? "timestamptz" : "text";
    for (const column of ["events", "limited", "dropped"]) {
      await db.schema
        .alterTable("analytics_days")
        .addColumn(column, "integer", (col) => col.notNull().defaultTo(0))
        .execute();
    }
    await db.schema.alterTable("analytics_days").addColumn("capped_at", ts).execute();

    await db.schema
      .createTable("analytics_quota")
      .addColumn("day", "text", (col) => col.notNull())
      // v:<visitor id> or n:<network hash>
      .addColumn("key", "text", (col) => col.notNull())
      .addColumn("page_views", "integer", (col) => col.notNull())
      .addColumn("events", "integer", (col) => col.notNull())
      .addPrimaryKeyConstraint("analytics_quota_pk", ["day", "key"])
      .execute();

    await db.schema
      .createTable("analytics_seen")
      .addColumn("day", "text", (col) => col.notNull())
      .addColumn("visitor", "text", (col) => col.notNull())
      // device, page, landing, event (as in analytics_daily; landing: the visit's first page view)
      .addColumn("kind", "text", (col) => col.notNull())
      .addColumn("dimension", "text", (col) => col.notNull())
      .addColumn("detail", "text", (col) => col.notNull())
      .addPrimaryKeyConstraint("analytics_seen_pk", ["day", "visitor", "kind", "dimension", "detail"])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable("analytics_seen").execute();
    await db.schema.dropTable("analytics_quota").execute();
    for (const column of ["capped_at", "dropped", "limited", "events"]) {
      await db.schema.alterTable("analytics_days").dropColumn(column).execute();
    }
  },
};
