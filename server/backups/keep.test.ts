import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { runBackupCli } from "../cli/backup";
import { migrateToLatest, openDatabase } from "../db/index";
import { postgresDatabase, postgresSkipReason, storageTest } from "../test-support/databases";
import { holdServerLock } from "./lock";
import { createBackup, latestBackups, type BackupConfig } from "./service";

// Which backups are kept, the copy off the machine, the command's answers, and which instance
// takes the scheduled backups on PostgreSQL.

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

async function setUp(extra: Partial<BackupConfig> = {}): Promise<BackupConfig & { dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), "site-keep-"));
  dirs.push(dir);
  const database = openDatabase(`file:${join(dir, "site.db")}`);
  await migrateToLatest(database.db);
  await database.close();
  return {
    dir,
    DATABASE_URL: `file:${join(dir, "site.db")}`,
    CONTENT_DIR: join(dir, "content"),
    SITE_BUILDS_DIR: join(dir, "sites"),
    BACKUP_DIR: join(dir, "backups"),
    BACKUP_KEEP: 2,
    BACKUP_INTERVAL_HOURS: 24,
    BACKUP_COPY_COMMAND: undefined,
    ...extra,
  };
}

const fullDisk = () =>
  new Writable({
    write(_chunk, _encoding, callback) {
      callback(Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" }));
    },
  });

let clock = Date.parse("2026-01-01T00:00:00Z");
const tick = () => new Date((clock += 60_000));

describe("keeping backups", () => {
  it("keeps BACKUP_KEEP verified backups, and failures never push out the last good one", async () => {
    const config = await setUp();
    const good = [];
    for (let i = 0; i < 3; i++) good.push(await createBackup(config, { now: tick }));
    const archives = () => readdirSync(config.BACKUP_DIR).filter((name) => name.endsWith(".tar.gz"));
    expect(archives().sort()).toEqual([good[1]!.file, good[2]!.file].sort());
    for (let i = 0; i < 4; i++) {
      const failed = await createBackup(config, { now: tick, createOutput: fullDisk });
      expect(failed.verified).toBe(false);
    }
    expect(archives().sort()).toEqual([good[1]!.file, good[2]!.file].sort());
    const status = await latestBackups(config, new Date(clock));
    expect(status.lastGood?.file).toBe(good[2]!.file);
    expect(status.lastRun?.verified).toBe(false);
    expect(status.next?.toISOString()).toBe(
      new Date(Date.parse(status.lastRun!.startedAt) + 24 * 3_600_000).toISOString(),
    );
    expect((await latestBackups({ ...config, BACKUP_INTERVAL_HOURS: 0 })).next).toBeNull();
  });

  it("copies each verified backup off the machine without a shell, and records a failed copy", async () => {
    const base = await setUp();
    // A shell would run the $(…) in the backup's path: the command never goes through one.
    const config = { ...base, BACKUP_DIR: join(base.dir, "backups $(touch pwned)") };
    const offsite = join(config.dir, "offsite.tar.gz");
    const copied = await createBackup({ ...config, BACKUP_COPY_COMMAND: `cp {file} ${offsite}` }, { now: tick });
    expect(copied.copy).toMatchObject({ ok: true });
    expect(readFileSync(offsite)).toEqual(readFileSync(join(config.BACKUP_DIR, copied.file)));
    expect(existsSync("pwned") || existsSync(join(config.dir, "pwned"))).toBe(false);

    const failed = await createBackup(
      { ...config, BACKUP_COPY_COMMAND: `cp {file} ${join(config.dir, "missing", "x")}/` },
      { now: tick },
    );
    expect(failed.verified).toBe(true);
    expect(failed.copy?.ok).toBe(false);
    expect(failed.copy?.error).toMatch(/^The copy off the machine failed: cp failed/);
    expect((await latestBackups(config)).lastGood?.copy?.ok).toBe(false);
  });

  it("answers the operator's command with a line and an exit code", async () => {
    const config = await setUp();
    const env = {
      DATABASE_URL: config.DATABASE_URL,
      CONTENT_DIR: config.CONTENT_DIR,
      BACKUP_DIR: config.BACKUP_DIR,
      LOG_LEVEL: "silent",
    };
    const run = async (...argv: string[]) => {
      let out = "";
      let err = "";
      const code = await runBackupCli(argv, {
        env,
        stdout: (text) => void (out += text),
        stderr: (text) => void (err += text),
      });
      return { code, out, err };
    };
    expect((await run("list")).out).toMatch(/No backups/);
    const now = await run("now");
    expect(now.code).toBe(0);
    const file = readdirSync(config.BACKUP_DIR).find((name) => name.endsWith(".tar.gz"))!;
    expect((await run("list")).out).toContain(file);
    const verified = await run("verify", file);
    expect(verified.code).toBe(0);
    expect(verified.out).toMatch(/is a good sqlite backup/);
    const missing = await run("restore", "nothing-here.tar.gz");
    expect(missing.code).toBe(1);
    expect(missing.err.trim().split("\n")).toHaveLength(1);
    expect((await run("restore")).code).toBe(2);
    expect((await run("sideways")).code).toBe(2);
  });
});

describe("scheduled backups on PostgreSQL", () => {
  const test = storageTest(postgresSkipReason);
  test("one instance takes them; another takes over when it stops", async () => {
    const testDb = await postgresDatabase();
    const first = await holdServerLock(testDb.url);
    const second = await holdServerLock(testDb.url);
    try {
      expect(await first.claimBackups()).toBe(true);
      expect(await second.claimBackups()).toBe(false);
      expect(await first.claimBackups()).toBe(true);
      await first.release();
      await expect.poll(() => second.claimBackups()).toBe(true);
    } finally {
      await first.release();
      await second.release();
      await testDb.drop();
    }
  });
});
