// npm run bench:backup — what a backup costs the visitors, and how long a restore takes. On SQLite
// and PostgreSQL: 100,000 contact messages (about 600 bytes of message each), the app built as
// main.ts builds it, serving the built site (`npm run build` first, else only /healthz is probed)
// and listening on a port. While the backup and its verification run in that same process (as
// the server's schedule runs them), a probe in the same process asks for /healthz and a public
// page (/about) in turn: an event loop held by the backup would show in its times. Then the
// server stops, the database is wiped and the backup restored: its time. Writes its section to
// docs/benchmarks.md.
import { randomUUID } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { Insertable } from "kysely";
import pg from "pg";
import { buildApp } from "../server/app";
import { createBackup, restoreBackup } from "../server/backups/service";
import { loadConfig } from "../server/config";
import { migrateToLatest, openDatabase } from "../server/db/index";
import type { ContactMessagesTable } from "../server/db/schema";
import {
  postgresDatabase,
  postgresSkipReason,
  sqliteDatabase,
  type TestDatabase,
} from "../server/test-support/databases";
import { freePort, writeBenchmarkSection } from "./lib";

const TOTAL = Number(process.env.BENCH_ROWS ?? 100_000);
const clientDir = existsSync("build/client/index.html") ? resolve("build/client") : undefined;

async function fill(url: string) {
  const database = openDatabase(url);
  await migrateToLatest(database.db);
  const start = Date.now() - TOTAL * 60_000;
  const body = "We need help with our roadmap this quarter, and with the team around it. ".repeat(8);
  for (let offset = 0; offset < TOTAL; offset += 500) {
    const rows: Insertable<ContactMessagesTable>[] = [];
    for (let i = offset; i < Math.min(offset + 500, TOTAL); i++) {
      rows.push({
        id: randomUUID(),
        name: `Person ${i}`,
        email: `person${i}@example.com`,
        subject: `About the roadmap ${i}`,
        message: `${body} ${i}`,
        spam: 0,
        created_at: new Date(start + i * 60_000).toISOString(),
      });
    }
    await database.db.insertInto("contact_messages").values(rows).execute();
  }
  await database.close();
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

async function probe(urls: string[], done: Promise<unknown>) {
  let finished = false;
  void done.finally(() => (finished = true));
  const times: Record<string, number[]> = Object.fromEntries(urls.map((url) => [url, []]));
  while (!finished) {
    for (const url of urls) {
      const started = performance.now();
      const response = await fetch(url);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      times[url]!.push(performance.now() - started);
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return times;
}

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

async function measure(name: string, testDb: TestDatabase) {
  process.stderr.write(`${name}: filling ${TOTAL} rows…\n`);
  await fill(testDb.url);
  const dir = mkdtempSync(join(tmpdir(), "site-bench-backup-"));
  cpSync("content", join(dir, "content"), { recursive: true });
  const config = loadConfig({
    DATABASE_URL: testDb.url,
    LOG_LEVEL: "warn",
    CONTENT_DIR: join(dir, "content"),
    BACKUP_DIR: join(dir, "backups"),
    SITE_BUILDS_DIR: join(dir, "sites"),
  });
  const database = openDatabase(config.DATABASE_URL);
  const app = await buildApp({ config, database, logger: false, clientDir: clientDir ?? false });
  const port = await freePort();
  await app.listen({ port, host: "127.0.0.1" });
  const origin = `http://127.0.0.1:${port}`;
  const probes = [`${origin}/healthz`, ...(clientDir ? [`${origin}/about`] : [])];
  try {
    const idle = await probe(probes, new Promise((resolve) => setTimeout(resolve, 2000)));
    process.stderr.write(`${name}: backing up…\n`);
    const started = performance.now();
    const backup = createBackup(config);
    const during = await probe(probes, backup);
    const record = await backup;
    const seconds = (performance.now() - started) / 1000;
    if (!record.verified) throw new Error(`the backup failed: ${record.error}`);
    await app.close();
    await database.close();
    await wipe(testDb);
    process.stderr.write(`${name}: restoring…\n`);
    const restoreStarted = performance.now();
    const restored = await restoreBackup(config, record.file);
    const restoreSeconds = (performance.now() - restoreStarted) / 1000;
    if (restored.restoredRows.contact_messages !== TOTAL) throw new Error("the restore lost rows");
    const row = (phase: string, times: Record<string, number[]>) =>
      probes.map((url) => {
        const values = times[url]!;
        return `| ${name} | ${phase} | ${new URL(url).pathname} | ${values.length} | ${percentile(values, 50).toFixed(1)} | ${percentile(values, 99).toFixed(1)} | ${Math.max(...values).toFixed(1)} |`;
      });
    return {
      rows: [...row("idle", idle), ...row("during backup", during)],
      summary: `| ${name} | ${TOTAL.toLocaleString("en-US")} | ${((record.size ?? 0) / 1e6).toFixed(1)} MB | ${seconds.toFixed(1)} s | ${restoreSeconds.toFixed(1)} s |`,
    };
  } finally {
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
    await testDb.drop();
  }
}

const results = [await measure("SQLite", sqliteDatabase())];
if (postgresSkipReason) process.stderr.write(`PostgreSQL skipped: ${postgresSkipReason}\n`);
else results.push(await measure("PostgreSQL", await postgresDatabase()));

const body = `
Run ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model.trim() ?? "CPU"}, Node ${process.version}, load average ${loadavg()[1]!.toFixed(1)} (5 min) at the end.
${TOTAL.toLocaleString("en-US")} contact messages (about 600 bytes each); \`npm run -s backup -- now\`'s work (copy, tar.gz with
the content folder, verification: extraction, integrity check or \`pg_restore --list\`, rows counted, SHA-256) run inside
the serving process, as the schedule runs it, while a probe in that process asks for ${probes_text()} in turn (ms).
Restore: into the wiped database, migrations run forward, content put back.

| Database | Leads | Backup size | Backup + verify | Restore |
| -------- | ----: | ----------: | --------------: | ------: |
${results.map((result) => result.summary).join("\n")}

| Database | While | Probe | Requests | p50 | p99 | max |
| -------- | ----- | ----- | -------: | --: | --: | --: |
${results.flatMap((result) => result.rows).join("\n")}

Goal: \`/healthz\` and a public page under 50 ms at p99 while the backup runs.
`;

function probes_text() {
  return clientDir ? "`/healthz` and `/about`" : "`/healthz` (no build: run `npm run build` for the public page)";
}

writeBenchmarkSection("Backup and restore (npm run bench:backup)", body);
process.stdout.write(body);
