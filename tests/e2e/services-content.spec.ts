import { readFileSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { parse, stringify } from "yaml";
import { THANK_YOU } from "../../common/api";
import { signIn, startEditorServer, type EditorServer } from "./editor-server";
import { expect, gotoHydrated, test } from "./fixtures";
import { uniqueEmail } from "./forms-support";
import { DESKTOP, PHONE } from "../screen-sizes";

// A service the firm adds reaches the forms (docs/adding-a-service.md): saved through the editor's
// API as the editor saves it (a copy of a service with a title and forms of its own: offered in
// the request dialog, with an assessment), published from the Website screen; then a visitor
// requests it from the dialog and sends its assessment, and both leads are stored with that
// service. Before the publish the server refuses its name. On a server of its own with a copy of
// the content (editor-server.ts).

// The sign-in screen asks for a session first (401 before signing in). A post refused with 400
// is logged by Chromium. Keystatic links a web font from Google; the editor's policy blocks it.
test.use({
  allowedConsoleErrors: [/status of 40[01] \((Unauthorized|Bad Request)\)|fonts\.googleapis\.com/],
});
test.describe.configure({ mode: "serial" });

const SERVICE = "Data Strategy";
const SLUG = "data-strategy";

let server: EditorServer;
// eslint-disable-next-line no-empty-pattern -- Playwright's hooks take fixtures first; none needed here.
test.beforeAll(async ({}, testInfo) => {
  // Its server starts beside the shared one: on a loaded machine that takes a while.
  testInfo.setTimeout(180_000);
  server = await startEditorServer(`services-${testInfo.project.name}`);
});
test.afterAll(async () => {
  await server?.close();
});

/** The new service's file: a copy of the agile page, its title and forms its own. */
function newServiceFile(): string {
  const data = parse(readFileSync(join(server.contentDir, "services", "agile.yaml"), "utf8")) as Record<
    string,
    unknown
  >;
  return stringify({
    ...data,
    title: SERVICE,
    order: 10,
    forms: {
      request: { discriminant: "offered", value: { name: SERVICE, position: 9 } },
      assessment: { discriminant: "offered", value: { name: SERVICE } },
    },
  });
}

/** The leads the editor's server stored for `email`. */
function leads(table: string, email: string): Record<string, unknown>[] {
  const database = new DatabaseSync(join(server.contentDir, "..", "..", "editor.db"), { readOnly: true });
  try {
    return database.prepare(`SELECT * FROM ${table} WHERE email = ?`).all(email);
  } finally {
    database.close();
  }
}

test("a service added with its assessment is requested from the dialog and assessed once published", async ({
  page,
  browser,
}) => {
  test.setTimeout(600_000);
  const email = uniqueEmail("services-early");
  await signIn(page, server);

  // Saved as the editor saves (its API, with the staff session): not yet live, so refused.
  const saved = await page.request.post(`${server.baseURL}/api/keystatic/update`, {
    headers: { "no-cors": "1", origin: server.baseURL },
    data: {
      additions: [
        { path: `content/services/${SLUG}.yaml`, contents: Buffer.from(newServiceFile()).toString("base64url") },
      ],
      deletions: [],
    },
  });
  expect(saved.status()).toBe(200);
  const early = await page.request.post(`${server.baseURL}/api/service-requests`, {
    headers: { origin: server.baseURL },
    data: { name: "Ada Lovelace", email, service: SERVICE },
  });
  expect(early.status()).toBe(400);
  expect(Object.keys(((await early.json()) as { errors: Record<string, string> }).errors)).toEqual(["service"]);

  await page.goto(`${server.baseURL}/admin/website`);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Published", { timeout: 270_000 });

  // A visitor (no session) on a phone, then one at a desk, each with an address of their own.
  for (const [size, screen] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    const email = uniqueEmail(`services-${size}`);
    const context = await browser.newContext(screen);
    const visitor = await context.newPage();
    await gotoHydrated(visitor, `${server.baseURL}/services`);
    await visitor.locator('button[data-hold="service-request"]').click();
    const dialog = visitor.getByRole("dialog");
    await dialog.getByLabel("Name").fill("Ada Lovelace");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Service").selectOption(SERVICE);
    await dialog.getByRole("button", { name: "Submit Request" }).click();
    await expect(dialog.getByRole("status")).toBeVisible();
    await expect.poll(() => leads("service_requests", email).map((row) => row.service)).toEqual([SERVICE]);

    await gotoHydrated(visitor, `${server.baseURL}/assessment/${encodeURIComponent(SERVICE)}`);
    await expect(visitor.getByRole("heading", { level: 1 })).toContainText(SERVICE);
    await visitor.getByRole("textbox", { name: "Full Name" }).fill("Ada Lovelace");
    await visitor.getByRole("textbox", { name: "Email" }).fill(email);
    await visitor.getByRole("button", { name: "Next" }).click();
    await visitor.getByRole("textbox", { name: "Company" }).fill("Analytical Engines Ltd");
    await visitor.getByRole("textbox", { name: "Team Size" }).fill("12");
    await visitor.getByRole("button", { name: "Next" }).click();
    await visitor.getByRole("textbox", { name: "Challenges" }).fill("Our data lives in forty spreadsheets.");
    await visitor.getByRole("textbox", { name: "Goals" }).fill("One source of truth.");
    await visitor.getByRole("button", { name: "Submit" }).click();
    await expect(visitor.getByRole("heading", { name: THANK_YOU })).toBeVisible();
    await expect.poll(() => leads("assessment_requests", email).map((row) => row.service)).toEqual([SERVICE]);
    await context.close();
  }
});
