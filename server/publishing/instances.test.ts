import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ADMIN_API_PREFIX } from "../../common/admin-api";
import { pagePolicy } from "../../common/csp";
import { CONTENT_MANIFEST_FILE, contentManifest } from "../../common/content/manifest";
import { buildApp, type App } from "../app";
import { loadConfig } from "../config";
import { migrateToLatest, openDatabase, type DatabaseHandle } from "../db/index";
import { postgresDatabase, postgresSkipReason, type TestDatabase } from "../test-support/databases";
import { staffCookie } from "../test-support/app";
import { siteIdentity } from "./site-settings";

// Publishing on several instances on one PostgreSQL (docs/operations.md, "Several instances"):
// each app has its own builds folder and content folder, as separate machines would. A publish
// live on one is live on the other within 5 seconds, and so is a roll back, with its content; an
// instance started later serves the live build; two publishes started at once on two instances:
// one runs, the other is refused in words, and neither serves anything but a whole build. The
// build step is a fast one made here (publishing's own, `astro build` and its checks, is run by
// tests/e2e/editor.spec.ts and bench:publish).

const ORIGIN = "https://www.example.com";
const FOLLOW_MS = 5000;

/** A build whose home page says `headline`: client/ and pages.json in `dir`. */
function writeBuild(dir: string, headline: string) {
  const client = join(dir, "client");
  mkdirSync(join(client, "404"), { recursive: true });
  writeFileSync(join(client, "index.html"), `<!DOCTYPE html><h1>${headline}</h1>`);
  writeFileSync(join(client, "404", "index.html"), "<!DOCTYPE html><h1>Not found</h1>");
  const record = (url: string, file: string) => ({
    url,
    file,
    headers: { "content-security-policy": pagePolicy({ scripts: [], styles: [] }) },
    scripts: [],
  });
  writeFileSync(
    join(dir, "pages.json"),
    JSON.stringify({ "/": record("/", "index.html"), "/404": record("/404", "404/index.html") }),
  );
  return client;
}

const title = (contentDir: string) => /^title: (.*)$/m.exec(readFileSync(join(contentDir, "home.yaml"), "utf8"))![1]!;

interface Instance {
  app: App;
  database: DatabaseHandle;
  contentDir: string;
  cookie: string;
}

let root: string | undefined;
let testDb: TestDatabase | undefined;
let instances: Instance[] = [];
afterEach(async () => {
  for (const { app, database } of instances.reverse()) {
    await app.close();
    await database.close();
  }
  instances = [];
  await testDb?.drop();
  if (root) rmSync(root, { recursive: true, force: true });
  root = testDb = undefined;
});

/** Every build waits for this before it is written (a publish held mid-build). */
let gate: Promise<void> = Promise.resolve();

async function setUp() {
  root = mkdtempSync(join(tmpdir(), "instances-"));
  testDb = await postgresDatabase();
  const setup = openDatabase(testDb.url);
  await migrateToLatest(setup.db);
  await setup.close();
  // The deploy every instance runs: its build, and the content it was made from.
  writeBuild(join(root, "build"), "Deployed");
  const deployedContent = join(root, "deployed-content");
  mkdirSync(deployedContent);
  writeFileSync(join(deployedContent, "home.yaml"), "title: Deployed\n");
  writeFileSync(join(root, "build", CONTENT_MANIFEST_FILE), JSON.stringify(contentManifest(deployedContent)));
  gate = Promise.resolve();
}

/** An instance on the test database with folders of its own (`name`: a new one, or a restart). */
async function instance(name: string): Promise<Instance> {
  const dir = join(root!, name);
  const contentDir = join(dir, "content");
  mkdirSync(contentDir, { recursive: true });
  try {
    readFileSync(join(contentDir, "home.yaml"));
  } catch {
    writeFileSync(join(contentDir, "home.yaml"), "title: Deployed\n");
  }
  const config = loadConfig(
    {
      DATABASE_URL: testDb!.url,
      LOG_LEVEL: "silent",
      CONTENT_DIR: contentDir,
      SITE_BUILDS_DIR: join(dir, "sites"),
      PUBLIC_ORIGIN: ORIGIN,
    },
    siteIdentity(),
  );
  const database = openDatabase(config.DATABASE_URL);
  const app = await buildApp({
    config,
    database,
    clientDir: join(root!, "build", "client"),
    logger: false,
    siteBuild: async (clientDir, content) => {
      const headline = title(content);
      await gate;
      writeBuild(dirname(clientDir), headline);
    },
  });
  const made = { app, database, contentDir, cookie: await staffCookie(database, ORIGIN) };
  instances.push(made);
  return made;
}

const home = async ({ app }: Instance) => (await app.inject({ method: "GET", url: "/" })).body;

/** What the Website screen shows of the instance's publish: running, done, failed. */
const publishState = async ({ app, cookie }: Instance) =>
  (await app.inject({ method: "GET", url: `${ADMIN_API_PREFIX}/site/builds`, headers: { cookie } })).json<{
    publishing: { state: string };
  }>().publishing.state;

const post = ({ app, cookie }: Instance, action: "publish" | "rollback") =>
  app.inject({
    method: "POST",
    url: `${ADMIN_API_PREFIX}/site/${action}`,
    headers: { "content-type": "application/json", cookie, origin: ORIGIN },
    payload: {},
  });

/** Polls until `check` holds; throws after `ms`. Returns the time it took. */
async function until(what: string, check: () => Promise<boolean>, ms: number): Promise<number> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > ms) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((done) => setTimeout(done, 25));
  }
  return performance.now() - started;
}

const serves = (instance: Instance, headline: string) => async () => (await home(instance)).includes(headline);

describe.skipIf(postgresSkipReason !== "")(
  `publishing on two instances on one PostgreSQL${postgresSkipReason ? ` (skipped: ${postgresSkipReason})` : ""}`,
  () => {
    it("a publish and a roll back on one are live on the other within 5 s, words included; a later instance serves the live build", async () => {
      await setUp();
      const a = await instance("a");
      const b = await instance("b");
      expect(await home(b)).toContain("Deployed");

      writeFileSync(join(a.contentDir, "home.yaml"), "title: Published on A\n");
      expect((await post(a, "publish")).statusCode).toBe(202);
      await until("A serves its publish", serves(a, "Published on A"), 10_000);
      await until("B serves A's publish", serves(b, "Published on A"), FOLLOW_MS);
      expect(title(b.contentDir)).toBe("Published on A");
      // The audit row follows the switch (publisher.ts records a publish once it is live).
      const audited = async () =>
        (await a.database.db.selectFrom("audit_log").select("action").execute()).some(
          (row) => row.action === "site-publish",
        );
      await until("A's publish is in the audit log", audited, FOLLOW_MS);

      // An instance started later, with empty folders, serves the live build at once.
      const c = await instance("c");
      expect(await home(c)).toContain("Published on A");
      expect(title(c.contentDir)).toBe("Published on A");

      const rolledBack = await post(a, "rollback");
      expect(rolledBack.statusCode).toBe(200);
      expect(await home(a)).toContain("Deployed");
      await until("B follows the roll back", serves(b, "Deployed"), FOLLOW_MS);
      await until("C follows the roll back", serves(c, "Deployed"), FOLLOW_MS);
      expect(title(b.contentDir)).toBe("Deployed");
      expect(title(a.contentDir)).toBe("Deployed");

      // A restart of B serves the live build from the database, not the one it had.
      writeFileSync(join(a.contentDir, "home.yaml"), "title: Second publish\n");
      expect((await post(a, "publish")).statusCode).toBe(202);
      await until("A serves its second publish", serves(a, "Second publish"), 10_000);
      await b.app.close();
      await b.database.close();
      instances = instances.filter((made) => made !== b);
      const restarted = await instance("b");
      expect(await home(restarted)).toContain("Second publish");
    });

    it("a change of the live row that sent no notification is caught by the read every 2 s", async () => {
      await setUp();
      const a = await instance("a");
      const b = await instance("b");
      writeFileSync(join(a.contentDir, "home.yaml"), "title: Published on A\n");
      expect((await post(a, "publish")).statusCode).toBe(202);
      await until("B serves A's publish", serves(b, "Published on A"), FOLLOW_MS + 10_000);
      // As a roll back would, without its NOTIFY (a notification lost with a connection).
      await a.database.db.updateTable("site_live").set({ build: "deployed" }).execute();
      await until("A reads it", serves(a, "Deployed"), FOLLOW_MS);
      await until("B reads it", serves(b, "Deployed"), FOLLOW_MS);
    });

    it("two publishes started at once on two instances: one runs, the other is told so; neither serves a half-made build", async () => {
      await setUp();
      const a = await instance("a");
      const b = await instance("b");
      writeFileSync(join(a.contentDir, "home.yaml"), "title: From A\n");
      writeFileSync(join(b.contentDir, "home.yaml"), "title: From B\n");
      let open!: () => void;
      gate = new Promise((done) => (open = done));

      const answers = await Promise.all([post(a, "publish"), post(b, "publish")]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([202, 409]);
      const refused = answers.find((answer) => answer.statusCode === 409)!;
      expect(refused.json<{ message: string }>().message).toMatch(
        /^A publish is already running \(started by staff-[0-9a-f]+@example\.com\): wait for it to finish/,
      );
      // While it builds, both serve the whole build they had.
      expect(await home(a)).toContain("Deployed");
      expect(await home(b)).toContain("Deployed");
      // A roll back waits for it too, on either instance.
      expect((await post(a, "rollback")).statusCode).toBe(409);
      expect((await post(b, "rollback")).statusCode).toBe(409);

      open();
      const winner = answers[0].statusCode === 202 ? "From A" : "From B";
      await until(
        "both serve the publish that ran",
        async () => (await serves(a, winner)()) && (await serves(b, winner)()),
        10_000,
      );
      // Once the publish that ran says it is done (its lock released after the switch), the other
      // can publish.
      const [ran, loser] = answers[0].statusCode === 202 ? [a, b] : [b, a];
      await until("the publish that ran is done", async () => (await publishState(ran)) === "done", 10_000);
      writeFileSync(join(loser.contentDir, "home.yaml"), "title: The other, after\n");
      expect((await post(loser, "publish")).statusCode).toBe(202);
      await until(
        "both serve the second publish",
        async () => (await serves(a, "The other, after")()) && (await serves(b, "The other, after")()),
        10_000,
      );
    });
  },
);
