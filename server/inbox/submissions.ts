import { sql, type Expression, type SqlBool } from "kysely";
import { ATTRIBUTION_COLUMNS } from "../../common/forms/attribution";
import type { FormDeclaration } from "../../common/forms/declare";
import { csvCell, type CsvCell } from "../../common/csv";
import { FORMS, FORM_KEYS, LEAD_FORM_KEYS, tableOf, type FormKey } from "../../common/forms/registry";
import type { Db } from "../db/index";
import { pastPosition, sliceEnd, upTo, yieldToOthers, type Position } from "../db/keyset";
import { toIso } from "../db/time";

// What is kept and for how long: the exports the firm takes of its submissions (the operator
// command, cli/submissions.ts, and the inbox's export run the same code), and the purge that
// deletes what is older than the retention (cli and the server's daily purge, retention.ts).
// An export's columns follow from the form's declaration (common/forms); it is read a batch at a
// time in keyset order and streamed, so 100,000 rows neither sit in memory nor hold the event loop.

export type ExportRow = Record<string, CsvCell>;

/**
 * The columns of a form's export: id, reference, created_at, the exported fields, its state,
 * spam, then the visit it came from (landing_page … pages_viewed, common/forms/attribution.ts).
 */
export function exportColumns(key: FormKey): string[] {
  const form: FormDeclaration = FORMS[key];
  return [
    "id",
    ...(form.referencePrefix ? ["reference"] : []),
    "created_at",
    ...form.fields.filter((field) => field.exported).map((field) => field.column),
    ...(form.stateColumns ?? []).map((state) => state.column),
    "spam",
    ...ATTRIBUTION_COLUMNS.map((attribution) => attribution.column),
  ];
}

function timestampColumns(key: FormKey): Set<string> {
  const form: FormDeclaration = FORMS[key];
  return new Set([
    "created_at",
    ...(form.stateColumns ?? []).filter((state) => state.timestamp).map((state) => state.column),
  ]);
}

export interface ExportOptions {
  since?: string;
  includeSpam?: boolean;
  /** Narrows further: the inbox exports its current filter with the same code. */
  where?: Expression<SqlBool>;
  /** Rows read at a time; the event loop is handed back between batches. */
  batchSize?: number;
}

/**
 * The export's rows, oldest first, a slice of the table at a time (`batchSize` rows of the
 * (created_at, id) index, whatever the filter): a search that matches few rows costs one slice
 * per query, not a scan of the whole table, and other requests run between slices.
 */
export async function* exportBatches(
  db: Db,
  key: FormKey,
  { since, includeSpam = false, where, batchSize = 250 }: ExportOptions = {},
): AsyncGenerator<ExportRow[]> {
  const table = tableOf(key);
  const columns = exportColumns(key);
  const timestamps = timestampColumns(key);
  const base = since ? sql<SqlBool>`created_at >= ${`${since}T00:00:00.000Z`}` : undefined;
  let from: Position | undefined;
  for (;;) {
    const end = await sliceEnd(db, table, { direction: "asc", from, size: batchSize, base });
    let query = db
      .selectFrom(table)
      .select(columns.map((column) => sql.ref(column).as(column)))
      .orderBy("created_at")
      .orderBy("id");
    if (base) query = query.where(base);
    if (from) query = query.where(pastPosition("asc", from));
    if (end) query = query.where(upTo("asc", end));
    if (!includeSpam) query = query.where("spam", "=", 0);
    if (where) query = query.where(where);
    const rows = (await query.execute()) as Record<string, unknown>[];
    if (rows.length > 0) {
      yield rows.map((row) => {
        const out: ExportRow = {};
        for (const column of columns) {
          const value = row[column];
          if (timestamps.has(column)) out[column] = toIso((value ?? null) as Date | string | null);
          else if (column === "spam") out[column] = value === 1;
          else if (column === "pages_viewed")
            out[column] = value === null || value === undefined ? null : Number(value);
          else out[column] = (value ?? null) as CsvCell;
        }
        return out;
      });
    }
    if (!end) return;
    from = end;
    await yieldToOthers();
  }
}

/** Every row of an export (tests and small exports). */
export async function exportRows(db: Db, key: FormKey, options: ExportOptions = {}): Promise<ExportRow[]> {
  const rows: ExportRow[] = [];
  for await (const batch of exportBatches(db, key, options)) rows.push(...batch);
  return rows;
}

// One cell: common/csv.ts (the inbox's tables download with the same).
const csvLine = (columns: readonly string[], row: ExportRow) =>
  `${columns.map((column) => csvCell(row[column] ?? null)).join(",")}\r\n`;

export function toCsv(columns: readonly string[], rows: readonly ExportRow[]): string {
  return [columns.join(",") + "\r\n", ...rows.map((row) => csvLine(columns, row))].join("");
}

/** An export as text chunks, CSV (a header line, then a line per row) or a JSON array. */
export async function* exportText(
  db: Db,
  key: FormKey,
  format: "csv" | "json",
  options: ExportOptions & { onRow?: () => void } = {},
): AsyncGenerator<string> {
  const columns = exportColumns(key);
  if (format === "csv") yield `${columns.join(",")}\r\n`;
  else yield "[";
  let first = true;
  for await (const batch of exportBatches(db, key, options)) {
    let chunk = "";
    for (const row of batch) {
      options.onRow?.();
      if (format === "csv") chunk += csvLine(columns, row);
      else {
        chunk += `${first ? "\n" : ",\n"}  ${JSON.stringify(row)}`;
        first = false;
      }
    }
    yield chunk;
  }
  if (format === "json") yield first ? "]\n" : "\n]\n";
}

export interface PurgeCounts {
  [table: string]: number;
}

/**
 * Deletes what is older than the retention: submissions and their staff notes, lapsed
 * subscribers and theirs, sent mail, old keys. One transaction. Every declared form's table
 * (common/forms/registry.ts): a lead form's rows by age; subscribers only once they stopped
 * being subscribed.
 */
export async function purge(db: Db, olderThanDays: number, now = Date.now()): Promise<PurgeCounts> {
  const cutoff = new Date(now - olderThanDays * 86_400_000).toISOString();
  const keyCutoff = new Date(now - Math.min(olderThanDays, 7) * 86_400_000).toISOString();
  const count = (result: { numDeletedRows: bigint }[]) => Number(result[0]?.numDeletedRows ?? 0n);
  // The tables of the inbox's leads: staff notes (`lead_notes`) name one as their lead's.
  const leadTables = FORM_KEYS.map(tableOf);
  return db.transaction().execute(async (trx) => {
    const counts: PurgeCounts = {};
    for (const key of LEAD_FORM_KEYS) {
      const table = tableOf(key) as "contact_messages";
      counts[table] = count(await trx.deleteFrom(table).where("created_at", "<", cutoff).execute());
    }
    // Confirmed subscribers stay while they are subscribed; the rest go after the retention.
    counts.subscribers = count(
      await trx.deleteFrom("subscribers").where("status", "!=", "confirmed").where("updated_at", "<", cutoff).execute(),
    );
    // Notes go with their lead: those of the leads just deleted, and any whose lead is already
    // gone (left by purges from before notes were deleted with them).
    let notes = 0;
    for (const table of leadTables) {
      notes += count(
        await trx
          .deleteFrom("lead_notes")
          .where("source_table", "=", table)
          .where(sql<SqlBool>`not exists (select 1 from ${sql.table(table)} lead where lead.id = lead_notes.lead_id)`)
          .execute(),
      );
    }
    counts.lead_notes = notes;
    counts.outbox = count(await trx.deleteFrom("outbox").where("created_at", "<", cutoff).execute());
    counts.idempotency_keys = count(
      await trx.deleteFrom("idempotency_keys").where("created_at", "<", keyCutoff).execute(),
    );
    return counts;
  });
}
