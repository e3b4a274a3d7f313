import { createWriteStream } from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { FORMS, FORM_KEYS, formOfExportName } from "../../common/forms/registry";
import { parseArgs } from "node:util";
import { loadConfig, type Config } from "../config";
import { migrateToLatest, openDatabase } from "../db/index";
import { exportText, purge } from "../inbox/submissions";

// The firm's operator command (README "Submissions"):
//   submissions export --type contact|subscribers|service-requests|assessments --format csv|json
//                      [--since YYYY-MM-DD] [--include-spam] [--out FILE]
//   submissions purge [--older-than-days N]      (default RETENTION_DAYS, 730)

const USAGE = `Usage:
  npm run -s submissions -- export --type contact|subscribers|service-requests|assessments --format csv|json [--since YYYY-MM-DD] [--include-spam] [--out FILE]
  npm run -s submissions -- purge [--older-than-days N]   (default: RETENTION_DAYS, 730 = 24 months)`;

export interface CliIo {
  env: NodeJS.ProcessEnv;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** stdout is a terminal: control characters are shown escaped instead of being obeyed. */
  terminal?: boolean;
}

// Everything a terminal might obey or draw misleadingly (ESC sequences, C1 controls such as CSI,
// bidi overrides, a lone CR that overwrites the line), except the line breaks of the output.
const TERMINAL_UNSAFE = /(?!\r\n)[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/** Shows control and format characters as \u{…} so that data cannot drive the operator's terminal. */
export function escapeForTerminal(text: string): string {
  return text.replace(TERMINAL_UNSAFE, (char) =>
    char === "\n" || char === "\t" ? char : `\\u{${char.codePointAt(0)!.toString(16)}}`,
  );
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
    const form = type === undefined ? undefined : formOfExportName(type);
    if (!form) return fail(`--type must be one of ${FORM_KEYS.map((key) => FORMS[key].exportName).join(", ")}.`);
    const format = values.format ?? "csv";
    if (format !== "csv" && format !== "json") return fail("--format must be csv or json.");
    if (values.since !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(values.since)) {
      return fail("--since must be a date like 2025-01-31.");
    }
    const database = openDatabase(config.DATABASE_URL);
    try {
      await migrateToLatest(database.db);
      let rows = 0;
      const text = exportText(database.db, form, format, {
        since: values.since,
        includeSpam: values["include-spam"] ?? false,
        onRow: () => void rows++,
      });
      if (values.out) {
        await pipeline(Readable.from(text), createWriteStream(values.out, { mode: 0o600 }));
        io.stderr(`Wrote ${rows} ${type} rows to ${values.out}\n`);
      } else {
        for await (const chunk of text) io.stdout(io.terminal ? escapeForTerminal(chunk) : chunk);
      }
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
