import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { freePort, waitFor } from "../../server/test-support/ports";
import { expect } from "./fixtures";

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

/** Signs in on the editor's page as the server's staff member. */
export async function signIn(page: Page, server: EditorServer) {
  await page.goto(`${server.baseURL}/keystatic`);
  await expect(page.getByRole("heading", { name: "Sign in to the inbox" })).toBeVisible();
  await page.getByLabel("Email").fill(server.staff);
  await page.getByLabel("Password").fill(EDITOR_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === "/keystatic");
  await expect(page.getByRole("link", { name: "Home page" }).first()).toBeAttached();
}

/** A field of an entry: the group it is in (null: the entry's top level), its label, its new value. */
export type EditorField = [group: string | null, label: string, value: string];

/** Types into fields of an entry and saves it: the entry's file holds the new values. */
export async function saveInEditor(
  page: Page,
  server: EditorServer,
  path: string,
  file: string,
  fields: EditorField[],
) {
  await page.goto(`${server.baseURL}${path}`);
  for (const [group, label, value] of fields) {
    const scope = group ? page.getByRole("group", { name: group, exact: true }) : page.getByRole("main");
    await scope.getByRole("textbox", { name: label, exact: true }).fill(value);
  }
  await page.getByRole("button", { name: "Save" }).click();
  await expectSaved(
    server,
    file,
    fields.map(([, , value]) => value),
  );
}

/** Waits until the entry's file holds each value (YAML may quote it). */
export async function expectSaved(server: EditorServer, file: string, values: string[]) {
  const saved = () => readFileSync(`${server.contentDir}/${file}`, "utf8").replace(/['"]/g, "");
  for (const value of values) await expect.poll(saved, { timeout: 15_000 }).toContain(value);
}

/** Starts a publish from the inbox's Website screen (its status then follows the build). */
export async function startPublish(page: Page, server: EditorServer) {
  await page.goto(`${server.baseURL}/admin/website`);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Publishing");
}
