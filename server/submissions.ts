import { sql, type Expression, type SqlBool } from "kysely";
import type { Db } from "./db/index";
import { toIso } from "./db/time";

// What is kept and for how long: the exports the firm takes of its submissions, and the purge
// that deletes what is older than the retention. Used by the operator command
// (cli/submissions.ts) and by the server's daily purge (retention.ts).

export const EXPORT_TYPES = {
  contact: {
    table: "contact_messages",
    columns: ["id", "reference", "created_at", "name", "email", "subject", "message", "spam"],
  },
  subscribers: {
    table: "subscribers",
    columns: ["id", "created_at", "name", "email", "status", "confirmed_at", "unsubscribed_at", "spam"],
  },
  "service-requests": {
    table: "service_requests",
    columns: ["id", "reference", "created_at", "name", "email", "service", "message", "spam"],
  },
  assessments: {
    table: "assessment_requests",
    columns: [
      "id",
      "reference",
      "created_at",
      "full_name",
      "email",
      "company",
      "team_size",
      "service",
      "challenges",
      "goals",
      "spam",
    ],
  },
} as const;

export type ExportType = keyof typeof EXPORT_TYPES;
type Cell = string | number | boolean | null;
export type ExportRow = Record<string, Cell>;

const TIMESTAMP_COLUMNS = new Set(["created_at", "confirmed_at", "unsubscribed_at"]);

export async function exportRows(
  db: Db,
  type: ExportType,
  // `where` narrows further: the inbox exports its current filter with the same code.
  { since, includeSpam = false, where }: { since?: string; includeSpam?: boolean; where?: Expression<SqlBool> } = {},
): Promise<ExportRow[]> {
  const { table, columns } = EXPORT_TYPES[type];
  let query = db
    .selectFrom(table)
    .select([...columns])
    .orderBy("created_at");
  if (since) query = query.where("created_at", ">=", `${since}T00:00:00.000Z`);
  if (!includeSpam) query = query.where("spam", "=", 0);
  if (where) query = query.where(where);
  const rows = (await query.execute()) as Record<string, unknown>[];
  return rows.map((row) => {
    const out: ExportRow = {};
    for (const column of columns) {
      const value = row[column];
      if (TIMESTAMP_COLUMNS.has(column)) out[column] = toIso((value ?? null) as Date | string | null);
      else if (column === "spam") out[column] = value === 1;
      else out[column] = (value ?? null) as Cell;
    }
    return out;
  });
}

/**
 * One CSV cell. A value a spreadsheet would run as a formula (= + - @, tab, carriage return
 * first) is prefixed with an apostrophe; quotes, commas and line breaks are quoted (RFC 4180).
 */
export function csvCell(value: Cell): string {
  if (value === null) return "";
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(columns: readonly string[], rows: readonly ExportRow[]): string {
  const lines = [
    columns.join(","),
    ...rows.map((row) => columns.map((column) => csvCell(row[column] ?? null)).join(",")),
  ];
  return `${lines.join("\r\n")}\r\n`;
}

export interface PurgeCounts {
  [table: string]: number;
}

/** The tables of the inbox's leads: staff notes (`lead_notes`) name one as their lead's. */
const LEAD_TABLES = ["contact_messages", "service_requests", "assessment_requests", "subscribers"] as const;

/**
 * Deletes what is older than the retention: submissions and their staff notes, lapsed
 * subscribers and theirs, sent mail, old keys. One transaction.
 */
export async function purge(db: Db, olderThanDays: number, now = Date.now()): Promise<PurgeCounts> {
  const cutoff = new Date(now - olderThanDays * 86_400_000).toISOString();
  const keyCutoff = new Date(now - Math.min(olderThanDays, 7) * 86_400_000).toISOString();
  const count = (result: { numDeletedRows: bigint }[]) => Number(result[0]?.numDeletedRows ?? 0n);
  return db.transaction().execute(async (trx) => {
    const counts: PurgeCounts = {
      contact_messages: count(await trx.deleteFrom("contact_messages").where("created_at", "<", cutoff).execute()),
      service_requests: count(await trx.deleteFrom("service_requests").where("created_at", "<", cutoff).execute()),
      assessment_requests: count(
        await trx.deleteFrom("assessment_requests").where("created_at", "<", cutoff).execute(),
      ),
      // Confirmed subscribers stay while they are subscribed; the rest go after the retention.
      subscribers: count(
        await trx
          .deleteFrom("subscribers")
          .where("status", "!=", "confirmed")
          .where("updated_at", "<", cutoff)
          .execute(),
      ),
    };
    // Notes go with their lead: those of the leads just deleted, and any whose lead is already
    // gone (left by purges from before notes were deleted with them).
    let notes = 0;
    for (const table of LEAD_TABLES) {
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
