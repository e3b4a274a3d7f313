import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { isDatabaseReady, migrateToLatest, openDatabase } from "./index";
import { describeOnEachDatabase } from "../test-support/fixtures";

describeOnEachDatabase("database", (test, { name }) => {
  test("opens, migrates and answers", async ({ handle }) => {
    expect(handle.dialect).toBe(name === "SQLite" ? "sqlite" : "postgres");
    await migrateToLatest(handle.db);
    await migrateToLatest(handle.db); // a second start changes nothing
    expect(await isDatabaseReady(handle.db)).toBe(true);
    // The migrator's own bookkeeping table exists (the query fails otherwise).
    const { rows } = await sql<{ n: number }>`select count(*) as n from kysely_migration`.execute(handle.db);
    expect(rows).toHaveLength(1);
  });
});

describe("SQLite file", () => {
  it("creates the folder of a file: URL", async () => {
    const dir = mkdtempSync(join(tmpdir(), "site-dir-"));
    const handle = openDatabase(`file:${join(dir, "nested", "site.db")}`);
    await migrateToLatest(handle.db);
    expect(existsSync(join(dir, "nested", "site.db"))).toBe(true);
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });
});
