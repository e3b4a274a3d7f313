import { loadConfig, type Config } from "../config";
import { MissingToolError, type TableRows } from "../backups/engines";
import {
  BackupFileError,
  createBackup,
  latestBackups,
  restoreBackup,
  verifyBackup,
  type BackupRecord,
} from "../backups/service";
import type { CliIo } from "./submissions";

// The operator's backup command (docs/operations.md "Backups and restores"):
//   backup now              take a backup, verify it, copy it off the machine, prune old ones
//   backup list             every recorded run, newest first
//   backup verify FILE      check a backup again (integrity, rows, SHA-256 against its manifest)
//   backup restore FILE     restore it into DATABASE_URL and CONTENT_DIR (the server stopped)

const USAGE = `Usage:
  npm run -s backup -- now
  npm run -s backup -- list
  npm run -s backup -- verify FILE
  npm run -s backup -- restore FILE     (stop the server first)`;

function megabytes(bytes: number | undefined): string {
  return bytes === undefined ? "-" : `${(bytes / 1_048_576).toFixed(1)} MB`;
}

function rowsText(rows: TableRows): string {
  const names = Object.keys(rows).sort();
  const width = Math.max(...names.map((name) => name.length), 5);
  return names.map((name) => `  ${name.padEnd(width)}  ${rows[name]}`).join("\n");
}

function recordLine(record: BackupRecord): string {
  const state = record.verified ? "verified" : `FAILED: ${record.error ?? "unknown"}`;
  const copy = record.copy ? (record.copy.ok ? ", copied off the machine" : `, ${record.copy.error}`) : "";
  return `${record.startedAt}  ${record.file}  ${megabytes(record.size)}  ${state}${copy}`;
}

/** Runs the command; returns the exit code. */
export async function runBackupCli(argv: string[], io: Omit<CliIo, "terminal">): Promise<number> {
  const [command, file, ...rest] = argv;
  const usage = (message: string) => {
    io.stderr(`${message}\n\n${USAGE}\n`);
    return 2;
  };
  if (!command || command === "--help" || command === "-h")
    return usage("Name a command: now, list, verify or restore.");
  const needsFile = command === "verify" || command === "restore";
  if (!["now", "list", "verify", "restore"].includes(command)) {
    return usage(`Unknown command ${JSON.stringify(command)}: use now, list, verify or restore.`);
  }
  if (needsFile && !file) return usage(`${command} needs the backup's file (npm run -s backup -- list shows them).`);
  if ((needsFile ? rest.length : argv.length - 1) > 0) return usage(`${command} takes no other arguments.`);

  let config: Config;
  try {
    config = loadConfig(io.env);
  } catch (error) {
    io.stderr(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }

  try {
    if (command === "now") {
      const record = await createBackup(config);
      if (!record.verified) {
        io.stderr(`Backup failed: ${record.error}\n`);
        return 1;
      }
      io.stdout(`Backup written and verified: ${config.BACKUP_DIR}/${record.file} (${megabytes(record.size)})\n`);
      io.stdout(`SHA-256 ${record.sha256}\nRows per table:\n${rowsText(record.rows ?? {})}\n`);
      io.stdout(`Content files: ${record.contentFiles ?? 0}; live build: ${record.liveBuild ?? "the deployed one"}\n`);
      if (record.copy && !record.copy.ok) {
        io.stderr(`${record.copy.error}\n`);
        return 1;
      }
      if (record.copy) io.stdout("Copied off the machine (BACKUP_COPY_COMMAND).\n");
      return 0;
    }
    if (command === "list") {
      const status = await latestBackups(config);
      if (status.runs.length === 0) {
        io.stdout(`No backups in ${status.dir} yet: npm run -s backup -- now takes one.\n`);
        return 0;
      }
      io.stdout(`${status.runs.map(recordLine).join("\n")}\n`);
      io.stdout(
        `Last good: ${status.lastGood ? status.lastGood.file : "none"}; next scheduled: ${status.next ? status.next.toISOString() : "off (BACKUP_INTERVAL_HOURS=0)"}\n`,
      );
      return 0;
    }
    if (command === "verify") {
      const result = await verifyBackup(config, file!);
      io.stdout(
        `${result.file} is a good ${result.dialect} backup taken ${result.createdAt} (${megabytes(result.size)}).\n`,
      );
      io.stdout(
        `SHA-256 ${result.sha256}\nRows per table:\n${rowsText(result.rows)}\nContent files: ${result.contentFiles}\n`,
      );
      return 0;
    }
    const result = await restoreBackup(config, file!);
    io.stdout(
      `Restored ${result.file} (taken ${result.createdAt}) into ${config.DATABASE_URL.startsWith("file:") ? config.DATABASE_URL : "the PostgreSQL database"}, migrated to today's schema.\n`,
    );
    io.stdout(`Rows per table:\n${rowsText(result.restoredRows)}\n`);
    io.stdout(`Content files restored into ${config.CONTENT_DIR}: ${result.contentFiles}\n`);
    io.stdout(
      result.liveBuild
        ? `The live build then was ${result.liveBuild}: publish from the inbox to rebuild the site from the restored words.\n`
        : "The site then served its deployed build: rebuild (npm run build) or publish to match the restored words.\n",
    );
    return 0;
  } catch (error) {
    if (error instanceof BackupFileError || error instanceof MissingToolError || error instanceof Error) {
      io.stderr(`${error.message}\n`);
      return 1;
    }
    io.stderr(`${String(error)}\n`);
    return 1;
  }
}
