import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { parseDocument } from "yaml";
import { freePort, waitFor } from "../../server/test-support/ports";

// The production install (docs/operations.md, "Installing for production"): the repository's files
// in a folder of their own, `npm install --omit=dev`, `npm run build`, then the compiled server
// publishes an edit and rolls it back. Everything Publish runs (astro build, the page checks) and
// everything the build runs must come from the production dependencies: a tool left in
// devDependencies fails here. Installs from npm's cache (about a minute); the build and the publish
// take a few minutes more, so this is one long test.

const PASSWORD = "a long enough passphrase";
const STAFF = "publisher@install.example.com";
const MINUTE = 60_000;

const root = mkdtempSync(join(tmpdir(), "site-install-"));
const app = join(root, "app");
let server: ChildProcess | undefined;

afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill("SIGTERM");
    await once(server, "exit");
  }
  rmSync(root, { recursive: true, force: true });
  // Hundreds of megabytes of node_modules to delete.
}, 2 * MINUTE);

/** The environment of an operator's shell: none of the test runner's or the outer npm's settings. */
function operatorEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env))
    if (!/^(npm_|VITEST|NODE_ENV$|NODE_OPTIONS$|TEST$|INIT_CWD$)/i.test(key)) env[key] = value;
  return { ...env, ...extra };
}

/** Runs a command in the install; rejects with its output's end when it fails. Returns its duration. */
async function run(command: string, args: string[], options: { input?: string; env?: Record<string, string> } = {}) {
  const started = Date.now();
  const child = spawn(command, args, { cwd: app, env: operatorEnv(options.env), stdio: ["pipe", "pipe", "pipe"] });
  let output = "";
  const keep = (chunk: Buffer) => (output = (output + chunk.toString("utf8")).slice(-8_000));
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  child.stdin.end(options.input ?? "");
  const [code] = (await once(child, "close")) as [number | null];
  if (code !== 0) throw new Error(`${command} ${args.join(" ")} failed (${code}):\n${output}`);
  return Date.now() - started;
}

/** The repository's files as a checkout holds them (tracked and new, not ignored): no node_modules, no build. */
async function copyCheckout() {
  const list = spawn("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  let files = "";
  list.stdout.on("data", (chunk: Buffer) => (files += chunk.toString("utf8")));
  await once(list, "close");
  for (const file of files.split("\0").filter(Boolean)) {
    mkdirSync(join(app, dirname(file)), { recursive: true });
    try {
      cpSync(file, join(app, file));
    } catch (error) {
      // Deleted in the working tree and not yet committed: not part of the checkout.
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
}

it(
  "an install without dev dependencies builds, publishes an edit and rolls it back",
  async () => {
    const timings: Record<string, string> = {};
    const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;
    await copyCheckout();

    timings.install = seconds(await run("npm", ["install", "--omit=dev", "--no-audit", "--no-fund"]));
    // No test, lint or type tool came with it.
    for (const devTool of ["vitest", "eslint", "@playwright/test", "typescript"])
      expect(() => readFileSync(join(app, "node_modules", devTool, "package.json")), devTool).toThrow();

    timings.build = seconds(await run("npm", ["run", "build"]));
    await run("npm", ["run", "-s", "staff", "--", "add", STAFF], {
      input: `${PASSWORD}\n${PASSWORD}\n`,
      env: { DATABASE_URL: "file:data/site.db", LOG_LEVEL: "warn" },
    });

    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ["build/server/main.js"], {
      cwd: app,
      env: operatorEnv({
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATABASE_URL: "file:data/site.db",
        PUBLIC_ORIGIN: origin,
        LOG_LEVEL: "warn",
      }),
      stdio: ["ignore", "inherit", "inherit"],
    });
    await waitFor(`${origin}/readyz`, MINUTE);

    const signIn = await fetch(`${origin}/api/admin/session`, {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify({ email: STAFF, password: PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.getSetCookie()[0]!.split(";")[0]!;
    const admin = (path: string, method = "GET") =>
      fetch(`${origin}/api/admin${path}`, {
        method,
        headers: { cookie, origin, ...(method === "POST" ? { "content-type": "application/json" } : {}) },
        ...(method === "POST" ? { body: "{}" } : {}),
      });
    const home = async () => (await fetch(`${origin}/`)).text();

    // An edit of the home page's headline, as the editor would save it.
    const file = join(app, "content", "pages", "home.yaml");
    const original = readFileSync(file, "utf8");
    const marker = `Published from a production install ${Date.now()}`;
    const document = parseDocument(original);
    document.setIn(["hero", "title"], marker);
    writeFileSync(file, document.toString());
    expect(await home()).not.toContain(marker);

    const publishStarted = Date.now();
    const publish = await admin("/site/publish", "POST");
    expect(publish.status, await publish.clone().text()).toBe(202);
    let status: { publishing: { state: string; reason?: string } };
    do {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      status = (await (await admin("/site/builds")).json()) as typeof status;
    } while (status.publishing.state === "running");
    timings.publish = seconds(Date.now() - publishStarted);
    expect(status.publishing, status.publishing.reason).toMatchObject({ state: "done" });
    expect(await home()).toContain(marker);

    const rollBack = await admin("/site/rollback", "POST");
    expect(rollBack.status, await rollBack.clone().text()).toBe(200);
    expect(await home()).not.toContain(marker);
    expect(readFileSync(file, "utf8")).toBe(original);

    console.log(`production install: ${JSON.stringify(timings)}`);
  },
  30 * MINUTE,
);
