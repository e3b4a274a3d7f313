import { PostgresAdapter, sql, type Kysely } from "kysely";

// A new lead form's table, for its migration: the columns of its declared fields (written out
// in the migration: a migration never changes) and what every lead table has besides them
// (id, reference, spam flag, time, the inbox's status, the response clock, the assignee, the visit it came from) with the inbox's
// and the erasure's indexes. The same on SQLite and PostgreSQL.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** A declared field's column: text, not null when the field is required. */
export interface LeadTableColumn {
  readonly column: string;
  readonly required: boolean;
}

/** The visit a submission came from (common/forms/attribution.ts). */
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

/** Creates a lead form's table and its indexes. */
export async function createLeadTable(db: AnyDb, table: string, columns: readonly LeadTableColumn[]): Promise<void> {
  const ts = db.getExecutor().adapter instanceof PostgresAdapter ? "timestamptz" : "text";
  let create = db.schema.createTable(table).addColumn("id", "text", (col) => col.primaryKey());
  for (const { column, required } of columns) {
    create = create.addColumn(column, "text", (col) => (required ? col.notNull() : col));
  }
  create = create
    .addColumn("reference", "text")
    .addColumn("spam", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", ts, (col) => col.notNull())
    .addColumn("lead_status", "text", (col) => col.notNull().defaultTo("new"))
    .addColumn("opened_at", ts)
    // The response clock (migration 009): when it falls due, and its first answer.
    .addColumn("due_at", ts)
    .addColumn("first_response_at", ts)
    .addColumn("first_response_by", "text")
    .addColumn("first_response_how", "text")
    .addColumn("first_response_note", "text")
    // Who answers it (migration 011): a staff account's id, null while unassigned.
    .addColumn("assigned_to", "text");
  for (const [column, type] of ATTRIBUTION) create = create.addColumn(column, type);
  await create.execute();
  await db.schema.createIndex(`${table}_reference`).on(table).column("reference").unique().execute();
  await db.schema.createIndex(`${table}_created_at`).on(table).column("created_at").execute();
  // Newest first, with and without spam, with and without a status filter.
  await db.schema.createIndex(`${table}_inbox`).on(table).columns(["spam", "created_at", "id"]).execute();
  await db.schema
    .createIndex(`${table}_inbox_status`)
    .on(table)
    .columns(["spam", "lead_status", "created_at", "id"])
    .execute();
  await db.schema
    .createIndex(`${table}_waiting`)
    .on(table)
    .columns(["spam", "first_response_at", "due_at", "id"])
    .where(sql.ref("spam"), "=", 0)
    .where(sql.ref("first_response_at"), "is", null)
    .execute();
  await db.schema
    .createIndex(`${table}_assigned`)
    .on(table)
    .columns(["assigned_to", "spam", "created_at", "id"])
    .execute();
  await db.schema.createIndex(`${table}_newest`).on(table).columns(["created_at", "id"]).execute();
  await db.schema
    .createIndex(`${table}_email`)
    .on(table)
    .expression(sql`lower(email)`)
    .execute();
}

/** Drops a table createLeadTable made (its indexes go with it). */
export async function dropLeadTable(db: AnyDb, table: string): Promise<void> {
  await db.schema.dropTable(table).execute();
}
