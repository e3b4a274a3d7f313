import { PostgresAdapter, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

// Publishing on every instance (server/publishing/build-store.ts, docs/operations.md): each
// published build, its files as one gzipped tar archive (the pages, their precompressed variants,
// pages.json and the content it was built from), the last 5 kept; the one row naming the live
// build; and the one row held while a publish runs, so that two instances never publish at once.
// Times are ISO strings, as the builds' own ids are.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export const siteBuildsMigration: Migration = {
  async up(db: AnyDb) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    await db.schema
      .createTable("site_builds")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("at", "text", (col) => col.notNull())
      .addColumn("by", "text", (col) => col.notNull())
      .addColumn("git_commit", "text")
      .addColumn("size", "integer", (col) => col.notNull())
      .addColumn("archive", postgres ? "bytea" : "blob", (col) => col.notNull())
      .execute();
    await db.schema
      .createTable("site_live")
      // Always "site": one row.
      .addColumn("name", "text", (col) => col.primaryKey())
      // A build's id, or "deployed": each instance's own deployed build.
      .addColumn("build", "text", (col) => col.notNull())
      // Which deploy made it live (a hash of the deployed build's page list).
      .addColumn("deployed", "text", (col) => col.notNull())
      .addColumn("changed_at", "text", (col) => col.notNull())
      .execute();
    await db.schema
      .createTable("site_publish_lock")
      // Always "publish": one row while a publish runs.
      .addColumn("name", "text", (col) => col.primaryKey())
      // The instance holding it (a random id made at its start).
      .addColumn("holder", "text", (col) => col.notNull())
      .addColumn("by", "text", (col) => col.notNull())
      .addColumn("started_at", "text", (col) => col.notNull())
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable("site_publish_lock").execute();
    await db.schema.dropTable("site_live").execute();
    await db.schema.dropTable("site_builds").execute();
  },
};
