import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { createReadStream, createWriteStream, existsSync, readFileSync } from "node:fs";
import { cp, mkdir, mkdtemp, open, readdir, readFile, realpath, rename, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, dirname, join, resolve } from "node:path";
import { pipeline } from "node:stream/promises";
import type { Writable } from "node:stream";
import { createGunzip, createGzip } from "node:zlib";
import * as tar from "tar";
import type { Config } from "../config";
import { migrateToLatest, openDatabase, type Dialect } from "../db/index";
import {
  checkSqlite,
  currentSchema,
  dumpPostgres,
  listPostgresDump,
  postgresRows,
  restorePostgres,
  snapshotSqlite,
  sqlitePath,
  type TableRows,
} from "./engines";
import { lockOutServers } from "./lock";

// Backups of the whole site (docs/operations.md "Backups and restores"): the database (a
// consistent online copy: node:sqlite's backup API, or pg_dump -Fc), the content folder and the
// name of the live build, in one tar.gz written under a temporary name and renamed when complete.
// Each is verified right after it is written (extracted again, integrity-checked, rows counted,
// SHA-256 taken) and its outcome recorded in a manifest beside it, <archive>.manifest.json: the
// record latestBackups() reads for the System screen and `backup list` prints.

export type BackupConfig = Pick<
  Config,
  | "DATABASE_URL"
  | "CONTENT_DIR"
  | "SITE_BUILDS_DIR"
  | "BACKUP_DIR"
  | "BACKUP_KEEP"
  | "BACKUP_COPY_COMMAND"
  | "BACKUP_INTERVAL_HOURS"
>;

const FORMAT = "site-backup";
const META = "backup.json";
const MANIFEST_SUFFIX = ".manifest.json";

/** What a backup archive says about itself (its first entry, backup.json). */
interface BackupMeta {
  format: typeof FORMAT;
  version: 1;
  dialect: Dialect;
  createdAt: string;
  /** The live build's id (SITE_BUILDS_DIR/live.json) when the backup was taken, if any. */
  liveBuild: string | null;
  /** PostgreSQL: the schema dumped, and its rows per table in the dump's snapshot. */
  schema?: string;
  rows?: TableRows;
}

/** One backup run, as recorded in its manifest. */
export interface BackupRecord {
  /** The archive's file name in BACKUP_DIR (absent from the disk when the run failed). */
  file: string;
  dialect: Dialect;
  trigger: "schedule" | "command";
  startedAt: string;
  finishedAt: string;
  /** true only when written and verified: only such a backup is ever a "last good" one. */
  verified: boolean;
  /** Why the run failed, in words (verified is false). */
  error?: string;
  size?: number;
  sha256?: string;
  rows?: TableRows;
  contentFiles?: number;
  liveBuild?: string | null;
  /** The copy off the machine (BACKUP_COPY_COMMAND), when one is configured. */
  copy?: { ok: boolean; at: string; error?: string };
}

export interface BackupStatus {
  dir: string;
  intervalHours: number;
  /** The newest verified backup, or undefined when there is none. */
  lastGood?: BackupRecord;
  /** The newest run, good or failed. */
  lastRun?: BackupRecord;
  /** When the schedule takes the next one (null: the schedule is off). */
  next: Date | null;
  /** Every recorded run, newest first. */
  runs: BackupRecord[];
}

export function backupDir(config: Pick<Config, "BACKUP_DIR">): string {
  return resolve(config.BACKUP_DIR);
}

/** Every recorded run in BACKUP_DIR, newest first. */
export async function listBackups(config: Pick<Config, "BACKUP_DIR">): Promise<BackupRecord[]> {
  const dir = backupDir(config);
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const records: BackupRecord[] = [];
  for (const name of names.filter((entry) => entry.endsWith(MANIFEST_SUFFIX))) {
    try {
      records.push(JSON.parse(await readFile(join(dir, name), "utf8")) as BackupRecord);
    } catch {
      // a manifest being written, or damaged: not a record
    }
  }
  return records.sort((a, b) => b.startedAt.localeCompare(a.startedAt));
}

/**
 * The backups as the System screen shows them: the last good one, the last run (which may have
 * failed, and says why), and when the schedule takes the next.
 */
export async function latestBackups(config: BackupConfig, now = new Date()): Promise<BackupStatus> {
  const runs = await listBackups(config);
  const lastRun = runs[0];
  return {
    dir: backupDir(config),
    intervalHours: config.BACKUP_INTERVAL_HOURS,
    lastGood: runs.find((run) => run.verified),
    lastRun,
    next: nextBackupAt(config, lastRun, now),
    runs,
  };
}

/** When the schedule's next backup is due: an interval after the last run, not before now. */
export function nextBackupAt(
  config: Pick<Config, "BACKUP_INTERVAL_HOURS">,
  lastRun: Pick<BackupRecord, "startedAt"> | undefined,
  now = new Date(),
): Date | null {
  if (config.BACKUP_INTERVAL_HOURS === 0) return null;
  if (!lastRun) return now;
  const due = Date.parse(lastRun.startedAt) + config.BACKUP_INTERVAL_HOURS * 3_600_000;
  return new Date(Math.max(due, now.getTime()));
}

export interface CreateOptions {
  trigger?: BackupRecord["trigger"];
  /** Where the archive's bytes go (tests inject a disk that fills up); a file stream by default. */
  createOutput?: (path: string) => Writable;
  now?: () => Date;
}

function stamp(date: Date): string {
  return date.toISOString().replace(/[:.]/g, "-");
}

function liveBuildOf(config: BackupConfig): string | null {
  const buildsDir = config.SITE_BUILDS_DIR ?? "build/sites";
  try {
    const live = JSON.parse(readFileSync(join(buildsDir, "live.json"), "utf8")) as { id?: unknown };
    return typeof live.id === "string" ? live.id : null;
  } catch {
    return null;
  }
}

function describeError(error: unknown, dir: string): string {
  const code = (error as NodeJS.ErrnoException)?.code;
  if (code === "ENOSPC") {
    return `The disk holding ${dir} is full (no space left on device): free some space or set BACKUP_DIR to a larger disk; the earlier backups and the database were not touched.`;
  }
  const message = error instanceof Error ? error.message : String(error);
  return message.endsWith(".") ? message : `${message}.`;
}

async function countFiles(dir: string): Promise<number> {
  if (!existsSync(dir)) return 0;
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).length;
}

async function writeManifest(dir: string, record: BackupRecord): Promise<void> {
  const path = join(dir, `${record.file}${MANIFEST_SUFFIX}`);
  await writeFile(`${path}.tmp`, `${JSON.stringify(record, null, 2)}\n`);
  await rename(`${path}.tmp`, path);
}

/**
 * Takes a backup, verifies it, copies it off the machine (BACKUP_COPY_COMMAND) and prunes old
 * ones. Never throws for a failed run: the record says what failed, in words.
 */
export async function createBackup(config: BackupConfig, options: CreateOptions = {}): Promise<BackupRecord> {
  const now = options.now ?? (() => new Date());
  const started = now();
  const dir = backupDir(config);
  const file = `backup-${stamp(started)}.tar.gz`;
  const path = join(dir, file);
  const partial = join(dir, `.${file}.partial`);
  const dbPath = sqlitePath(config.DATABASE_URL);
  const record: BackupRecord = {
    file,
    dialect: dbPath === undefined ? "postgres" : "sqlite",
    trigger: options.trigger ?? "command",
    startedAt: started.toISOString(),
    finishedAt: started.toISOString(),
    verified: false,
  };
  let work: string | undefined;
  try {
    await mkdir(dir, { recursive: true });
    work = await mkdtemp(join(dir, ".work-"));
    const meta: BackupMeta = {
      format: FORMAT,
      version: 1,
      dialect: record.dialect,
      createdAt: record.startedAt,
      liveBuild: liveBuildOf(config),
    };
    let database: string;
    if (dbPath !== undefined) {
      database = "database.sqlite";
      await snapshotSqlite(dbPath, join(work, database));
    } else {
      database = "database.dump";
      const dumped = await dumpPostgres(config.DATABASE_URL, join(work, database));
      meta.schema = dumped.schema;
      meta.rows = dumped.rows;
    }
    const entries = [META, database];
    if (existsSync(config.CONTENT_DIR)) {
      // Its files, also when the folder (or a file in it) is a symbolic link: an archive holds no
      // link (tar would keep an absolute one, and refuse it when extracting).
      await cp(config.CONTENT_DIR, join(work, "content"), { recursive: true, dereference: true });
      entries.push("content");
    }
    await writeFile(join(work, META), `${JSON.stringify(meta, null, 2)}\n`);
    const output = options.createOutput ? options.createOutput(partial) : createWriteStream(partial);
    // Node's zlib compresses on libuv's thread pool (tar's own gzip would on the event loop).
    await pipeline(tar.create({ cwd: work, portable: true }, entries), createGzip(), output);
    const handle = await open(partial, "r+");
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(partial, path);
    await rm(work, { recursive: true, force: true });
    work = await mkdtemp(join(dir, ".verify-"));
    const checked = await inspectArchive(path, work);
    Object.assign(record, {
      verified: true,
      size: checked.size,
      sha256: checked.sha256,
      rows: checked.rows,
      contentFiles: checked.contentFiles,
      liveBuild: checked.meta.liveBuild,
    });
  } catch (error) {
    record.error = describeError(error, dir);
    await rm(partial, { force: true }).catch(() => undefined);
    // A backup that fails verification is never kept to be mistaken for a good one.
    await rm(path, { force: true }).catch(() => undefined);
  } finally {
    if (work) await rm(work, { recursive: true, force: true, maxRetries: 3 }).catch(() => undefined);
  }
  record.finishedAt = now().toISOString();
  await writeManifest(dir, record).catch((error: unknown) => {
    record.error ??= `its record could not be written: ${describeError(error, dir)}`;
  });
  if (!record.verified) return record;
  if (config.BACKUP_COPY_COMMAND) {
    record.copy = await copyOffMachine(config.BACKUP_COPY_COMMAND, path);
    await writeManifest(dir, record).catch(() => undefined);
  }
  await pruneBackups(config);
  return record;
}

/** The words of a command line, quotes grouping words; no shell ever sees it. */
export function commandWords(command: string): string[] {
  const words: string[] = [];
  for (const match of command.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)) words.push(match[1] ?? match[2] ?? match[3]!);
  return words;
}

/** Runs BACKUP_COPY_COMMAND with {file} replaced by the archive's path, without a shell. */
export function copyOffMachine(command: string, path: string): Promise<NonNullable<BackupRecord["copy"]>> {
  const [program, ...args] = commandWords(command).map((word) => word.replaceAll("{file}", path));
  return new Promise((resolvePromise) => {
    execFile(program!, args, { timeout: 6 * 3_600_000, maxBuffer: 16 * 1024 * 1024 }, (error, _stdout, stderr) => {
      const at = new Date().toISOString();
      if (!error) return resolvePromise({ ok: true, at });
      const detail = (stderr.trim().split("\n").pop() ?? "") || error.message;
      const how =
        (error as NodeJS.ErrnoException).code === "ENOENT"
          ? `${program} was not found`
          : `${basename(program!)} failed (exit ${String(error.code ?? error.signal)}): ${detail}`;
      resolvePromise({ ok: false, at, error: `The copy off the machine failed: ${how}.` });
    });
  });
}

/**
 * Keeps the BACKUP_KEEP newest verified backups. Failed runs never count toward them, so failures
 * never push the last good backup out; their records go once older than the oldest kept good one.
 */
export async function pruneBackups(config: BackupConfig): Promise<void> {
  const dir = backupDir(config);
  const runs = await listBackups(config);
  const good = runs.filter((run) => run.verified);
  const oldestKept = good[Math.min(good.length, config.BACKUP_KEEP) - 1];
  for (const run of runs) {
    const drop = run.verified
      ? good.indexOf(run) >= config.BACKUP_KEEP
      : oldestKept !== undefined && run.startedAt < oldestKept.startedAt;
    if (!drop) continue;
    await rm(join(dir, run.file), { force: true });
    await rm(join(dir, `${run.file}${MANIFEST_SUFFIX}`), { force: true });
  }
}

// --- reading an archive back ------------------------------------------------------------------

export class BackupFileError extends Error {}

interface Inspected {
  meta: BackupMeta;
  rows: TableRows;
  size: number;
  sha256: string;
  contentFiles: number;
  /** Where it was extracted: database.sqlite or database.dump, content/. */
  dir: string;
}

async function sha256Of(path: string): Promise<string> {
  const hash = createHash("sha256");
  await pipeline(createReadStream(path), hash);
  return hash.digest("hex");
}

/**
 * Opens a backup: extracts it into workDir, reads what it says it is, checks the database
 * (PRAGMA integrity_check, or pg_restore --list) and counts its rows. Throws BackupFileError with
 * one sentence when the file is not a backup, is truncated, or is damaged.
 */
export async function inspectArchive(path: string, workDir: string): Promise<Inspected> {
  const shown = basename(path);
  let size: number;
  try {
    size = (await stat(path)).size;
  } catch {
    throw new BackupFileError(
      `${path} does not exist: give the path of a backup (npm run -s backup -- list shows them).`,
    );
  }
  const head = Buffer.alloc(2);
  const handle = await open(path, "r");
  try {
    await handle.read(head, 0, 2, 0);
  } finally {
    await handle.close();
  }
  const foreign = `${shown} is not a backup made by this site (npm run -s backup -- now makes them): nothing was changed.`;
  if (head[0] !== 0x1f || head[1] !== 0x8b) throw new BackupFileError(foreign);
  const sha256 = await sha256Of(path);
  try {
    await pipeline(createReadStream(path), createGunzip(), tar.extract({ cwd: workDir, strict: true }));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new BackupFileError(
      `${shown} is truncated or damaged (${reason}): nothing was changed; use another backup (npm run -s backup -- list).`,
    );
  }
  let meta: BackupMeta;
  try {
    meta = JSON.parse(await readFile(join(workDir, META), "utf8")) as BackupMeta;
  } catch {
    throw new BackupFileError(foreign);
  }
  if (meta.format !== FORMAT || (meta.dialect !== "sqlite" && meta.dialect !== "postgres")) {
    throw new BackupFileError(foreign);
  }
  let rows: TableRows;
  try {
    if (meta.dialect === "sqlite") {
      rows = await checkSqlite(join(workDir, "database.sqlite"));
    } else {
      await listPostgresDump(join(workDir, "database.dump"));
      rows = meta.rows ?? {};
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new BackupFileError(`${shown} cannot be used: ${reason}; nothing was changed.`);
  }
  return { meta, rows, size, sha256, contentFiles: await countFiles(join(workDir, "content")), dir: workDir };
}

/** A FILE argument: a path, or the name of a backup in BACKUP_DIR. */
export function resolveBackupFile(config: Pick<Config, "BACKUP_DIR">, file: string): string {
  const inDir = join(backupDir(config), file);
  return !existsSync(file) && basename(file) === file && existsSync(inDir) ? inDir : resolve(file);
}

export interface VerifyResult {
  file: string;
  size: number;
  sha256: string;
  rows: TableRows;
  contentFiles: number;
  liveBuild: string | null;
  createdAt: string;
  dialect: Dialect;
}

/** Checks a backup again (npm run -s backup -- verify FILE); throws BackupFileError. */
export async function verifyBackup(config: BackupConfig, file: string): Promise<VerifyResult> {
  const path = resolveBackupFile(config, file);
  const work = await mkdtemp(join(tmpdir(), "site-verify-"));
  try {
    const checked = await inspectArchive(path, work);
    const manifestPath = `${path}${MANIFEST_SUFFIX}`;
    if (existsSync(manifestPath)) {
      const recorded = JSON.parse(await readFile(manifestPath, "utf8")) as BackupRecord;
      if (recorded.sha256 && recorded.sha256 !== checked.sha256) {
        throw new BackupFileError(
          `${basename(path)} has changed since it was taken (its SHA-256 differs from the one in its manifest): use another backup.`,
        );
      }
    }
    return {
      file: path,
      size: checked.size,
      sha256: checked.sha256,
      rows: checked.rows,
      contentFiles: checked.contentFiles,
      liveBuild: checked.meta.liveBuild,
      createdAt: checked.meta.createdAt,
      dialect: checked.meta.dialect,
    };
  } finally {
    await rm(work, { recursive: true, force: true, maxRetries: 3 }).catch(() => undefined);
  }
}

export interface RestoreResult extends VerifyResult {
  /** Rows per table in the restored database, after the migrations ran forward. */
  restoredRows: TableRows;
}

const KIND: Record<Dialect, string> = { sqlite: "SQLite", postgres: "PostgreSQL" };

/**
 * Restores a backup into DATABASE_URL and CONTENT_DIR (npm run -s backup -- restore FILE): refuses
 * while a server runs on the database; checks the whole file before changing anything; runs the
 * migrations forward; then puts the content folder back.
 */
export async function restoreBackup(config: BackupConfig, file: string): Promise<RestoreResult> {
  const path = resolveBackupFile(config, file);
  const dbPath = sqlitePath(config.DATABASE_URL);
  const release = await lockOutServers(config.DATABASE_URL);
  let work: string | undefined;
  try {
    if (dbPath !== undefined) await mkdir(dirname(resolve(dbPath)), { recursive: true });
    work = await mkdtemp(
      dbPath !== undefined ? join(dirname(resolve(dbPath)), ".restore-") : join(tmpdir(), "site-restore-"),
    );
    const checked = await inspectArchive(path, work);
    const target = dbPath === undefined ? "postgres" : "sqlite";
    if (checked.meta.dialect !== target) {
      throw new BackupFileError(
        `${basename(path)} is a ${KIND[checked.meta.dialect]} backup but DATABASE_URL names a ${KIND[target]} database: restore it into a ${KIND[checked.meta.dialect]} DATABASE_URL.`,
      );
    }
    if (dbPath !== undefined) {
      const restored = join(work, "database.sqlite");
      const database = openDatabase(`file:${restored}`);
      try {
        await migrateToLatest(database.db);
      } finally {
        await database.close();
      }
      // A write-ahead log left beside the old file would be replayed into the restored one.
      for (const suffix of ["-wal", "-shm", "-journal"]) await rm(`${dbPath}${suffix}`, { force: true });
      await rename(restored, dbPath);
    } else {
      const schema = await currentSchema(config.DATABASE_URL);
      if (checked.meta.schema !== schema) {
        throw new BackupFileError(
          `${basename(path)} holds the PostgreSQL schema "${checked.meta.schema}" but DATABASE_URL works in "${schema}": set its search_path to "${checked.meta.schema}".`,
        );
      }
      await restorePostgres(config.DATABASE_URL, join(work, "database.dump"), schema, work);
      const database = openDatabase(config.DATABASE_URL);
      try {
        await migrateToLatest(database.db);
      } finally {
        await database.close();
      }
    }
    const restoredRows = dbPath !== undefined ? await checkSqlite(dbPath) : await postgresRows(config.DATABASE_URL);
    if (existsSync(join(work, "content"))) await replaceFolder(join(work, "content"), config.CONTENT_DIR);
    return {
      file: path,
      size: checked.size,
      sha256: checked.sha256,
      rows: checked.rows,
      restoredRows,
      contentFiles: checked.contentFiles,
      liveBuild: checked.meta.liveBuild,
      createdAt: checked.meta.createdAt,
      dialect: checked.meta.dialect,
    };
  } finally {
    if (work) await rm(work, { recursive: true, force: true, maxRetries: 3 }).catch(() => undefined);
    await release();
  }
}

/** Puts source in place of target: copied beside it first, then swapped by two renames. */
async function replaceFolder(source: string, target: string): Promise<void> {
  // Through a symbolic link, the folder it names is replaced and the link stays as it was.
  const absolute = existsSync(target) ? await realpath(target) : resolve(target);
  const incoming = `${absolute}.restoring`;
  const outgoing = `${absolute}.replaced`;
  await rm(incoming, { recursive: true, force: true });
  await rm(outgoing, { recursive: true, force: true });
  await cp(source, incoming, { recursive: true });
  if (existsSync(absolute)) await rename(absolute, outgoing);
  await rename(incoming, absolute);
  await rm(outgoing, { recursive: true, force: true });
}
