import {
  cpSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { migrateToLatest, openDatabase } from "../db/index";
import { createBackup, restoreBackup, type BackupConfig } from "./service";

// A content folder reached through a symbolic link (content kept on a volume of its own, linked
// into the checkout) is backed up as its files, and a restore puts them back into the linked
// folder, leaving the link as the operator made it. The database side is the same on both kinds
// (backups.test.ts): SQLite here.

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

async function linkedContent() {
  const dir = mkdtempSync(join(tmpdir(), "site-backup-link-"));
  dirs.push(dir);
  const real = join(dir, "volume", "content");
  cpSync("content", real, { recursive: true });
  const checkout = join(dir, "checkout");
  mkdirSync(checkout);
  const link = join(checkout, "content");
  symlinkSync(real, link);
  const url = `file:${join(dir, "site.db")}`;
  const database = openDatabase(url);
  await migrateToLatest(database.db);
  await database.close();
  const config: BackupConfig = {
    DATABASE_URL: url,
    CONTENT_DIR: link,
    SITE_BUILDS_DIR: join(dir, "sites"),
    BACKUP_DIR: join(dir, "backups"),
    BACKUP_KEEP: 5,
    BACKUP_COPY_COMMAND: undefined,
    BACKUP_INTERVAL_HOURS: 0,
  };
  return { real, link, config };
}

describe("a content folder behind a symbolic link", () => {
  it("is backed up as its files, and the backup verifies", async () => {
    const { config } = await linkedContent();
    const record = await createBackup(config);
    expect(record.error).toBeUndefined();
    expect(record.verified).toBe(true);
    expect(record.contentFiles).toBeGreaterThan(10);
  });

  it("is restored into the linked folder, the link kept", async () => {
    const { real, link, config } = await linkedContent();
    const settings = readFileSync(join(real, "settings.yaml"), "utf8");
    const record = await createBackup(config);
    expect(record.verified).toBe(true);
    writeFileSync(join(real, "settings.yaml"), "an edit made after the backup\n");

    await restoreBackup(config, record.file);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readlinkSync(link)).toBe(real);
    expect(readFileSync(join(real, "settings.yaml"), "utf8")).toBe(settings);
  });
});
