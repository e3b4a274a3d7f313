import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { mkdtempSync, mkdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { freePort, waitFor } from "../../server/test-support/ports";
import { expectNoAxeViolations, expectNoHorizontalOverflow, PASSWORD, screenshot } from "./admin-support";
import { expect, test } from "./fixtures";

// The System screen and the health banner, on a server of its own (its mail failing must not
// put the banner on the other specs' screens): healthy first, then with mail failing for 20
// minutes (its failed attempt written into the database with that age: the rule's clock is
// tested in server/system/system.test.ts), at both widths, axe clean. Screenshots go to
// ADMIN_SCREENSHOTS when set (admin-support.ts).

const STAFF = "system-staff@e2e.example.com";

// The inbox asks for the session first; the browser logs the 401 of a signed-out visit.
test.use({ allowedConsoleErrors: [/status of 401 \(Unauthorized\)/] });

let root: string;
let databasePath: string;
let server: ChildProcess;
let baseURL: string;

test.beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "site-system-"));
  databasePath = join(root, "system.db");
  const added = spawnSync(
    process.execPath,
    ["node_modules/tsx/dist/cli.mjs", "server/cli/staff-main.ts", "add", STAFF],
    {
      input: `${PASSWORD}\n${PASSWORD}\n`,
      env: { ...process.env, DATABASE_URL: `file:${databasePath}`, LOG_LEVEL: "warn" },
      encoding: "utf8",
    },
  );
  expect(added.status, added.stderr).toBe(0);
  const port = await freePort();
  baseURL = `http://127.0.0.1:${port}`;
  mkdirSync(join(root, "backups"));
  server = spawn(process.execPath, ["build/server/main.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: `file:${databasePath}`,
      LOG_LEVEL: "warn",
      PUBLIC_ORIGIN: baseURL,
      // Mail on, to a port where nothing listens.
      SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
      NOTIFY_TO: "team@e2e.example.com",
      BACKUP_DIR: join(root, "backups"),
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitFor(`${baseURL}/readyz`, 30_000);
});

test.afterAll(async () => {
  server.kill("SIGTERM");
  await once(server, "exit");
  rmSync(root, { recursive: true, force: true });
});

/** A notification whose one attempt failed 20 minutes ago, given up: mail failing since then. */
function mailFailingFor20Minutes() {
  const database = new DatabaseSync(databasePath);
  const at = new Date(Date.now() - 20 * 60_000).toISOString();
  const id = randomUUID();
  database
    .prepare(
      `insert into outbox (id, kind, source_table, source_id, subject, text_body, status, attempts, next_attempt_at, created_at, last_error)
       values (?, 'notification', 'contact_messages', ?, 'New contact message', 'text', 'failed', 1, ?, ?, ?)`,
    )
    .run(id, randomUUID(), at, at, "connect ECONNREFUSED 127.0.0.1:25");
  database
    .prepare(
      `insert into outbox_attempts (id, outbox_id, attempt, started_at, finished_at, outcome, error)
       values (?, ?, 1, ?, ?, 'error', ?)`,
    )
    .run(randomUUID(), id, at, at, "connect ECONNREFUSED 127.0.0.1:25");
  database.close();
}

test("the System screen, healthy and then with mail failing: the banner on every screen says what to do", async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  await page.goto(`${baseURL}/admin/system`);
  await page.getByLabel("Email").fill(STAFF);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByLabel("Password").press("Enter");
  await expect(page.getByRole("heading", { name: "System", level: 1 })).toBeVisible();
  const banner = page.getByRole("region", { name: /need(s)? attention/ });
  await expect(page.getByRole("heading", { name: "Mail" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Backups" })).toBeVisible();
  await expect(page.getByText("SQLite")).toBeVisible();
  await expect(banner).toHaveCount(0);
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page, "the System screen");
  await screenshot(page, testInfo, "system-healthy");

  mailFailingFor20Minutes();
  await page.getByRole("link", { name: "Leads", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();
  await expect(banner).toBeVisible();
  await expect(banner).toContainText("E-mail is not going out");
  await expect(banner).toContainText("the mail server refused the connection");
  await expect(banner).toContainText("SMTP_URL");
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page, "the leads with the banner");
  await screenshot(page, testInfo, "system-banner-leads");

  await banner.getByRole("link", { name: "Open the System screen" }).click();
  await expect(page.getByRole("heading", { name: "System", level: 1 })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("E-mail is not going out");
  await expect(page.getByRole("main")).toContainText("Failures in the last 24 hours");
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page, "the System screen with the banner");
  await screenshot(page, testInfo, "system-banner");
});
