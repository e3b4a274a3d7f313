import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { prerenderedPages } from "../../server/site/site-files";
import {
  saveInEditor,
  signIn,
  startEditorServer,
  startPublish,
  type EditorField,
  type EditorServer,
} from "./editor-server";
import { home, linkTo, serviceCatalog, site } from "../site-content";
import { expect, test } from "./fixtures";

// The firm edits its own words (decision 023), as a consultant would: sign in, open the
// editor, change the home page's headline, a service's card and the phone number, save, publish,
// see them on the public pages as a visitor, roll back, see the old ones. A content error is
// refused at publish and the live site does not change. On a server of its own with a copy of
// the content (editor-server.ts): the shared server and the checkout's files never change.

// Keystatic links a web font from Google; the editor's policy blocks it (it falls back to system fonts).
// A second "Publish" while one runs is answered 409, which Chromium logs.
// (One pattern: Playwright reads a two-item array as [value, options].)
test.use({ allowedConsoleErrors: [/fonts\.googleapis\.com|status of 409 \(Conflict\)/] });
test.describe.configure({ mode: "serial" });

// The words before the edit, as the content says them.
const OLD = {
  headline: home.hero.title,
  card: serviceCatalog.find((service) => service.path === "/it-consulting")!.description,
  phoneDisplay: site.phoneDisplay,
};
const NEW = {
  headline: "Your next transformation, planned with you",
  card: "Systems reviewed, gaps closed and technology your people can run.",
  phone: "+15550100277",
  phoneDisplay: "+1 (555) 010-0277",
};

let server: EditorServer;
// eslint-disable-next-line no-empty-pattern -- Playwright's hooks take fixtures first; none needed here.
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(60_000);
  server = await startEditorServer(testInfo.project.name);
});
test.afterAll(async () => {
  await server?.close();
});

const signInToEditor = (page: Page) => signIn(page, server);
const editAndSave = (page: Page, path: string, file: string, fields: EditorField[]) =>
  saveInEditor(page, server, path, file, fields);
const publish = (page: Page) => startPublish(page, server);

/** The content's last commit: "author <email>: subject". */
const lastCommit = () =>
  execFileSync("git", ["-C", server.contentDir, "log", "-1", "--format=%an <%ae>: %s"], { encoding: "utf8" }).trim();

/** The public site as a visitor (no session). */
async function visitor(browser: Browser) {
  const context = await browser.newContext();
  return { page: await context.newPage(), close: () => context.close() };
}

/** Every public page of the build, as a visitor fetches it. */
async function everyPage(page: Page) {
  const texts: [string, string][] = [];
  for (const { url } of prerenderedPages("build/client")) {
    if (url === "/404") continue;
    const response = await page.request.get(`${server.baseURL}${url}`);
    texts.push([url, await response.text()]);
  }
  return texts;
}

async function expectLive(browser: Browser, words: { headline: string; card: string; phoneDisplay: string }) {
  const guest = await visitor(browser);
  await guest.page.goto(`${server.baseURL}/`);
  await expect(guest.page.getByRole("heading", { level: 1 })).toHaveText(words.headline);
  await expect(guest.page.getByText(words.card, { exact: true }).first()).toBeVisible();
  await expect(guest.page.locator("footer").getByRole("link", { name: words.phoneDisplay })).toBeVisible();
  await guest.page.goto(`${server.baseURL}/services`);
  await expect(guest.page.getByText(words.card, { exact: true }).first()).toBeVisible();
  // The phone number is in the footer of every page.
  for (const [url, html] of await everyPage(guest.page)) {
    const footer = html.slice(html.lastIndexOf("<footer"));
    expect(footer, url).toContain(words.phoneDisplay);
  }
  await guest.close();
}

test("a consultant edits the headline, a service card and the phone, publishes, then rolls back", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await expectLive(browser, OLD);
  await signInToEditor(page);
  await editAndSave(page, "/keystatic/singleton/home", "pages/home.yaml", [["Top of the page", "Title", NEW.headline]]);
  await editAndSave(page, "/keystatic/collection/services/item/it-consulting", "services/it-consulting.yaml", [
    [null, "Card text", NEW.card],
  ]);
  await editAndSave(page, "/keystatic/singleton/settings", "settings.yaml", [
    [null, "Phone (for calls)", NEW.phone],
    [null, "Phone, as shown", NEW.phoneDisplay],
  ]);
  // Saved is not published: visitors still see the old words.
  await expectLive(browser, OLD);
  // The Website screen lists what was saved and not yet published, each linked to the editor.
  await page.goto(`${server.baseURL}/admin/website`);
  const saved = page.getByRole("region", { name: "Publish" });
  for (const entry of ["Home page", "Service pages: it-consulting", /^Site settings/])
    await expect(saved.getByRole("link", { name: entry })).toBeVisible();

  await publish(page);
  // One build at a time: a second click says so.
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText(/A publish is already running/)).toBeVisible();
  // ...and keeps saying so while the screen asks for the publish's progress (twice here).
  for (let ask = 0; ask < 2; ask++) await page.waitForResponse((response) => response.url().endsWith("/site/builds"));
  await expect(page.getByRole("status")).toContainText("Publishing");
  await expect(page.getByText(/A publish is already running/)).toBeVisible();
  await expect(page.getByRole("status")).toContainText("Published", { timeout: 240_000 });
  await expectLive(browser, NEW);
  // The content is a git checkout: the publish is a commit authored by the consultant.
  const author = `${server.staff.split("@")[0]} <${server.staff}>`;
  expect(lastCommit()).toBe(`${author}: Publish the site (${server.staff})`);
  await expect(page.getByText("Nothing saved since the live build")).toBeVisible();

  await page.getByRole("button", { name: "Roll back" }).click();
  await expect(page.getByRole("status")).toContainText("Rolled back");
  await expect(page.getByRole("status")).not.toContainText("Published");
  await expectLive(browser, OLD);
  // The words the editor shows are the live ones again.
  expect(readFileSync(`${server.contentDir}/pages/home.yaml`, "utf8")).toContain(OLD.headline);
  expect(lastCommit()).toBe(`${author}: Roll the site back to the build deployed with the server (${server.staff})`);
  await expect(page.getByText("Nothing saved since the live build")).toBeVisible();

  // Publish, roll back and each save are in the audit log, with who did it.
  await page.goto(`${server.baseURL}/admin/audit`);
  for (const action of ["Saved a change to the site", "Published the site", "Rolled the site back"])
    await expect(page.getByText(action).first()).toBeVisible();
  await expect(page.getByText("content/pages/home.yaml").first()).toBeVisible();
  // Each save names its entry as the editor does.
  await expect(page.getByText("Home page (content/pages/home.yaml)").first()).toBeVisible();
});

test("a consultant adds a service with its picture and edits the privacy policy, then publishes", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const picture = testInfo.outputPath("data-strategy.svg");
  writeFileSync(
    picture,
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360"><rect width="640" height="360" fill="#0d9488"/></svg>',
  );
  const card = "Turn the data you already have into decisions your team can act on.";
  const alt = "A teal field, a placeholder for the data strategy picture";
  const sentence = "We never sell what you send us.";

  await signInToEditor(page);
  // A new service starts as a copy of one that exists.
  await page.goto(`${server.baseURL}/keystatic/collection/services/item/it-consulting`);
  await page.getByRole("button", { name: "Duplicate entry…" }).click();
  await page.getByRole("textbox", { name: "Title", exact: true }).first().fill("Data Strategy");
  await page.getByRole("button", { name: "Regenerate" }).click();
  // A field whose meaning depends on where it is says so under it (the schema's line for it).
  await expect(page.getByText("Leave empty to use the service's title.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Slug" })).toHaveValue("data-strategy");
  await page.getByRole("textbox", { name: "Position among the service cards" }).fill("10");
  await page.getByRole("textbox", { name: "Card text" }).fill(card);
  // The copy offers itself under IT Consulting's names: the consultant gives it its own place in
  // the service request dialog and no assessment page (publish refuses two services of one name).
  const position = page.getByRole("textbox", { name: "Position in the dialog's list" });
  const request = page.getByRole("group", { name: "Offered" }).filter({ has: position });
  await request.getByRole("textbox", { name: "Name" }).fill("Data Strategy");
  await position.fill("10");
  await page.getByRole("button", { name: "Assessment page" }).click();
  await page.getByRole("option", { name: "Not offered" }).click();
  await expect(page.getByRole("textbox", { name: "Name" })).toHaveCount(1);
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("group", { name: "Picture" }).getByRole("button", { name: "Choose file" }).click();
  await (await chooser).setFiles(picture);
  // A picture needs its description: without one, nothing is written.
  const description = page.getByRole("textbox", { name: "Picture's description" });
  await description.fill("");
  await page.getByRole("button", { name: "Create" }).click();
  await expect(description).toHaveAttribute("aria-invalid", "true");
  expect(existsSync(`${server.contentDir}/services/data-strategy.yaml`)).toBe(false);
  await description.fill(alt);
  await page.getByRole("button", { name: "Create" }).click();
  await page.waitForURL(/\/collection\/services\/item\/data-strategy$/);
  const saved = readFileSync(`${server.contentDir}/services/data-strategy.yaml`, "utf8");
  expect(saved).toContain("image: ../images/services/data-strategy/image.svg");
  expect(saved).toContain(alt);
  expect(readFileSync(`${server.contentDir}/images/services/data-strategy/image.svg`, "utf8")).toContain("#0d9488");

  // A section shows only its own kind's fields: the numbered steps section has no cards, and the
  // other way round. Its title changed there is saved in the file.
  const stepsTitle = "How a data strategy takes shape";
  await page.getByText("Our Four-Step Approach", { exact: true }).click();
  const section = page.getByRole("dialog");
  await expect(section.getByRole("button", { name: "Kind of section" })).toContainText("Numbered steps");
  await expect(section.getByText("Steps", { exact: true })).toBeVisible();
  await expect(section.getByText("Heading of each card's benefits")).toHaveCount(0);
  await section.getByRole("textbox", { name: "Title", exact: true }).fill(stepsTitle);
  await section.getByRole("button", { name: "Done" }).click();
  await page.getByRole("button", { name: "Save" }).click();
  await expect
    .poll(() => readFileSync(`${server.contentDir}/services/data-strategy.yaml`, "utf8"), { timeout: 15_000 })
    .toContain(stepsTitle);

  // A sentence added to the privacy policy; its headings keep their anchors.
  await page.goto(`${server.baseURL}/keystatic/collection/legal/item/privacy-policy`);
  await page.getByText("We do not sell, rent or share it", { exact: false }).click();
  await page.keyboard.press("Control+End");
  await page.keyboard.type(` ${sentence}`);
  await page.getByRole("button", { name: "Save" }).click();
  const policy = () => readFileSync(`${server.contentDir}/legal/privacy-policy.mdoc`, "utf8");
  await expect.poll(policy, { timeout: 15_000 }).toContain(sentence);
  expect(policy()).toContain("## How we count visits {% #counting %}");

  await publish(page);
  await expect(page.getByRole("status")).toContainText("Published", { timeout: 240_000 });

  const guest = await visitor(browser);
  await guest.page.goto(`${server.baseURL}/`);
  await expect(guest.page.getByRole("link", { name: "Learn more about Data Strategy" })).toHaveAttribute(
    "href",
    "/data-strategy",
  );
  const image = guest.page.getByRole("img", { name: alt, exact: true });
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveJSProperty("naturalWidth", 640);
  await guest.page.goto(`${server.baseURL}/data-strategy`);
  await expect(guest.page.getByRole("heading", { level: 1 })).toHaveText("Data Strategy");
  await expect(guest.page.getByRole("heading", { level: 2, name: stepsTitle })).toBeVisible();
  await guest.page.goto(`${server.baseURL}/privacy-policy#counting`);
  await expect(guest.page.getByText(sentence)).toBeVisible();
  await expect(guest.page.locator("#counting").getByRole("heading", { level: 2 })).toContainText("How we count visits");
  await guest.close();
});

test("a content error is refused at publish, in words, and the live site does not change", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const live = await visitor(browser);
  await live.page.goto(`${server.baseURL}/`);
  const before = await live.page.getByRole("heading", { level: 1 }).textContent();
  await live.close();

  await signInToEditor(page);
  // The editor accepts any text; the site's schema knows only its own placeholders.
  await editAndSave(page, "/keystatic/singleton/home", "pages/home.yaml", [
    ["Top of the page", "Title", "Welcome from {firmName}"],
  ]);
  await publish(page);
  const failure = page.getByRole("alert");
  await expect(failure).toContainText("The last publish failed", { timeout: 240_000 });
  await expect(failure).toContainText("unknown placeholder {firmName}");

  const guest = await visitor(browser);
  await guest.page.goto(`${server.baseURL}/`);
  await expect(guest.page.getByRole("heading", { level: 1 })).toHaveText(before!);
  expect(readFileSync(`${server.contentDir}/pages/home.yaml`, "utf8")).toContain("{firmName}");

  // The headline mended, a navigation link mistyped: a link that leads nowhere is refused too.
  await editAndSave(page, "/keystatic/singleton/home", "pages/home.yaml", [["Top of the page", "Title", before!]]);
  await page.goto(`${server.baseURL}/keystatic/singleton/navigation`);
  await page.getByText(linkTo("/case-studies"), { exact: true }).first().click();
  await page.getByRole("dialog").getByRole("textbox", { name: "Link", exact: true }).fill("/case-study");
  await page.getByRole("dialog").getByRole("button", { name: "Done" }).click();
  await page.getByRole("button", { name: "Save" }).click();
  await expect
    .poll(() => readFileSync(`${server.contentDir}/pages/navigation.yaml`, "utf8"), { timeout: 15_000 })
    .toContain("href: /case-study\n");
  await publish(page);
  await expect(failure).toContainText("The last publish failed", { timeout: 240_000 });
  await expect(failure).toContainText("/case-study is not a page of the site (linked from /, /404, /about and");
  await guest.page.goto(`${server.baseURL}/`);
  // (On a phone the navigation's links are in its closed menu: found in the page, not on screen.)
  await expect(
    guest.page
      .locator("nav")
      .first()
      .locator("a", { hasText: linkTo("/case-studies") }),
  ).toHaveAttribute("href", "/case-studies");
  await guest.close();
});
