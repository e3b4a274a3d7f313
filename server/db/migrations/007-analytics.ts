import { PostgresAdapter, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

// First-party, cookieless counting (docs/analytics.md, decision 020):
// - analytics_events: raw events (page views, named events, Web Vitals), kept ANALYTICS_RAW_DAYS.
//   The visitor is a keyed hash valid for one UTC day; a referrer is kept as its host, a user
//   agent as a device class: no address, no user agent.
// - analytics_salts: the random key of each UTC day's visitor hash, deleted after two days.
// - analytics_days: each day that has events, and when it was rolled up.
// - analytics_daily, analytics_daily_vitals: per-day aggregates (counts, and a histogram per
//   page and metric in columns b00…b25), nothing about a person: kept as long as the firm wants.
// - On each of the four forms' tables, the visit its submission came from (attribution).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Buckets of a Web Vitals histogram, written out: a migration never changes. */
const HISTOGRAM_BUCKETS = 26;

const FORM_TABLES = ["contact_messages", "service_requests", "assessment_requests", "subscribers"];

/** The attribution columns, written out: a migration never changes (common/forms/attribution.ts). */
const ATTRIBUTION = [
  ["landing_page", "text"],
  ["referrer_host", "text"],
  ["utm_source", "text"],
  ["utm_medium", "text"],
  ["utm_campaign", "text"],
  ["utm_term", "text"],
  ["utm_content", "text"],
  ["pages_viewed", "integer"],
] as const;

export const analyticsMigration: Migration = {
  async up(db: AnyDb) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    const ts = postgres ? "timestamptz" : "text";

    let events = db.schema.createTable("analytics_events");
    events = postgres
      ? events.addColumn("id", "bigserial", (col) => col.primaryKey())
      : events.addColumn("id", "integer", (col) => col.primaryKey());
    await events
      // The UTC day (YYYY-MM-DD) it was received on: roll-ups, retention and the visitor's day.
      .addColumn("day", "text", (col) => col.notNull())
      .addColumn("at", ts, (col) => col.notNull())
      .addColumn("visitor", "text", (col) => col.notNull())
      .addColumn("device", "text", (col) => col.notNull())
      .addColumn("type", "text", (col) => col.notNull())
      .addColumn("path", "text", (col) => col.notNull())
      .addColumn("referrer_host", "text")
      .addColumn("utm_source", "text")
      .addColumn("utm_medium", "text")
      .addColumn("utm_campaign", "text")
      .addColumn("utm_term", "text")
      .addColumn("utm_content", "text")
      // assessment_step: the step; form_sent: form:outcome; vital: the metric.
      .addColumn("detail", "text")
      .addColumn("value", postgres ? "double precision" : "real")
      // A vital's histogram bucket (server/analytics/vitals.ts).
      .addColumn("bucket", "integer")
      .execute();
    // A day's aggregates (server/analytics/rollup.ts) read this index alone, in its order.
    await db.schema
      .createIndex("analytics_events_day")
      .on("analytics_events")
      .columns(["day", "type", "path", "detail", "bucket", "visitor", "device"])
      .execute();
    await db.schema
      .createIndex("analytics_events_visitor")
      .on("analytics_events")
      .columns(["visitor", "type", "id"])
      .execute();

    await db.schema
      .createTable("analytics_salts")
      .addColumn("day", "text", (col) => col.primaryKey())
      .addColumn("salt", "text", (col) => col.notNull())
      .addColumn("created_at", ts, (col) => col.notNull())
      .execute();

    await db.schema
      .createTable("analytics_days")
      .addColumn("day", "text", (col) => col.primaryKey())
      .addColumn("rolled_up_at", ts)
      .execute();

    await db.schema
      .createTable("analytics_daily")
      .addColumn("day", "text", (col) => col.notNull())
      // device, page, referrer, campaign, event
      .addColumn("kind", "text", (col) => col.notNull())
      .addColumn("dimension", "text", (col) => col.notNull())
      .addColumn("detail", "text", (col) => col.notNull())
      .addColumn("events", "integer", (col) => col.notNull())
      .addColumn("visitors", "integer", (col) => col.notNull())
      .addPrimaryKeyConstraint("analytics_daily_pk", ["day", "kind", "dimension", "detail"])
      .execute();

    await db.schema
      .createTable("analytics_daily_vitals")
      .addColumn("day", "text", (col) => col.notNull())
      .addColumn("path", "text", (col) => col.notNull())
      .addColumn("metric", "text", (col) => col.notNull())
      .addColumn("samples", "integer", (col) => col.notNull())
      .$call((table) => {
        // The count in each bucket of the metric's histogram (server/analytics/vitals.ts): columns,
        // so a range's histograms are summed by the database.
        let withBuckets = table;
        for (let bucket = 0; bucket < HISTOGRAM_BUCKETS; bucket++) {
          withBuckets = withBuckets.addColumn(`b${String(bucket).padStart(2, "0")}`, "integer", (col) =>
            col.notNull().defaultTo(0),
          );
        }
        return withBuckets;
      })
      .addPrimaryKeyConstraint("analytics_daily_vitals_pk", ["day", "path", "metric"])
      .execute();

    for (const table of FORM_TABLES) {
      for (const [column, type] of ATTRIBUTION) {
        await db.schema.alterTable(table).addColumn(column, type).execute();
      }
    }
  },
  async down(db: AnyDb) {
    for (const table of FORM_TABLES) {
      for (const [column] of ATTRIBUTION) await db.schema.alterTable(table).dropColumn(column).execute();
    }
    for (const table of ["analytics_daily_vitals", "analytics_daily", "analytics_days", "analytics_salts"]) {
      await db.schema.dropTable(table).execute();
    }
    await db.schema.dropIndex("analytics_events_visitor").execute();
    await db.schema.dropIndex("analytics_events_day").execute();
    await db.schema.dropTable("analytics_events").execute();
  },
};
