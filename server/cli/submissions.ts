import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { loadConfig, type Config } from "../config";
import { migrateToLatest, openDatabase, type Db } from "../db/index";
import { toIso } from "../db/time";

// The firm's operator command (README "Submissions"):
//   submissions export --type contact|subscribers|service-requests|assessments --format csv|json
//                      [--since YYYY-MM-DD] [--include-spam] [--out FILE]
//   submissions purge [--older-than-days N]      (default RETENTION_DAYS, 730)

export const EXPORT_TYPES = {
  contact: {
    table: "contact_messages",
    columns: ["id", "created_at", "name", "email", "subject", "message", "spam"],
  },
  subscribers: {
    table: "subscribers",
    columns: ["id", "created_at", "name", "email", "status", "confirmed_at", "unsubscribed_at", "spam"],
  },
  "service-requests": {
    table: "service_requests",
    columns: ["id", "created_at", "name", "email", "service", "message", "spam"],
  },
  assessments: {
    table: "assessment_requests",
    columns: [
      "id",
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
  { since, includeSpam = false }: { since?: string; includeSpam?: boolean } = {},
): Promise<ExportRow[]> {
  const { table, columns } = EXPORT_TYPES[type];
  let query = db
    .selectFrom(table)
    .select([...columns])
    .orderBy("created_at");
  if (since) query = query.where("created_at", ">=", `${since}T00:00:00.000Z`);
  if (!includeSpam) query = query.where("spam", "=", 0);
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

/** Deletes what is older than the retention: submissions, lapsed subscribers, sent mail, old keys. */
export async function purge(db: Db, olderThanDays: number, now = Date.now()): Promise<PurgeCounts> {
  const cutoff = new Date(now - olderThanDays * 86_400_000).toISOString();
  const keyCutoff = new Date(now - Math.min(olderThanDays, 7) * 86_400_000).toISOString();
  const count = (result: { numDeletedRows: bigint }[]) => Number(result[0]?.numDeletedRows ?? 0n);
  return db.transaction().execute(async (trx) => ({
    contact_messages: count(await trx.deleteFrom("contact_messages").where("created_at", "<", cutoff).execute()),
    service_requests: count(await trx.deleteFrom("service_requests").where("created_at", "<", cutoff).execute()),
    assessment_requests: count(await trx.deleteFrom("assessment_requests").where("created_at", "<", cutoff).execute()),
    // Confirmed subscribers stay while they are subscribed; the rest go after the retention.
    subscribers: count(
      await trx.deleteFrom("subscribers").where("status", "!=", "confirmed").where("updated_at", "<", cutoff).execute(),
    ),
    outbox: count(await trx.deleteFrom("outbox").where("created_at", "<", cutoff).execute()),
    idempotency_keys: count(await trx.deleteFrom("idempotency_keys").where("created_at", "<", keyCutoff).execute()),
  }));
}

const USAGE = `Usage:
  npm run -s submissions -- export --type contact|subscribers|service-requests|assessments --format csv|json [--since YYYY-MM-DD] [--include-spam] [--out FILE]
  npm run -s submissions -- purge [--older-than-days N]   (default: RETENTION_DAYS, 730 = 24 months)`;

export interface CliIo {
  env: NodeJS.ProcessEnv;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

/** Runs the command; returns the exit code. */
export async function runSubmissionsCli(argv: string[], io: CliIo): Promise<number> {
  const fail = (message: string) => {
    io.stderr(`${message}\n\n${USAGE}\n`);
    return 2;
  };
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        type: { type: "string" },
        format: { type: "string" },
        since: { type: "string" },
        "include-spam": { type: "boolean" },
        out: { type: "string" },
        "older-than-days": { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    });
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  const [command] = positionals;
  if (values.help || !command) return fail(command ? "" : "Name a command: export or purge.");

  let config: Config;
  try {
    config = loadConfig(io.env);
  } catch (error) {
    io.stderr(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }

  if (command === "export") {
    const type = values.type;
    if (!type || !(type in EXPORT_TYPES)) return fail(`--type must be one of ${Object.keys(EXPORT_TYPES).join(", ")}.`);
    const format = values.format ?? "csv";
    if (format !== "csv" && format !== "json") return fail("--format must be csv or json.");
    if (values.since !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(values.since)) {
      return fail("--since must be a date like 2025-01-31.");
    }
    const database = openDatabase(config.DATABASE_URL);
    try {
      await migrateToLatest(database.db);
      const rows = await exportRows(database.db, type as ExportType, {
        since: values.since,
        includeSpam: values["include-spam"] ?? false,
      });
      const text =
        format === "csv" ? toCsv(EXPORT_TYPES[type as ExportType].columns, rows) : `${JSON.stringify(rows, null, 2)}\n`;
      if (values.out) {
        writeFileSync(values.out, text, { mode: 0o600 });
        io.stderr(`Wrote ${rows.length} ${type} rows to ${values.out}\n`);
      } else io.stdout(text);
      return 0;
    } finally {
      await database.close();
    }
  }

  if (command === "purge") {
    const days = values["older-than-days"] === undefined ? config.RETENTION_DAYS : Number(values["older-than-days"]);
    if (!Number.isInteger(days) || days < 1)
      return fail("--older-than-days must be a whole number of days, 1 or more.");
    const database = openDatabase(config.DATABASE_URL);
    try {
      await migrateToLatest(database.db);
      const counts = await purge(database.db, days);
      io.stdout(
        `Deleted rows older than ${days} days:\n${Object.entries(counts)
          .map(([table, n]) => `  ${table}: ${n}`)
          .join("\n")}\n`,
      );
      return 0;
    } finally {
      await database.close();
    }
  }
  return fail(`Unknown command "${command}".`);
}
