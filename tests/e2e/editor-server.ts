import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, waitFor } from "../../server/test-support/ports";

// A server of its own for the specs that edit and publish the site: its content is a copy of
// content/ in a temporary folder (the checkout's files never change), committed to a git repository
// of its own as a deployment's checkout would be, its builds there too, its own database and staff
// account. Publishing changes what this server serves, not the shared server of the other specs
// (global-setup.ts), which run in parallel.

export const EDITOR_PASSWORD = "a long enough passphrase";

export interface EditorServer {
  baseURL: string;
  contentDir: string;
  buildsDir: string;
  staff: string;
  close(): Promise<void>;
}

export async function startEditorServer(name: string): Promise<EditorServer> {
  const root = mkdtempSync(join(tmpdir(), `site-editor-${name}-`));
  const contentDir = join(root, "site", "content");
  const buildsDir = join(root, "builds");
  cpSync("content", contentDir, { recursive: true });
  // The deployment is a git checkout (of its content here): each publish is a commit by the staff member.
  const git = (...args: string[]) => {
    const result = spawnSync("git", ["-C", join(root, "site"), ...args], { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`git ${args[0]} failed: ${result.stderr}`);
  };
  git("init", "--quiet");
  git("add", "--all");
  git(
    "-c",
    "user.name=Deploy",
    "-c",
    "user.email=deploy@example.com",
    "commit",
    "--quiet",
    "-m",
    "The content as deployed",
  );
  const databaseUrl = `file:${join(root, "editor.db")}`;
  const staff = `editor-${name}@e2e.example.com`;
  const added = spawnSync(
    process.execPath,
    ["node_modules/tsx/dist/cli.mjs", "server/cli/staff-main.ts", "add", staff],
    {
      input: `${EDITOR_PASSWORD}\n${EDITOR_PASSWORD}\n`,
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: "warn" },
      encoding: "utf8",
    },
  );
  if (added.status !== 0) throw new Error(`staff add failed: ${added.stderr}`);
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, ["build/server/main.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: "warn",
      PUBLIC_ORIGIN: baseURL,
      CONTENT_DIR: contentDir,
      SITE_BUILDS_DIR: buildsDir,
      RATE_LIMIT_PER_MINUTE: "100000",
      RATE_LIMIT_PER_DAY: "1000000",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  // Generous: on a shared machine under load the server has taken over 40 s to start.
  await waitFor(`${baseURL}/readyz`, 120_000);
  return {
    baseURL,
    contentDir,
    buildsDir,
    staff,
    async close() {
      server.kill("SIGTERM");
      await once(server, "exit");
      rmSync(root, { recursive: true, force: true });
    },
  };
}
