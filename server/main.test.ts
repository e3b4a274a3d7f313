import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// The real entry point, compiled, as `npm start` runs it (needs `npm run build`).
const dir = mkdtempSync(join(tmpdir(), "site-main-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ["build/server/main.js"], {
    env: { ...process.env, HOST: "127.0.0.1", DATABASE_URL: `file:${join(dir, "main.db")}`, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

async function until(check: () => boolean, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("server/main.ts", () => {
  it("refuses a bad configuration with a clear message and exit code 1", async () => {
    const server = start({ PORT: "http", LOG_LEVEL: "chatty" });
    const [code] = (await once(server.child, "exit")) as [number];
    expect(code).toBe(1);
    expect(server.output()).toContain("Invalid configuration");
    expect(server.output()).toContain("PORT: must be a number");
    expect(server.output()).toContain("LOG_LEVEL: must be one of");
  }, 60_000);

  it("refuses TRUST_PROXY=beef or true, and mail without PUBLIC_ORIGIN, at start without a stack trace", async () => {
    const cases = [
      [{ TRUST_PROXY: "beef" }, 'TRUST_PROXY: "beef" is not an IP address or CIDR range'],
      [{ TRUST_PROXY: "true" }, "TRUST_PROXY: true would trust the X-Forwarded-For header of any client"],
      [{ SMTP_URL: "smtp://127.0.0.1:2525" }, "PUBLIC_ORIGIN: is required when SMTP_URL is set"],
    ] as const;
    await Promise.all(
      cases.map(async ([env, message]) => {
        const server = start(env);
        const [code] = (await once(server.child, "exit")) as [number];
        expect(code).toBe(1);
        expect(server.output()).toContain(message);
        expect(server.output()).not.toMatch(/\n\s+at /);
      }),
    );
  }, 60_000);

  it("refuses a webhook target on a loopback or private network without WEBHOOK_ALLOW_PRIVATE", async () => {
    const secret = `whsec_${Buffer.from("a test key of thirty-two bytes!!").toString("base64")}`;
    const cases = [
      [{ WEBHOOK_URLS: "http://10.0.0.5/hook", WEBHOOK_SECRET: secret }, "http://10.0.0.5/…"],
      [{ WEBHOOK_URLS: "http://localhost:9000/x", WEBHOOK_SECRET: secret }, "http://localhost:9000/…"],
    ] as const;
    await Promise.all(
      cases.map(async ([env, url]) => {
        const server = start(env);
        const [code] = (await once(server.child, "exit")) as [number];
        expect(code).toBe(1);
        expect(server.output()).toContain(
          `WEBHOOK_URLS: ${url} is on a loopback or private network: set WEBHOOK_ALLOW_PRIVATE=true if that is meant`,
        );
        expect(server.output()).not.toMatch(/\n\s+at /);
      }),
    );
    // With the switch the target is accepted (here the start fails on another variable only).
    const allowed = start({ ...cases[0][0], WEBHOOK_ALLOW_PRIVATE: "true", PORT: "http" });
    const [code] = (await once(allowed.child, "exit")) as [number];
    expect(code).toBe(1);
    expect(allowed.output()).toContain("PORT: must be a number");
    expect(allowed.output()).not.toContain("WEBHOOK_URLS");
  }, 60_000);

  it("serves, then on SIGTERM closes and exits 0", async () => {
    const server = start({ PORT: "0", LOG_LEVEL: "info" });
    await until(() => /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.test(server.output()));
    const origin = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(server.output())![1]!;
    await until(() => server.output().includes("Mail is off")); // logged just after listening
    expect((await fetch(`${origin}/readyz`)).status).toBe(200);
    expect((await fetch(`${origin}/about`)).status).toBe(200);
    server.child.kill("SIGTERM");
    const [code] = (await once(server.child, "exit")) as [number];
    expect(code).toBe(0);
    expect(server.output()).toContain("SIGTERM received");
  }, 90_000);
});
