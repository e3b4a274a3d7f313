import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { about, home, servicePages } from "../site-content";
import { expectSaved, saveInEditor, signIn, startEditorServer, startPublish, type EditorServer } from "./editor-server";
import { expect, test } from "./fixtures";

// The firm edits its words and the tests still pass: through the editor, a consultant changes the
// home page's headline, the about page's headings and a service's step duration, and publishes. Then
// the tests that read the content run against the edited, published content: CONTENT_DIR names the
// edited copy (tests/site-content.ts and site/loaders/read.ts read it), SITE_BUILDS_DIR its live build
// (the server of those specs serves it: global-setup.ts passes the environment on), BUILT_CLIENT_DIR
// that build's files (tests/build).
//
// Not the whole `npm test` a second time (CI stays well under its 40 minutes): the parts of it that
// read the content. The unit project runs whole (a minute or two; tests/starting-content.test.ts in it
// still reads the repository's content/, the starting words, by design); tests/build/seo.test.ts reads
// the published pages; and the site's page specs (content-pages, service-pages, shell, footer) on the
// desktop size only. The server tests and the other specs read no content the editor changes (they find
// things by role, or by the same tests/site-content.ts that the page specs exercise here). About five
// minutes on the CI machine, most of it the publish's build.
test.use({ allowedConsoleErrors: [/fonts\.googleapis\.com/] });

const SUITES: [label: string, args: string[]][] = [
  ["unit tests", ["vitest", "run", "--project", "unit"]],
  ["built pages", ["vitest", "run", "tests/build/seo.test.ts"]],
  [
    "page specs",
    [
      "playwright",
      "test",
      "tests/e2e/content-pages.spec.ts",
      "tests/e2e/service-pages.spec.ts",
      "tests/e2e/shell.spec.ts",
      "tests/e2e/footer.spec.ts",
      "--project",
      "desktop",
    ],
  ],
];

const NEW = {
  headline: "Consulting that leaves your team stronger",
  aboutTitle: "Who We Are",
  storyTitle: "How It Began",
  duration: "Two to three weeks",
};

let server: EditorServer;
// eslint-disable-next-line no-empty-pattern -- Playwright's hooks take fixtures first; none needed here.
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(120_000);
  server = await startEditorServer("edited");
});
test.afterAll(async () => {
  await server?.close();
});

test("after the firm edits its words and publishes, the tests that read the content still pass", async ({ page }) => {
  test.setTimeout(1_200_000); // a publish, then three suites, beside the other worker
  // The words edited below are the content's own, read at test time.
  const itConsulting = servicePages.find(({ service }) => service.path === "/it-consulting")!;
  const approach = itConsulting.page.sections.find((section) => section.kind === "steps")!;
  const firstStep = approach.kind === "steps" ? approach.steps[0]! : undefined;
  expect(firstStep?.duration).toBeTruthy();

  await signIn(page, server);
  await saveInEditor(page, server, "/keystatic/singleton/home", "pages/home.yaml", [
    ["Top of the page", "Title", NEW.headline],
  ]);
  await saveInEditor(page, server, "/keystatic/singleton/about", "pages/about.yaml", [
    ["Top of the page", "Title", NEW.aboutTitle],
    ["Story", "Title", NEW.storyTitle],
  ]);
  // A step's duration: the section's dialog, then the step's.
  await page.goto(`${server.baseURL}/keystatic/collection/services/item/it-consulting`);
  await page.getByText(approach.title, { exact: true }).first().click();
  const sectionDialog = page.getByRole("dialog");
  await sectionDialog.getByText(firstStep!.title, { exact: true }).first().click();
  const stepDialog = page.getByRole("dialog").last();
  await stepDialog.getByRole("textbox", { name: "Duration", exact: true }).fill(NEW.duration);
  await stepDialog.getByRole("button", { name: "Done" }).click();
  // The step's dialog closed, the section's is left.
  await expect(page.getByRole("dialog")).toHaveCount(1);
  await page.getByRole("dialog").getByRole("button", { name: "Done" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.getByRole("button", { name: "Save" }).click();
  await expectSaved(server, "services/it-consulting.yaml", [NEW.duration]);
  expect(readFileSync(join(server.contentDir, "pages/home.yaml"), "utf8")).not.toContain(home.hero.title);
  expect(readFileSync(join(server.contentDir, "pages/about.yaml"), "utf8")).not.toContain(about.story.title);

  await startPublish(page, server);
  await expect(page.getByRole("status")).toContainText("Published", { timeout: 300_000 });
  const live = JSON.parse(readFileSync(join(server.buildsDir, "live.json"), "utf8")) as { id: string };
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    CONTENT_DIR: server.contentDir,
    SITE_BUILDS_DIR: server.buildsDir,
    BUILT_CLIENT_DIR: join(server.buildsDir, live.id, "client"),
    // The published build's absolute URLs (canonical, sitemap, JSON-LD) are this server's origin.
    PUBLIC_ORIGIN: server.baseURL,
  };
  // The page specs start a server of their own (global-setup.ts), in a runner of their own: nothing of
  // this runner's worker is passed on.
  for (const key of Object.keys(env))
    if (key.startsWith("E2E_") || key.startsWith("PW_") || key.startsWith("TEST_") || key === "NODE_OPTIONS")
      delete env[key];

  // The published site shows the new words (the suites below then check every page against them).
  const published = await page.request.get(`${server.baseURL}/about`);
  expect(await published.text()).toContain(NEW.storyTitle);

  for (const [label, args] of SUITES) {
    const run = spawnSync(process.execPath, [join("node_modules", ".bin", args[0]!), ...args.slice(1)], {
      env,
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(
      run.status,
      `${label} against the edited content:\n${run.stdout.slice(-6000)}\n${run.stderr.slice(-3000)}`,
    ).toBe(0);
  }
});
