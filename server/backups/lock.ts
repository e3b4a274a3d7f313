import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import pg from "pg";
import { sqlitePath } from "./engines";

// How `backup restore` knows a server is running on the database it would overwrite, and how
// several instances on one PostgreSQL agree on which one takes each scheduled backup.
//   SQLite: the server writes its process id beside the database (<db>.server-pid) and removes it
//   when it stops; a file naming a live process means a running server.
//   PostgreSQL: each server holds a shared advisory lock for its whole life on its own connection
//   (keyed by the schema, so other schemas on the same database do not count); restore takes the
//   same lock exclusively, so it cannot while any server holds it, and no server starts meanwhile.

const SERVER_LOCK = 0x5e4e; // classid of the running-server lock
const BACKUP_LOCK = 0x5e4f; // classid of the scheduled-backup lock

export const STOP_SERVER_HINT =
  "stop it first (systemctl stop site, or the process manager running npm start; every instance on PostgreSQL), then run restore again.";

export function pidFileOf(dbPath: string): string {
  return `${resolve(dbPath)}.server-pid`;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The process id of a server running on this SQLite file, if any. */
export function runningSqliteServer(dbPath: string): number | undefined {
  try {
    const pid = Number(readFileSync(pidFileOf(dbPath), "utf8").trim());
    return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

export interface ServerLock {
  /** PostgreSQL: true while this instance is the one taking scheduled backups (it may become it). */
  claimBackups(): Promise<boolean>;
  release(): Promise<void>;
}

/** Held by a running server from start to stop (main.ts). */
export async function holdServerLock(url: string): Promise<ServerLock> {
  const path = sqlitePath(url);
  if (path !== undefined) {
    const file = pidFileOf(path);
    writeFileSync(file, `${process.pid}\n`);
    return {
      claimBackups: () => Promise.resolve(true),
      release: () => Promise.resolve(rmSync(file, { force: true })),
    };
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // A dropped connection ends the locks with it; the next claim reports false, the scheduler logs.
  client.on("error", () => undefined);
  await client.query("select pg_advisory_lock_shared($1, hashtext(current_schema()))", [SERVER_LOCK]);
  let leader = false;
  return {
    async claimBackups() {
      if (leader) return true;
      const result = await client.query<{ ok: boolean }>(
        "select pg_try_advisory_lock($1, hashtext(current_schema())) as ok",
        [BACKUP_LOCK],
      );
      leader = result.rows[0]!.ok;
      return leader;
    },
    release: () => client.end().catch(() => undefined),
  };
}

/**
 * While held, no server runs on the database (and none can start): restore holds it. Throws with
 * one sentence when a server is running.
 */
export async function lockOutServers(url: string): Promise<() => Promise<void>> {
  const path = sqlitePath(url);
  if (path !== undefined) {
    const pid = runningSqliteServer(path);
    if (pid !== undefined) {
      throw new Error(`A server (process ${pid}) is running on ${path}: ${STOP_SERVER_HINT}`);
    }
    return () => Promise.resolve();
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const result = await client.query<{ ok: boolean }>(
    "select pg_try_advisory_lock($1, hashtext(current_schema())) as ok",
    [SERVER_LOCK],
  );
  if (!result.rows[0]!.ok) {
    await client.end();
    throw new Error(`A server is running on this PostgreSQL database: ${STOP_SERVER_HINT}`);
  }
  return () => client.end().catch(() => undefined);
}
