// npm run bench:export — does a big export or a long search hold up everyone else? On SQLite and
// PostgreSQL: 100,000 contact messages of about 2 KB each, the built server (`npm run build`)
// as `npm start` runs it, a signed-in staff member. While a CSV export of all 100,000 rows
// streams (read as fast as the client can), and then while searches that match nothing run
// back to back, a probe asks for /healthz and a public page (/about) in turn; we report their
// p50/p99/max, the export's time and size, and the server's resident memory (RSS) before and at
// its peak. The export is read by curl (a process of its own), so the probe's times are the
// server's, not the reader's. Writes its section to docs/benchmarks.md.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import type { Insertable } from "kysely";
import { addStaff } from "../server/accounts/staff";
import { migrateToLatest, openDatabase } from "../server/db/index";
import type { ContactMessagesTable } from "../server/db/schema";
import {
  postgresDatabase,
  postgresSkipReason,
  sqliteDatabase,
  type TestDatabase,
} from "../server/test-support/databases";
import { freePort, waitFor, writeBenchmarkSection } from "./lib";

const TOTAL = Number(process.env.BENCH_ROWS ?? 100_000);
const PASSWORD = "benchmark passphrase";
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 10);

async function fill(url: string) {
  const database = openDatabase(url);
  await migrateToLatest(database.db);
  // Recent: the server's retention purge deletes what is older than RETENTION_DAYS at start.
  const start = Date.now() - TOTAL * 60_000;
  const body = "We need help with our roadmap this quarter. ".repeat(45); // about 2 KB
  for (let offset = 0; offset < TOTAL; offset += 500) {
    const rows: Insertable<ContactMessagesTable>[] = [];
    for (let i = offset; i < Math.min(offset + 500, TOTAL); i++) {
      rows.push({
        id: randomUUID(),
        name: `Person ${i}`,
        email: `person${i}@example.com`,
        subject: i % 50 === 0 ? `=cmd;+${i}` : `About the roadmap ${i}`,
        message: body,
        spam: 0,
        created_at: new Date(start + i * 60_000).toISOString(),
      });
    }
    await database.db.insertInto("contact_messages").values(rows).execute();
  }
  await addStaff(database.db, "bench@example.com", PASSWORD);
  const { n } = await database.db
    .selectFrom("contact_messages")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  if (Number(n) !== TOTAL) throw new Error(`filled ${n} rows, not ${TOTAL}`);
  await database.close();
}

const rssOf = (pid: number) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return match ? Number(match[1]) * 1024 : 0;
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

/** Asks for each URL in turn until `done` resolves; the time of each answer. */
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

async function measure(name: string, testDb: TestDatabase) {
  process.stderr.write(`${name}: filling ${TOTAL} rows…\n`);
  await fill(testDb.url);
  const port = await freePort();
  const child = spawn(process.execPath, ["build/server/main.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: testDb.url,
      LOG_LEVEL: "warn",
      SMTP_URL: "",
      REDIS_URL: "",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${origin}/readyz`);
    const signIn = await fetch(`${origin}/api/admin/session`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "bench@example.com", password: PASSWORD }),
    });
    if (!signIn.ok) throw new Error(`sign-in answered ${signIn.status}: ${await signIn.text()}`);
    const cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0]!;
    const probes = [`${origin}/healthz`, `${origin}/about`];
    // Warm up, and the idle baseline.
    const idle = await probe(probes, new Promise((resolve) => setTimeout(resolve, 2000)));
    const rssBefore = rssOf(child.pid!);

    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssOf(child.pid!))), 50);
    const exportStarted = performance.now();
    // The export is read by curl in a process of its own: this one's event loop only probes.
    const exported = (async () => {
      const reader = spawn("bash", [
        "-c",
        `curl -sf -H 'cookie: ${cookie}' '${origin}/api/admin/export?form=contact&format=csv' | wc -lc`,
      ]);
      let output = "";
      reader.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
      const [code] = (await once(reader, "exit")) as [number];
      const [lines, bytes] = output.trim().split(/\s+/).map(Number);
      if (code !== 0 || !lines || !bytes) throw new Error(`the export failed: ${output}`);
      return { bytes, rows: lines - 1, seconds: (performance.now() - exportStarted) / 1000 };
    })();
    const duringExport = await probe(probes, exported);
    const exportFigures = await exported;
    clearInterval(sampler);

    const needle = "zq".repeat(100); // 200 characters that match nothing: every search reads its whole budget
    const searchStarted = performance.now();
    let pages = 0;
    const searching = (async () => {
      for (let i = 0; i < SEARCHES; i++) {
        const response = await fetch(`${origin}/api/admin/leads?form=contact&q=${needle}`, { headers: { cookie } });
        if (!response.ok) throw new Error(`search answered ${response.status}`);
        await response.json();
        pages++;
      }
    })();
    const duringSearch = await probe(probes, searching);
    await searching;
    const searchMs = (performance.now() - searchStarted) / pages;

    const row = (phase: string, times: Record<string, number[]>) =>
      probes.map((url) => {
        const values = times[url]!;
        const path = new URL(url).pathname;
        return `| ${name} | ${phase} | ${path} | ${values.length} | ${percentile(values, 50).toFixed(1)} | ${percentile(values, 99).toFixed(1)} | ${Math.max(...values).toFixed(1)} |`;
      });
    return {
      rows: [...row("idle", idle), ...row("during export", duringExport), ...row("during searches", duringSearch)],
      summary: `| ${name} | ${exportFigures.rows.toLocaleString("en-US")} | ${(exportFigures.bytes / 1e6).toFixed(0)} MB | ${exportFigures.seconds.toFixed(1)} s | ${(rssBefore / 1e6).toFixed(0)} MB | ${(rssPeak / 1e6).toFixed(0)} MB | ${searchMs.toFixed(0)} ms |`,
    };
  } finally {
    child.kill("SIGTERM");
    await once(child, "exit");
    await testDb.drop();
  }
}

const results = [await measure("SQLite", sqliteDatabase())];
if (postgresSkipReason) process.stderr.write(`PostgreSQL skipped: ${postgresSkipReason}\n`);
else results.push(await measure("PostgreSQL", await postgresDatabase()));

const body = `
Run ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model.trim() ?? "CPU"}, Node ${process.version}, load average ${loadavg()[1]!.toFixed(1)} (5 min) at the end.
${TOTAL.toLocaleString("en-US")} contact messages of about 2 KB; the built server as \`npm start\` runs it; one client
reads the whole CSV export as fast as it can, then runs ${SEARCHES} searches of 200 characters that match nothing, back to
back; meanwhile a probe asks for \`/healthz\` and \`/about\` in turn (times in ms, client on the same machine).

| Database | Export rows | Size | Time | RSS before | RSS peak | One search |
| -------- | ----------: | ---: | ---: | ---------: | -------: | ---------: |
${results.map((result) => result.summary).join("\n")}

| Database | While | Probe | Requests | p50 | p99 | max |
| -------- | ----- | ----- | -------: | --: | --: | --: |
${results.flatMap((result) => result.rows).join("\n")}

Goal: \`/healthz\` and a public page under 50 ms at p99 during both, memory flat.
`;
writeBenchmarkSection("Export and search under load (npm run bench:export)", body);
process.stdout.write(body);
