import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ADMIN_API_PREFIX } from "../../common/admin-api";
import { pagePolicy } from "../../common/csp";
import { SERVICES_FILE, type ServiceOffer } from "../../common/content/service-offer";
import { buildApp, type App } from "../app";
import { loadConfig } from "../config";
import { migrateToLatest, openDatabase, type DatabaseHandle } from "../db/index";
import { staffCookie } from "../test-support/app";
import { siteIdentity } from "../publishing/site-settings";

// The services a form post may name are those the live build offers (its services.json, written
// by the build from each service's `forms`): a service added to the content is refused until a
// publish makes its build live, and accepted from that moment. The build step is a fast one made
// here, writing what the content's offer.json says (the real one, `astro build`, is run by
// tests/e2e/services-content.spec.ts).

const ORIGIN = "https://www.example.com";

const STARTING: ServiceOffer = { request: ["Agile Coaching", "HR Solutions"], assessment: ["Agile Coaching"] };
const ADDED: ServiceOffer = {
  request: [...STARTING.request, "Data Strategy"],
  assessment: [...STARTING.assessment, "Data Strategy"],
};

/** A build offering `offer`, whose home page names the offer's last service. */
function writeBuild(dir: string, offer: ServiceOffer) {
  const client = join(dir, "client");
  mkdirSync(join(client, "404"), { recursive: true });
  writeFileSync(join(client, "index.html"), `<!DOCTYPE html><h1>${offer.request.at(-1)}</h1>`);
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
  writeFileSync(join(dir, SERVICES_FILE), JSON.stringify(offer));
}

let root: string | undefined;
let opened: { app: App; database: DatabaseHandle } | undefined;
afterEach(async () => {
  await opened?.app.close();
  await opened?.database.close();
  if (root) rmSync(root, { recursive: true, force: true });
  root = opened = undefined;
});

async function setUp() {
  root = mkdtempSync(join(tmpdir(), "offered-services-"));
  writeBuild(join(root, "build"), STARTING);
  const contentDir = join(root, "checkout", "content");
  mkdirSync(contentDir, { recursive: true });
  writeFileSync(join(contentDir, "offer.json"), JSON.stringify(STARTING));
  const config = loadConfig(
    {
      DATABASE_URL: `file:${join(root, "test.db")}`,
      LOG_LEVEL: "silent",
      CONTENT_DIR: contentDir,
      SITE_BUILDS_DIR: join(root, "sites"),
      PUBLIC_ORIGIN: ORIGIN,
    },
    siteIdentity(),
  );
  const database = openDatabase(config.DATABASE_URL);
  await migrateToLatest(database.db);
  const app = await buildApp({
    config,
    database,
    clientDir: join(root, "build", "client"),
    logger: false,
    siteBuild: async (clientDir, content) => {
      writeBuild(dirname(clientDir), JSON.parse(readFileSync(join(content, "offer.json"), "utf8")) as ServiceOffer);
    },
  });
  opened = { app, database };
  return { app, database, contentDir, cookie: await staffCookie(database, ORIGIN) };
}

const post = (app: App, url: string, payload: Record<string, string>) =>
  app.inject({ method: "POST", url, headers: { "content-type": "application/json", origin: ORIGIN }, payload });

const request = (service: string) => ({ name: "Ada Lovelace", email: "ada@example.com", service });
const assessment = (service: string) => ({
  fullName: "Ada Lovelace",
  email: "ada@example.com",
  company: "Analytical Engines Ltd",
  teamSize: "12",
  challenges: "Our data lives in forty spreadsheets.",
  goals: "One source of truth.",
  service,
});

describe("the services a form post may name", () => {
  it("are the live build's: a service added is refused (400 naming the field) until its publish, then stored", async () => {
    const { app, database, contentDir, cookie } = await setUp();
    for (const [url, body] of [
      ["/api/service-requests", request("Data Strategy")],
      ["/api/assessment", assessment("Data Strategy")],
    ] as const) {
      const refused = await post(app, url, body);
      expect(refused.statusCode, url).toBe(400);
      expect(Object.keys(refused.json<{ errors: Record<string, string> }>().errors)).toEqual(["service"]);
    }
    // Saved, not yet published: still refused.
    writeFileSync(join(contentDir, "offer.json"), JSON.stringify(ADDED));
    expect((await post(app, "/api/service-requests", request("Data Strategy"))).statusCode).toBe(400);

    const published = await app.inject({
      method: "POST",
      url: `${ADMIN_API_PREFIX}/site/publish`,
      headers: { "content-type": "application/json", cookie, origin: ORIGIN },
      payload: {},
    });
    expect(published.statusCode).toBeLessThan(300);
    await expect
      .poll(async () => (await app.inject({ method: "GET", url: "/" })).body, { timeout: 10_000 })
      .toContain("Data Strategy");

    expect((await post(app, "/api/service-requests", request("Data Strategy"))).statusCode).toBe(201);
    expect((await post(app, "/api/assessment", assessment("Data Strategy"))).statusCode).toBe(201);
    const stored = await database.db.selectFrom("service_requests").select("service").execute();
    expect(stored.map((row) => row.service)).toEqual(["Data Strategy"]);
    const assessed = await database.db.selectFrom("assessment_requests").select("service").execute();
    expect(assessed.map((row) => row.service)).toEqual(["Data Strategy"]);
    // A service the live build offers was accepted before and still is; one it never offered is not.
    expect((await post(app, "/api/service-requests", request("HR Solutions"))).statusCode).toBe(201);
    expect((await post(app, "/api/service-requests", request("Time Travel"))).statusCode).toBe(400);
  });
});
