import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./db/index";
import { freePort } from "./test-support/ports";

// The durability promise, tested on the real server: every submission answered 2xx is on disk,
// even when the process is killed (SIGKILL) in the middle of a stream of posts.
// Runs `server/main.ts` as `npm start` does, so the site must be built (`npm run build`).

async function startServer(port: number, databaseUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["build/server/main.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: "error",
      RATE_LIMIT_PER_MINUTE: "100000",
      RATE_LIMIT_PER_DAY: "100000",
      SMTP_URL: "",
      REDIS_URL: "",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error("the server did not become ready");
}

describe("crash safety", () => {
  const dir = mkdtempSync(join(tmpdir(), "site-crash-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("every acknowledged submission survives kill -9 and a restart", { timeout: 60_000 }, async () => {
    const databaseUrl = `file:${join(dir, "crash.db")}`;
    const port = await freePort();
    const server = await startServer(port, databaseUrl);
    const acknowledged: string[] = [];
    let sent = 0;
    let stop = false;

    const client = async (lane: number) => {
      for (let i = 0; !stop; i++) {
        const name = `Visitor ${lane}-${i}`;
        sent++;
        try {
          const response = await fetch(`http://127.0.0.1:${port}/api/contact`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ name, email: "crash@example.com", subject: "Crash test", message: `Message ${i}` }),
          });
          if (response.status === 201) acknowledged.push(name);
        } catch {
          return; // the server is gone
        }
      }
    };
    const lanes = Array.from({ length: 8 }, (_, lane) => client(lane));
    while (acknowledged.length < 200) await new Promise((resolve) => setTimeout(resolve, 5));
    server.kill("SIGKILL"); // posts are in flight
    await once(server, "exit");
    stop = true;
    await Promise.all(lanes);
    expect(sent).toBeGreaterThan(acknowledged.length);

    // Restart on the same file (recovery of the WAL), then stop it gracefully.
    const restarted = await startServer(port, databaseUrl);
    restarted.kill("SIGTERM");
    const [code] = (await once(restarted, "exit")) as [number | null];
    expect(code).toBe(0);

    const database = openDatabase(databaseUrl);
    try {
      const rows = await database.db.selectFrom("contact_messages").select(["id", "name"]).execute();
      const stored = new Set(rows.map((row) => row.name));
      const missing = acknowledged.filter((name) => !stored.has(name));
      expect(missing).toEqual([]);
      // Each stored message has its notification in the outbox (same transaction).
      const outbox = await database.db.selectFrom("outbox").select("source_id").execute();
      expect(new Set(outbox.map((row) => row.source_id))).toEqual(new Set(rows.map((row) => row.id)));
    } finally {
      await database.close();
    }
  });
});
