import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect } from "vitest";
import type { BackupFacts, SystemStatus } from "../../common/system";
import { OutboxWorker } from "../delivery/worker";
import { smtpTransport } from "../mail/transport";
import { staffCookie, type ApiApp } from "../test-support/app";
import { freePort } from "../test-support/ports";
import type { Statfs } from "./status";
import { describeOnEachDatabase } from "../test-support/fixtures";

// The System screen's facts and the health rules (problems.ts), with a clock, a disk and
// backups the test controls; /readyz and /metrics read the same.

const MINUTE = 60_000;
const WEBHOOK = "https://hooks.example.com/services/T0/B0/secret-path";
const METRICS_TOKEN = "metrics-token-0123456789abcdef";
const roomyDisk: Statfs = () => Promise.resolve({ bsize: 4096, blocks: 25_000_000, bavail: 20_000_000 });

const contact = { name: "Eve", email: "eve@example.com", subject: "Hello", message: "A message" };

describeOnEachDatabase("system health", (databaseTest) => {
  let ctx: ApiApp | undefined;
  // Stopped before the fixtures close the app and the SMTP sink.
  const workers: OutboxWorker[] = [];
  let now = new Date();
  let statfs: Statfs = roomyDisk;
  let backups: BackupFacts = { available: false, intervalHours: 0, lastGood: null, lastRun: null, next: null };
  afterEach(async () => {
    for (const worker of workers.splice(0)) await worker.stop();
    statfs = roomyDisk;
    backups = { available: false, intervalHours: 0, lastGood: null, lastRun: null, next: null };
  });

  const test = databaseTest.extend<{ start: (env?: NodeJS.ProcessEnv) => Promise<ApiApp> }>({
    start: async ({ apiApp }, use) => {
      await use(async (env = {}) => {
        now = new Date();
        ctx = await apiApp(
          {
            SMTP_URL: "smtp://127.0.0.1:1",
            PUBLIC_ORIGIN: "http://127.0.0.1:3000",
            NOTIFY_TO: "team@example.com",
            ...env,
          },
          {
            system: {
              now: () => now,
              statfs: (path) => statfs(path),
              // The backups' own report (their manifests in BACKUP_DIR) when the test sets BACKUP_DIR.
              ...(env.BACKUP_DIR ? {} : { backups: () => Promise.resolve(backups) }),
            },
          },
        );
        return ctx;
      });
    },
  });

  const mailer = (smtpUrl: string) => {
    const worker = new OutboxWorker({
      database: ctx!.database,
      transport: smtpTransport(smtpUrl),
      from: "no-reply@example.com",
      notifyTo: "team@example.com",
      logger: ctx!.app.log,
      baseDelayMs: 0,
      pollIntervalMs: 50,
    });
    workers.push(worker);
    return worker;
  };
  const post = () =>
    ctx!.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(contact),
    });
  const system = async (): Promise<SystemStatus> => {
    const response = await ctx!.app.inject({
      url: "/api/admin/system",
      headers: { cookie: await staffCookie(ctx!.database) },
    });
    expect(response.statusCode).toBe(200);
    return response.json<SystemStatus>();
  };
  const minutesLater = (start: Date, minutes: number) => new Date(start.getTime() + minutes * MINUTE);

  test("staff only: 401 without a session, the facts with one", async ({ start }) => {
    await start();
    const response = await ctx!.app.inject({ url: "/api/admin/system" });
    expect(response.statusCode).toBe(401);
    expect(response.body).not.toContain("mail");
    const status = await system();
    expect(status.problems).toEqual([]);
    expect(status.database.kind).toBe(ctx!.database.dialect === "postgres" ? "PostgreSQL" : "SQLite");
    expect(status.version.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(Date.parse(status.version.startedAt)).toBeLessThanOrEqual(Date.now());
    expect(status.mail).toMatchObject({ enabled: true, notifyTo: true, waiting: 0, failingSince: null });
  });

  test("SMTP refusing every message for 20 minutes raises the mail problem; a mail that goes out clears it", async ({
    start,
    smtpSink,
  }) => {
    await start();
    const port = await freePort();
    expect((await post()).statusCode).toBe(201);
    const failingFrom = new Date();
    // Nothing listens on the port: every attempt is refused (notification and acknowledgement).
    await mailer(`smtp://127.0.0.1:${port}`).runOnce();
    await mailer(`smtp://127.0.0.1:${port}`).runOnce();

    now = minutesLater(failingFrom, 10);
    let status = await system();
    expect(status.mail.failingSince).not.toBeNull();
    expect(status.mail.waiting).toBeGreaterThan(0);
    expect(status.mail.failures24h).toBeGreaterThanOrEqual(2);
    expect(status.mail.lastError?.words).toBe("the mail server refused the connection");
    expect(status.problems, "10 minutes is not yet a problem").toEqual([]);

    now = minutesLater(failingFrom, 20);
    status = await system();
    expect(status.problems.map((problem) => problem.id)).toEqual(["mail"]);
    expect(status.problems[0]!.what).toContain("the mail server refused the connection");
    expect(status.problems[0]!.todo).toContain("SMTP_URL");
    expect(status.problems[0]!.since).toBe(status.mail.failingSince);

    // The mail server is back: the waiting mail goes out, and the problem is gone by itself.
    const sink = await smtpSink({ port });
    const worker = mailer(sink.url);
    worker.start();
    await sink.waitFor(2);
    await worker.stop();
    now = minutesLater(failingFrom, 21);
    status = await system();
    expect(status.problems).toEqual([]);
    expect(status.mail.failingSince).toBeNull();
    expect(status.mail.lastSentAt).not.toBeNull();
    expect(status.mail.waiting).toBe(0);
  });

  test("a webhook target failing for more than 15 minutes is a problem, named by scheme and host only", async ({
    start,
  }) => {
    await start({ WEBHOOK_URLS: WEBHOOK, WEBHOOK_SECRET: `whsec_${Buffer.alloc(32, 7).toString("base64")}` });
    const { db } = ctx!.database;
    const first = new Date();
    const id = randomUUID();
    await db
      .insertInto("outbox")
      .values({
        id,
        kind: "webhook",
        source_table: "contact_messages",
        source_id: randomUUID(),
        to_address: WEBHOOK,
        subject: "lead",
        text_body: "{}",
        status: "pending",
        attempts: 2,
        next_attempt_at: first.toISOString(),
        created_at: first.toISOString(),
        last_error: "the receiver answered 500",
      })
      .execute();
    for (const [attempt, at] of [first, minutesLater(first, 1)].entries()) {
      await db
        .insertInto("outbox_attempts")
        .values({
          id: randomUUID(),
          outbox_id: id,
          attempt: attempt + 1,
          started_at: at.toISOString(),
          finished_at: at.toISOString(),
          outcome: "error",
          error: "the receiver answered 500",
        })
        .execute();
    }
    now = minutesLater(first, 16);
    const status = await system();
    expect(status.webhooks).toEqual([
      {
        target: "https://hooks.example.com",
        lastSuccessAt: null,
        failingSince: first.toISOString(),
        lastError: "the receiver answered 500",
      },
    ]);
    expect(status.problems.map((problem) => problem.id)).toEqual(["webhook"]);
    expect(status.problems[0]!.what).toContain("https://hooks.example.com");
    expect(JSON.stringify(status)).not.toContain("secret-path");

    // /readyz tells monitors there is a problem, without the target or the error.
    const ready = await ctx!.app.inject({ url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: "ready", problems: [{ id: "webhook" }] });
    expect(ready.body).not.toContain("hooks.example.com");
    expect(ready.body).not.toContain("500");
  });

  test("a last good backup older than twice its interval, or none, is a problem; a recent one is not", async ({
    start,
  }) => {
    await start();
    const lastGood = {
      at: new Date(now.getTime() - 30 * 3_600_000).toISOString(),
      file: "b.tar.gz",
      size: 1000,
      verified: true,
      copied: true,
    };
    backups = {
      available: true,
      intervalHours: 24,
      lastGood,
      lastRun: { at: lastGood.at, ok: true, error: null },
      next: null,
    };
    expect((await system()).problems).toEqual([]);

    backups = {
      ...backups,
      lastGood: { ...lastGood, at: new Date(now.getTime() - 49 * 3_600_000).toISOString() },
      lastRun: {
        at: now.toISOString(),
        ok: false,
        error: "The disk holding data/backups is full (no space left on device).",
      },
    };
    let status = await system();
    expect(status.problems.map((problem) => problem.id)).toEqual(["backup-stale"]);
    expect(status.problems[0]!.what).toContain("no space left on device");
    expect(status.backups.lastRun).toMatchObject({ ok: false });

    backups = { ...backups, lastGood: null };
    status = await system();
    expect(status.problems.map((problem) => problem.id)).toEqual(["backup-none"]);
    expect((await ctx!.app.inject({ url: "/readyz" })).json()).toMatchObject({ problems: [{ id: "backup-none" }] });
  });

  test("a failed backup run (the disk full) shows on the System screen from the backups' manifests", async ({
    start,
  }) => {
    const dir = mkdtempSync(join(tmpdir(), "site-backups-"));
    try {
      await start({ BACKUP_DIR: dir });
      const good = { file: "backup-a.tar.gz", dialect: "sqlite", trigger: "schedule", verified: true, size: 2048 };
      const goodAt = new Date(now.getTime() - 3 * 3_600_000).toISOString();
      writeFileSync(
        join(dir, "backup-a.tar.gz.manifest.json"),
        JSON.stringify({ ...good, startedAt: goodAt, finishedAt: goodAt, copy: { ok: true, at: goodAt } }),
      );
      const failedAt = new Date(now.getTime() - 60_000).toISOString();
      const error = "The disk holding data/backups is full (no space left on device): free some space.";
      writeFileSync(
        join(dir, "backup-b.tar.gz.manifest.json"),
        JSON.stringify({
          ...good,
          file: "backup-b.tar.gz",
          verified: false,
          size: undefined,
          startedAt: failedAt,
          finishedAt: failedAt,
          error,
        }),
      );
      const status = await system();
      expect(status.backups).toMatchObject({
        available: true,
        intervalHours: 24,
        lastGood: { at: goodAt, size: 2048, verified: true, copied: true },
        lastRun: { at: failedAt, ok: false, error },
      });
      // Three hours old, interval 24: not yet a problem.
      expect(status.problems).toEqual([]);
      now = new Date(now.getTime() + 48 * 3_600_000);
      expect((await system()).problems.map((problem) => problem.id)).toEqual(["backup-stale"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("no backup at all is a problem once the server has run for an hour", async ({ start }) => {
    await start();
    backups = { available: true, intervalHours: 24, lastGood: null, lastRun: null, next: now.toISOString() };
    expect((await system()).problems, "the first backup is being taken").toEqual([]);
    now = new Date(now.getTime() + 2 * 3_600_000);
    expect((await system()).problems.map((problem) => problem.id)).toEqual(["backup-none"]);
  });

  test("a nearly full disk is a problem (under 5% or under 1 GiB free)", async ({ start }) => {
    await start();
    // 100 GB, 4 GB free: 4%.
    statfs = () => Promise.resolve({ bsize: 4096, blocks: 25_000_000, bavail: 1_000_000 });
    let status = await system();
    expect(status.disk[0]).toMatchObject({ nearlyFull: true, freeBytes: 4_096_000_000 });
    expect(status.problems.map((problem) => problem.id)).toEqual(["disk"]);
    // 10 GB, 900 MB free: 9%, but under 1 GiB.
    statfs = () => Promise.resolve({ bsize: 4096, blocks: 2_500_000, bavail: 220_000 });
    status = await system();
    expect(status.problems.map((problem) => problem.id)).toEqual(["disk"]);
    statfs = roomyDisk;
    expect((await system()).problems).toEqual([]);
  });

  test("/readyz: 200 with the facts and no secrets while the database answers", async ({ start }) => {
    await start({ SMTP_URL: "smtp://user:hunter2-password@127.0.0.1:1" });
    const ready = await ctx!.app.inject({ url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    const body = ready.json<Record<string, unknown>>();
    expect(body).toMatchObject({
      status: "ready",
      problems: [],
      mail: { waiting: 0, failingSince: null },
      database: ctx!.database.dialect === "postgres" ? "PostgreSQL" : "SQLite",
    });
    expect(body.disk).toEqual([expect.objectContaining({ nearlyFull: false })]);
    expect(ready.body).not.toContain("hunter2");
    expect(ready.body).not.toContain("127.0.0.1");
  });

  test("/metrics: 404 without METRICS_TOKEN", async ({ start }) => {
    await start();
    expect(
      (await ctx!.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).statusCode,
    ).toBe(404);
  });

  test("/metrics: 401 with a wrong or no token, the figures with the right one", async ({ start }) => {
    await start({ METRICS_TOKEN });
    expect((await ctx!.app.inject({ url: "/metrics" })).statusCode).toBe(401);
    expect(
      (await ctx!.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${METRICS_TOKEN}x` } })).statusCode,
    ).toBe(401);
    expect((await post()).statusCode).toBe(201);
    const response = await ctx!.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/plain");
    const text = response.body;
    expect(text).toMatch(/^site_submissions\{form="contact"\} 1$/m);
    expect(text).toMatch(/^site_submissions\{form="newsletter"\} 0$/m);
    // A notification and an acknowledgement wait (no worker runs here).
    expect(text).toMatch(/^site_outbox_depth 2$/m);
    expect(text).toMatch(/^site_outbox_oldest_age_seconds \d/m);
    expect(text).toMatch(/^site_deliveries\{kind="notification",result="waiting"\} 1$/m);
    expect(text).toMatch(/^site_backup_age_seconds \+Inf$/m);
    expect(text).toMatch(/^site_health_problems\{problem="mail"\} 0$/m);
    expect(text).toMatch(/^site_process_resident_memory_bytes \d+/m);
  });
});
