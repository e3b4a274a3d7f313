import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

async function waitUntilReady(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not become ready at ${url}`);
}

/** Starts `server/main.ts` (the real server, production build) with a fresh database. */
export default async function globalSetup() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "site-e2e-"));
  const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: `file:${join(dataDir, "e2e.db")}`,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await waitUntilReady(`${baseURL}/readyz`, 30_000);
  process.env.E2E_BASE_URL = baseURL;
  return async () => {
    server.kill("SIGTERM");
    await once(server, "exit");
  };
}
