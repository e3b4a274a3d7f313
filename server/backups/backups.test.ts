import { createHash } from "node:crypto";
import { createWriteStream, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, cpSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { sql } from "kysely";
import pg from "pg";
import * as tar from "tar";
import { afterEach, expect } from "vitest";
import { ADMIN_API_PREFIX, type LeadPage } from "../../common/admin-api";
import type { FormKey } from "../../common/forms/registry";
import { addNote } from "../inbox/lead-actions";
import { audit } from "../inbox/audit";
import { migratorFor, openDatabase, type Db } from "../db/index";
import { migrations } from "../db/migrations/index";
import { staffCookie, type ApiApp, type TestDatabase } from "../test-support";
import { holdServerLock } from "./lock";
import { createBackup, latestBackups, restoreBackup, verifyBackup, type BackupConfig } from "./service";
import { describeOnEachDatabase } from "../test-support/fixtures";

// Backups and restores on both databases, through the app as visitors and staff use it: a backup
// under load, the restore drill, bad files, a full disk, a running server, an older schema.

const sha = (path: string) => createHash("sha256").update(readFileSync(path)).digest("hex");

/** Every file under a folder with its SHA-256: what "the content changed" means. */
function folderPrint(dir: string): Record<string, string> {
  const print: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile())
      print[join(entry.parentPath, entry.name).slice(dir.length)] = sha(join(entry.parentPath, entry.name));
  }
  return print;
}

async function rowsPerTable(db: Db): Promise<Record<string, number>> {
  const tables = await db.introspection.getTables();
  const rows: Record<string, number> = {};
  for (const table of tables) {
    const result = await sql<{ n: string | number }>`select count(*) as n from ${sql.table(table.name)}`.execute(db);
    rows[table.name] = Number(result.rows[0]!.n);
  }
  return rows;
}

/** The database as if its disk were lost: SQLite's file deleted, PostgreSQL's schema emptied. */
async function wipe(testDb: TestDatabase) {
  if (testDb.name === "sqlite") {
    const path = testDb.url.slice("file:".length);
    for (const suffix of ["", "-wal", "-shm"]) rmSync(`${path}${suffix}`, { force: true });
    return;
  }
  const client = new pg.Client({ connectionString: testDb.url });
  await client.connect();
  const schema = (await client.query<{ s: string }>("select current_schema() as s")).rows[0]!.s;
  await client.query(`drop schema "${schema}" cascade; create schema "${schema}"`);
  await client.end();
}

describeOnEachDatabase("backups and restores", { timeout: 60_000 }, (databaseTest) => {
  let ctx: ApiApp | undefined;
  let dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    dirs = [];
  });

  /** A test folder holding a copy of the site's content and an empty backups folder. */
  function folders() {
    const dir = mkdtempSync(join(tmpdir(), "site-backups-"));
    dirs.push(dir);
    cpSync("content", join(dir, "content"), { recursive: true });
    return { CONTENT_DIR: join(dir, "content"), BACKUP_DIR: join(dir, "backups"), SITE_BUILDS_DIR: join(dir, "sites") };
  }

  const test = databaseTest.extend<{ start: (env: Record<string, string>) => Promise<ApiApp> }>({
    /** The app on the test's database (again after a restore). */
    start: async ({ apiApp }, use) => {
      await use((env) =>
        apiApp({
          RATE_LIMIT_PER_MINUTE: "100000",
          RATE_LIMIT_PER_DAY: "1000000",
          LOG_LEVEL: "warn",
          ...env,
        }),
      );
    },
  });

  const contact = (app: ApiApp, email: string) =>
    app.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ name: "Visitor", email, subject: "A project", message: "Hello" }),
    });

  /** 50 submissions a second until stopped; remembers each one acknowledged, and when. */
  function keepPosting(app: ApiApp) {
    const acked: { email: string; at: number }[] = [];
    const refused: number[] = [];
    const inFlight = new Set<Promise<unknown>>();
    let n = 0;
    const timer = setInterval(() => {
      const email = `load-${n++}@example.com`;
      const request = contact(app, email).then((response) => {
        if (response.statusCode === 201) acked.push({ email, at: Date.now() });
        else refused.push(response.statusCode);
      });
      inFlight.add(request);
      void request.finally(() => inFlight.delete(request));
    }, 20);
    return {
      acked,
      refused,
      async stop() {
        clearInterval(timer);
        await Promise.all(inFlight);
      },
    };
  }

  async function seedLeads(app: ApiApp) {
    const post = (url: string, payload: unknown) =>
      app.app.inject({
        method: "POST",
        url,
        headers: { "content-type": "application/json" },
        payload: JSON.stringify(payload),
      });
    const sent = [
      await post("/api/contact", { name: "Ada", email: "ada@example.com", subject: "s", message: "m" }),
      await post("/api/service-requests", { name: "Grace", email: "grace@example.com", service: "Agile Coaching" }),
      await post("/api/assessment", {
        fullName: "Edsger",
        email: "edsger@example.com",
        company: "Co",
        teamSize: "1-10",
        challenges: "c",
        goals: "g",
        service: "Agile Coaching",
      }),
      await post("/api/subscribe", { name: "Barbara", email: "barbara@example.com" }),
    ];
    expect(sent.map((response) => response.statusCode)).toEqual([201, 201, 201, 201]);
    const { db } = app.database;
    const leads: { form: FormKey; id: string }[] = [
      ...(await db.selectFrom("contact_messages").select("id").execute()).map((r) => ({
        form: "contact" as const,
        id: r.id,
      })),
      ...(await db.selectFrom("service_requests").select("id").execute()).map((r) => ({
        form: "service-request" as const,
        id: r.id,
      })),
      ...(await db.selectFrom("assessment_requests").select("id").execute()).map((r) => ({
        form: "assessment" as const,
        id: r.id,
      })),
    ];
    for (const lead of leads)
      await addNote(db, lead.form, lead.id, "staff@example.com", `Called back about ${lead.id}`);
    await audit(db, { actor: "staff@example.com", action: "read-lead", detail: leads[0] });
    const day = new Date().toISOString().slice(0, 10);
    await db
      .insertInto("analytics_events")
      .values(
        [1, 2, 3].map((i) => ({
          day,
          at: `${day}T12:00:00.000Z`,
          visitor: `v${i}`,
          device: "desktop",
          type: "pageview",
          path: `/p${i}`,
        })),
      )
      .execute();
    return leads;
  }

  test("the restore drill: back up under load, lose the database, restore, and the inbox lists every lead with its notes", async ({
    database: testDb,
    start,
  }) => {
    const env = folders();
    ctx = await start(env);
    const config = ctx.config as BackupConfig;
    const seeded = await seedLeads(ctx);

    const load = keepPosting(ctx);
    await expect.poll(() => load.acked.length, { timeout: 10_000 }).toBeGreaterThan(10);
    const began = Date.now();
    const record = await createBackup(config);
    const during = load.acked.filter((ack) => ack.at >= began).length;
    await load.stop();
    expect(record.error).toBeUndefined();
    expect(record.verified).toBe(true);
    // The server kept answering while the backup ran.
    expect(load.refused).toEqual([]);
    expect(during).toBeGreaterThan(0);
    const ackedBefore = load.acked.filter((ack) => ack.at < began).map((ack) => ack.email);
    const beforeNotes = await ctx.database.db.selectFrom("lead_notes").select(["lead_id", "body"]).execute();
    const beforeAudit = await ctx.database.db.selectFrom("audit_log").select("id").execute();
    const settings = sha(join(env.CONTENT_DIR, "settings.yaml"));

    await ctx.app.close();
    await ctx.database.close();
    ctx = undefined;
    await wipe(testDb);
    rmSync(env.CONTENT_DIR, { recursive: true, force: true });

    const restored = await restoreBackup(config, record.file);
    expect(restored.restoredRows.lead_notes).toBe(beforeNotes.length);
    expect(restored.contentFiles).toBeGreaterThan(0);
    expect(sha(join(env.CONTENT_DIR, "settings.yaml"))).toBe(settings);

    ctx = await start(env);
    const { db } = ctx.database;
    const cookie = await staffCookie(ctx.database);
    const listed: LeadPage["leads"] = [];
    let after: string | null = null;
    do {
      const response: { statusCode: number; json<T>(): T } = await ctx.app.inject({
        method: "GET",
        url: `${ADMIN_API_PREFIX}/leads?spam=all${after ? `&after=${encodeURIComponent(after)}` : ""}`,
        headers: { cookie },
      });
      expect(response.statusCode).toBe(200);
      const page: LeadPage = response.json<LeadPage>();
      listed.push(...page.leads);
      after = page.next;
    } while (after);
    const listedIds = new Set(listed.map((lead) => lead.id));
    for (const lead of seeded) expect(listedIds.has(lead.id)).toBe(true);
    const listedEmails = new Set(listed.map((lead) => lead.email));
    for (const email of ackedBefore) expect(listedEmails.has(email), email).toBe(true);
    for (const lead of seeded) {
      const response = await ctx.app.inject({
        method: "GET",
        url: `${ADMIN_API_PREFIX}/leads/${lead.form}/${lead.id}`,
        headers: { cookie },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<{ notes: { body: string }[] }>().notes.map((note) => note.body)).toEqual([
        `Called back about ${lead.id}`,
      ]);
    }
    expect(await db.selectFrom("subscribers").select("email").execute()).toContainEqual({
      email: "barbara@example.com",
    });
    expect((await db.selectFrom("audit_log").select("id").execute()).length).toBeGreaterThanOrEqual(beforeAudit.length);
    expect(
      (await db.selectFrom("analytics_events").select("path").orderBy("path").execute()).map((r) => r.path),
    ).toEqual(["/p1", "/p2", "/p3"]);
  });

  test("a restore of a truncated, corrupted or foreign file fails with one sentence and changes nothing", async ({
    database: testDb,
    start,
  }) => {
    const env = folders();
    ctx = await start(env);
    const config = ctx.config as BackupConfig;
    await seedLeads(ctx);
    const good = await createBackup(config);
    expect(good.verified).toBe(true);
    // Written after the backup: a restore that changed anything would lose it.
    expect((await contact(ctx, "after@example.com")).statusCode).toBe(201);
    await ctx.app.close();
    const before = await rowsPerTable(ctx.database.db);
    await ctx.database.close();
    const content = folderPrint(env.CONTENT_DIR);

    const path = join(config.BACKUP_DIR, good.file);
    const bytes = readFileSync(path);
    const dir = dirs[0]!;
    const truncated = join(dir, "truncated.tar.gz");
    writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const corrupted = join(dir, "corrupted.tar.gz");
    const flipped = Buffer.from(bytes);
    for (let i = 200; i < flipped.length - 20; i += 97) flipped[i] = flipped[i]! ^ 0x5a;
    writeFileSync(corrupted, flipped);
    const foreignText = join(dir, "notes.txt");
    writeFileSync(foreignText, "not a backup\n");
    const foreignTar = join(dir, "photos.tar.gz");
    await tar.create({ gzip: true, cwd: dir, file: foreignTar }, ["notes.txt"]);

    for (const file of [truncated, corrupted, foreignText, foreignTar]) {
      const error = await restoreBackup(config, file).then(
        () => expect.unreachable(`${file} was restored`),
        (reason: Error) => reason,
      );
      expect(error.message, file).toMatch(/^[^\n]+\.$/);
      expect(error.message.split(". ").length, error.message).toBeLessThanOrEqual(2);
      await expect(verifyBackup(config, file)).rejects.toThrow(error.message.slice(0, 20));
    }

    const database = openDatabase(testDb.url);
    try {
      expect(await rowsPerTable(database.db)).toEqual(before);
      expect(
        await database.db
          .selectFrom("contact_messages")
          .select("email")
          .where("email", "=", "after@example.com")
          .execute(),
      ).toHaveLength(1);
    } finally {
      await database.close();
    }
    expect(folderPrint(env.CONTENT_DIR)).toEqual(content);
  });

  test("a full disk during a backup leaves the earlier backups and the database untouched, and is recorded as failed", async ({
    start,
  }) => {
    const env = folders();
    ctx = await start(env);
    const config = ctx.config as BackupConfig;
    await seedLeads(ctx);
    const earlier = await createBackup(config);
    expect(earlier.error).toBeUndefined();
    const earlierSha = sha(join(config.BACKUP_DIR, earlier.file));
    const before = await rowsPerTable(ctx.database.db);

    // The archive's disk fills after 4 KB: the writer fails with ENOSPC as a full file system does.
    const fullDisk = (path: string) => {
      const file = createWriteStream(path);
      let written = 0;
      return new Writable({
        write(chunk: Buffer, _encoding, callback) {
          written += chunk.length;
          if (written > 4096) {
            callback(Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" }));
          } else file.write(chunk, callback);
        },
        final(callback) {
          file.end(callback);
        },
        destroy(error, callback) {
          file.destroy();
          callback(error);
        },
      });
    };
    const failed = await createBackup(config, { createOutput: fullDisk });
    expect(failed.verified).toBe(false);
    expect(failed.error).toMatch(/full/);

    expect(sha(join(config.BACKUP_DIR, earlier.file))).toBe(earlierSha);
    expect(readdirSync(config.BACKUP_DIR).filter((name) => !name.endsWith(".manifest.json"))).toEqual([earlier.file]);
    const status = await latestBackups(config);
    expect(status.lastGood?.file).toBe(earlier.file);
    expect(status.lastRun?.file).toBe(failed.file);
    expect(status.lastRun?.error).toBe(failed.error);
    expect(await rowsPerTable(ctx.database.db)).toEqual(before);
    expect((await contact(ctx, "still@example.com")).statusCode).toBe(201);
  });

  test("restore refuses the database of a running server, and says how to stop it", async ({
    database: testDb,
    start,
  }) => {
    const env = folders();
    ctx = await start(env);
    const config = ctx.config as BackupConfig;
    await seedLeads(ctx);
    const backup = await createBackup(config);
    expect((await contact(ctx, "after@example.com")).statusCode).toBe(201);
    // What main.ts holds from start to stop.
    const running = await holdServerLock(testDb.url);
    try {
      await expect(restoreBackup(config, backup.file)).rejects.toThrow(/running .*stop it first/);
      expect(
        await ctx.database.db
          .selectFrom("contact_messages")
          .select("email")
          .where("email", "=", "after@example.com")
          .execute(),
      ).toHaveLength(1);
    } finally {
      await running.release();
    }
    await ctx.app.close();
    await ctx.database.close();
    await restoreBackup(config, backup.file);
    const database = openDatabase(testDb.url);
    try {
      expect(
        await database.db
          .selectFrom("contact_messages")
          .select("email")
          .where("email", "=", "after@example.com")
          .execute(),
      ).toHaveLength(0);
    } finally {
      await database.close();
    }
  });

  test("a backup from an older schema restores into today's", async ({ database: testDb }) => {
    const env = folders();
    const old = openDatabase(testDb.url);
    const { error } = await (await migratorFor(old.db)).migrateTo("005-server-model");
    expect(error).toBeUndefined();
    const now = new Date().toISOString();
    await old.db
      .insertInto("staff_accounts")
      .values({
        id: "00000000-0000-4000-8000-000000000001",
        email: "old@example.com",
        password_hash: "x",
        created_at: now,
        updated_at: now,
      })
      .execute();
    const config = { ...ctxConfig(testDb.url, env) };
    const backup = await createBackup(config);
    expect(backup.verified).toBe(true);
    expect(backup.rows?.analytics_events).toBeUndefined();
    await old.close();
    await wipe(testDb);

    await restoreBackup(config, backup.file);
    const database = openDatabase(testDb.url);
    try {
      const applied = await database.db
        .selectFrom("kysely_migration" as never)
        .select("name" as never)
        .execute();
      expect((applied as { name: string }[]).map((row) => row.name).sort()).toEqual(Object.keys(migrations).sort());
      expect(await database.db.selectFrom("staff_accounts").select("email").execute()).toEqual([
        { email: "old@example.com" },
      ]);
      expect(await database.db.selectFrom("analytics_events").select("id").execute()).toEqual([]);
    } finally {
      await database.close();
    }
  });
});

function ctxConfig(
  url: string,
  env: { CONTENT_DIR: string; BACKUP_DIR: string; SITE_BUILDS_DIR: string },
): BackupConfig {
  return { DATABASE_URL: url, ...env, BACKUP_KEEP: 14, BACKUP_INTERVAL_HOURS: 24, BACKUP_COPY_COMMAND: undefined };
}
