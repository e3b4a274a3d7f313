import { readFileSync } from "node:fs";
import type { Browser } from "@playwright/test";
import { signIn, startEditorServer, type EditorServer } from "./editor-server";
import { expect, test } from "./fixtures";
import { PHONE } from "../screen-sizes";

// A consultant previews an edit before it is live (server/publishing/preview-site.ts): change a
// service's title in the editor, "Preview" on the Website screen, see the page on the preview host
// with the bar while a visitor still sees the old title, "Publish this", see it live. At 1280 px,
// the bar also at 375 px, on a server of its own with a copy of the content (editor-server.ts). The title is read from the content file, never pinned here.

// Keystatic links a web font from Google; the editor's policy blocks it (it falls back to system fonts).
// A preview page may connect nowhere: the counting script's beacon is refused by its policy.
test.use({ allowedConsoleErrors: [/fonts\.googleapis\.com|Connecting to '[^']*\/api\/events' violates/] });

const SERVICE = "agile";

let server: EditorServer;
// eslint-disable-next-line no-empty-pattern -- Playwright's hooks take fixtures first; none needed here.
test.beforeAll(async ({}, testInfo) => {
  // The staff command and the server start under the other specs' load.
  testInfo.setTimeout(300_000);
  server = await startEditorServer(`preview-${testInfo.project.name}`);
});
test.afterAll(async () => {
  await server?.close();
});

/** The service's title as its content file holds it ("" while the editor is writing the file). */
const savedTitle = () =>
  (/^title: (.*)$/m.exec(readFileSync(`${server.contentDir}/services/${SERVICE}.yaml`, "utf8"))?.[1] ?? "").replace(
    /^["']|["']$/g,
    "",
  );

/** The service page's main heading, as a visitor (no session) sees it on the public site. */
async function visitorSees(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${server.baseURL}/${SERVICE}`);
  const heading = (await page.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";
  await context.close();
  return heading;
}

test("a consultant previews a service's new title, a visitor still sees the old one, then publishes the preview", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(420_000);
  const oldTitle = savedTitle();
  const newTitle = `${oldTitle} Previewed`;
  expect(await visitorSees(browser)).toBe(oldTitle);

  await signIn(page, server);
  await page.goto(`${server.baseURL}/keystatic/collection/services/item/${SERVICE}`);
  await page.getByRole("textbox", { name: "Title", exact: true }).first().fill(newTitle);
  await page.getByRole("button", { name: "Save" }).click();
  await expect.poll(savedTitle, { timeout: 15_000 }).toBe(newTitle);

  await page.goto(`${server.baseURL}/admin/website`);
  await page.getByRole("button", { name: "Preview", exact: true }).click();
  const open = page.getByRole("link", { name: "Open the preview" });
  await expect(open).toBeVisible({ timeout: 300_000 });
  await open.click();

  // The preview host, its pages at their own addresses, with the bar.
  await page.waitForURL((url) => url.hostname.startsWith("preview.") && url.pathname === "/");
  const bar = page.getByTestId("preview-bar");
  await expect(bar).toBeVisible();
  await page.goto(new URL(`/${SERVICE}`, page.url()).toString());
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(newTitle);
  await expect(bar.getByRole("button", { name: "Publish this" })).toBeVisible();
  await expect(bar.getByRole("link", { name: "Back to the editor" })).toHaveAttribute(
    "href",
    `${server.baseURL}/keystatic`,
  );
  await page.screenshot({ path: testInfo.outputPath("preview-bar-desktop.png") });
  // A visitor's browser: the old title, and no way into the preview.
  expect(await visitorSees(browser)).toBe(oldTitle);
  const guest = await browser.newContext();
  const outsider = await guest.newPage();
  const refused = await outsider.goto(page.url());
  expect(refused?.status()).toBe(404);
  await expect(outsider.getByText(newTitle)).toHaveCount(0);
  await guest.close();

  // The consultant, on a phone with the same session: the bar and its buttons on screen, and
  // "Publish this" from there.
  const phone = await browser.newContext({ ...PHONE, storageState: await page.context().storageState() });
  const onPhone = await phone.newPage();
  await onPhone.goto(page.url());
  await expect(onPhone.getByRole("heading", { level: 1 })).toHaveText(newTitle);
  const phoneBar = onPhone.getByTestId("preview-bar");
  await expect(phoneBar.getByRole("link", { name: "Back to the editor" })).toBeInViewport();
  await expect(phoneBar.getByRole("button", { name: "Publish this" })).toBeInViewport();
  await onPhone.screenshot({ path: testInfo.outputPath("preview-bar-mobile.png") });
  await phoneBar.getByRole("button", { name: "Publish this" }).tap();
  await onPhone.waitForURL(`${server.baseURL}/admin/website`);
  await expect(onPhone.getByRole("status")).toContainText("Published", { timeout: 60_000 });
  await phone.close();
  await expect.poll(() => visitorSees(browser), { timeout: 30_000 }).toBe(newTitle);
});
