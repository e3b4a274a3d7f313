import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, appendFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ADMIN_API_PREFIX, type SiteStatus } from "../../common/admin-api";
import { CONTENT_MANIFEST_FILE, contentManifest } from "../../common/content/manifest";
import { pagePolicy } from "../../common/csp";
import { sqliteDatabase } from "../test-support/databases";
import { makeApiApp, staffCookie, type ApiApp } from "../test-support/app";

// "Preview" on the inbox's Website screen: what was saved, built as a publish builds it, shown to
// staff only on the preview host (server/publishing/preview-site.ts), and "Publish this", which
// makes that very build live when nothing was saved since. On small builds made here (the real
// `astro build` is in tests/e2e/preview.spec.ts and bench:publish) and a copy of content/.

const ORIGIN = "https://www.example.com";
const PREVIEW_HOST = "preview.example.com";
const PREVIEW_ORIGIN = `https://${PREVIEW_HOST}`;

let ctx: ApiApp | undefined;
let root: string | undefined;
afterEach(async () => {
  await ctx?.close();
  if (root) rmSync(root, { recursive: true, force: true });
  ctx = root = undefined;
});

/** A build whose pages show the home page's content file as it was built. */
function writeBuild(clientDir: string, contentDir: string) {
  const home = readFileSync(join(contentDir, "pages", "home.yaml"), "utf8");
  mkdirSync(join(clientDir, "404"), { recursive: true });
  mkdirSync(join(clientDir, "assets"), { recursive: true });
  const page = (text: string) =>
    `<!DOCTYPE html><html><head><title>Site</title></head><body><main>${text}</main></body></html>`;
  writeFileSync(join(clientDir, "index.html"), page(home));
  writeFileSync(join(clientDir, "404", "index.html"), page("Not found"));
  writeFileSync(join(clientDir, "assets", "site-k.js"), "export const site = 1;");
  const record = (url: string, file: string) => ({
    url,
    file,
    headers: { "content-security-policy": pagePolicy({ scripts: ["'sha256-abc='"], styles: ["'sha256-def='"] }) },
    scripts: [],
  });
  writeFileSync(
    join(dirname(clientDir), "pages.json"),
    JSON.stringify({ "/": record("/", "index.html"), "/404": record("/404", join("404", "index.html")) }),
  );
  writeFileSync(join(dirname(clientDir), CONTENT_MANIFEST_FILE), JSON.stringify(contentManifest(contentDir)));
}

async function start() {
  root = mkdtempSync(join(tmpdir(), "preview-"));
  const contentDir = join(root, "site", "content");
  cpSync("content", contentDir, { recursive: true });
  const clientDir = join(root, "build", "client");
  writeBuild(clientDir, contentDir);
  let builds = 0;
  ctx = await makeApiApp(
    sqliteDatabase(),
    { CONTENT_DIR: contentDir, PUBLIC_ORIGIN: ORIGIN, SITE_BUILDS_DIR: join(root, "sites") },
    {
      clientDir,
      siteBuild: async (into, content) => {
        builds++;
        writeBuild(into, content);
      },
    },
  );
  const cookie = await staffCookie(ctx.database, ORIGIN);
  return { cookie, contentDir, builds: () => builds };
}

const inject = (options: { method?: "GET" | "POST"; url: string; host?: string; headers?: Record<string, string> }) =>
  ctx!.app.inject({
    method: options.method ?? "GET",
    url: options.url,
    headers: { host: options.host ?? "www.example.com", ...options.headers },
    ...(options.method === "POST" ? { payload: options.url.startsWith("/api/") ? {} : "" } : {}),
  });

const status = async (cookie: string) =>
  (await inject({ url: `${ADMIN_API_PREFIX}/site/builds`, headers: { cookie } })).json<SiteStatus>();

async function until(what: string, check: () => Promise<boolean>) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > 10_000) throw new Error(`${what}: not within 10 s`);
    await new Promise((done) => setTimeout(done, 20));
  }
}

/** Saves a new line in the home page's file (as the editor would), returning it. */
const save = (contentDir: string, words: string) => {
  appendFileSync(join(contentDir, "pages", "home.yaml"), `# ${words}\n`);
  return words;
};

/** Starts a preview and waits until it is ready; returns its build id. */
async function preview(cookie: string): Promise<string> {
  const started = await inject({
    method: "POST",
    url: `${ADMIN_API_PREFIX}/site/preview`,
    headers: { cookie, origin: ORIGIN, "content-type": "application/json" },
  });
  expect(started.statusCode).toBe(202);
  let id = "";
  await until("the preview is ready", async () => {
    const { preview } = await status(cookie);
    if (preview.state === "failed") throw new Error(preview.reason);
    if (preview.state === "ready") id = preview.id;
    return preview.state === "ready";
  });
  return id;
}

/** Follows "Open the preview" from the inbox: the preview host's cookie. */
async function open(cookie: string): Promise<string> {
  const link = await inject({ url: `${ADMIN_API_PREFIX}/site/preview/open`, headers: { cookie } });
  expect(link.statusCode).toBe(303);
  const target = new URL(String(link.headers.location));
  expect(target.origin).toBe(PREVIEW_ORIGIN);
  const entered = await inject({ url: `${target.pathname}${target.search}`, host: PREVIEW_HOST });
  expect(entered.statusCode).toBe(303);
  expect(entered.headers.location).toBe("/");
  const set = String(entered.headers["set-cookie"]);
  expect(set).toContain("HttpOnly");
  expect(set).toContain("Secure");
  return set.split(";")[0]!;
}

describe("a preview", () => {
  it("is refused without a staff session: 404 on every address of the preview host, never the words", async () => {
    const { cookie, contentDir } = await start();
    const words = save(contentDir, "Words saved and not yet published");
    await preview(cookie);
    const inboxSession = cookie;
    const sessions: Record<string, string>[] = [
      {},
      { cookie: inboxSession },
      { cookie: "__Host-preview_session=forged" },
    ];
    for (const headers of sessions) {
      for (const url of ["/", "/404", "/assets/site-k.js", "/__preview/bar.css", "/__preview/enter?pass=forged"]) {
        const response = await inject({ url, host: PREVIEW_HOST, headers });
        expect(response.statusCode, url).toBe(404);
        expect(response.body).not.toContain(words);
        expect(response.headers["cache-control"]).toBe("no-store");
      }
    }
    // The live site still shows what was published.
    expect((await inject({ url: "/" })).body).not.toContain(words);
  });

  it("is refused once its staff member signs out", async () => {
    const { cookie, contentDir } = await start();
    const words = save(contentDir, "Words of a session that ends");
    await preview(cookie);
    const previewCookie = await open(cookie);
    expect((await inject({ url: "/", host: PREVIEW_HOST, headers: { cookie: previewCookie } })).body).toContain(words);
    const signOut = await ctx!.app.inject({
      method: "DELETE",
      url: `${ADMIN_API_PREFIX}/session`,
      headers: { cookie, origin: ORIGIN },
    });
    expect(signOut.statusCode).toBeLessThan(300);
    const after = await inject({ url: "/", host: PREVIEW_HOST, headers: { cookie: previewCookie } });
    expect(after.statusCode).toBe(404);
    expect(after.body).not.toContain(words);
  });

  it("shows staff the pages at their own addresses with the bar: no-store, noindex, its own policy, never framed", async () => {
    const { cookie, contentDir } = await start();
    const words = save(contentDir, "Words to preview");
    const id = await preview(cookie);
    const previewCookie = await open(cookie);
    // Framed from another site, with the staff member's cookie: the browser is told not to render it.
    const page = await inject({
      url: "/",
      host: PREVIEW_HOST,
      headers: { cookie: previewCookie, "sec-fetch-dest": "iframe", "sec-fetch-site": "cross-site" },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(words);
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(String(page.headers["x-robots-tag"])).toContain("noindex");
    const policy = String(page.headers["content-security-policy"]);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("connect-src 'none'");
    expect(policy).toContain("'sha256-abc='");
    expect(policy).not.toContain("unsafe-inline");
    // The bar: after <body>, a form posting "Publish this" for this build, a link to the editor.
    const body = page.body.slice(page.body.indexOf("<body>"));
    expect(body.indexOf('data-testid="preview-bar"')).toBeGreaterThan(0);
    expect(body.indexOf('data-testid="preview-bar"')).toBeLessThan(body.indexOf("<main>"));
    expect(page.body).toContain(`action="/__preview/publish?build=${id}"`);
    expect(page.body).toContain(`href="${ORIGIN}/keystatic"`);
    // Its style is a file, allowed as 'self'; the build's files are there too; unknown pages get the 404 page.
    const css = await inject({ url: "/__preview/bar.css", host: PREVIEW_HOST, headers: { cookie: previewCookie } });
    expect(css.statusCode).toBe(200);
    expect(css.headers["content-type"]).toContain("text/css");
    const asset = await inject({ url: "/assets/site-k.js", host: PREVIEW_HOST, headers: { cookie: previewCookie } });
    expect(asset.body).toBe("export const site = 1;");
    expect(asset.headers["cache-control"]).toBe("no-store");
    const missing = await inject({ url: "/nowhere", host: PREVIEW_HOST, headers: { cookie: previewCookie } });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('data-testid="preview-bar"');
    // The live site has not changed.
    expect((await inject({ url: "/" })).body).not.toContain(words);
  });

  it("opens with a pass used once", async () => {
    const { cookie } = await start();
    await preview(cookie);
    const link = await inject({ url: `${ADMIN_API_PREFIX}/site/preview/open`, headers: { cookie } });
    const target = new URL(String(link.headers.location));
    expect((await inject({ url: `${target.pathname}${target.search}`, host: PREVIEW_HOST })).statusCode).toBe(303);
    const again = await inject({ url: `${target.pathname}${target.search}`, host: PREVIEW_HOST });
    expect(again.statusCode).toBe(404);
    expect(again.headers["set-cookie"]).toBeUndefined();
    // Without a session the inbox gives no pass.
    expect((await inject({ url: `${ADMIN_API_PREFIX}/site/preview/open` })).statusCode).toBe(401);
  });

  it("counts no visit and stores no form: the preview host answers nothing but the preview", async () => {
    const { cookie } = await start();
    await preview(cookie);
    const previewCookie = await open(cookie);
    const headers = { cookie: previewCookie, origin: PREVIEW_ORIGIN, "content-type": "text/plain" };
    const event = await inject({ method: "POST", url: "/api/events", host: PREVIEW_HOST, headers });
    expect(event.statusCode).toBe(404);
    const contact = await inject({ method: "POST", url: "/api/contact", host: PREVIEW_HOST, headers });
    expect(contact.statusCode).toBe(404);
    const inbox = await inject({ url: `${ADMIN_API_PREFIX}/site/builds`, host: PREVIEW_HOST, headers });
    expect(inbox.statusCode).toBe(404);
    const events = await ctx!.database.db.selectFrom("analytics_events").selectAll().execute();
    expect(events).toEqual([]);
    // And the preview's own addresses are not on the public host.
    expect((await inject({ method: "POST", url: "/__preview/publish?build=x", headers })).statusCode).toBe(404);
  });
});

describe("Publish this", () => {
  // As the bar's form posts it.
  const publishThis = (id: string, headers: Record<string, string>) =>
    inject({
      method: "POST",
      url: `/__preview/publish?build=${id}`,
      host: PREVIEW_HOST,
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    });

  it("makes the previewed build live without building again when nothing was saved since", async () => {
    const { cookie, contentDir, builds } = await start();
    const words = save(contentDir, "Words previewed then published");
    const id = await preview(cookie);
    expect(builds()).toBe(1);
    const previewCookie = await open(cookie);
    const previewed = (await inject({ url: "/", host: PREVIEW_HOST, headers: { cookie: previewCookie } })).body;
    // As Chromium posts the bar's form from a page that sends no referrer.
    const answer = await publishThis(id, { cookie: previewCookie, origin: "null", "sec-fetch-site": "same-origin" });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`${ORIGIN}/admin/website`);
    await until("published", async () => (await status(cookie)).publishing.state === "done");
    const { publishing, builds: kept, preview: after } = await status(cookie);
    expect(publishing.state === "done" && publishing.fromPreview).toBe(true);
    expect(kept.find((build) => build.live)?.by).toMatch(/@example\.com$/);
    expect(builds()).toBe(1);
    const live = (await inject({ url: "/" })).body;
    expect(live).toContain(words);
    // The same page, without the bar.
    expect(previewed).toContain(live.slice(live.indexOf("<main>"), live.indexOf("</main>")));
    expect(live).not.toContain("preview-bar");
    // That preview is gone: its address no longer shows it.
    expect(after.state).toBe("none");
    expect((await inject({ url: "/", host: PREVIEW_HOST, headers: { cookie: previewCookie } })).statusCode).toBe(404);
  });

  it("says what was saved since the preview and builds again", async () => {
    const { cookie, contentDir, builds } = await start();
    save(contentDir, "Words previewed");
    const id = await preview(cookie);
    const previewCookie = await open(cookie);
    const later = save(contentDir, "Words saved after the preview");
    const answer = await publishThis(id, { cookie: previewCookie, origin: PREVIEW_ORIGIN });
    expect(answer.statusCode).toBe(303);
    const running = (await status(cookie)).publishing;
    expect(running.state === "running" || running.state === "done").toBe(true);
    if (running.state === "running")
      expect(running.savedSincePreview?.map((change) => change.file)).toEqual(["pages/home.yaml"]);
    await until("published", async () => (await status(cookie)).publishing.state === "done");
    expect(builds()).toBe(2);
    expect((await inject({ url: "/" })).body).toContain(later);
  });

  it("is refused from another origin, without a session, or for a preview that is not the latest", async () => {
    const { cookie, contentDir, builds } = await start();
    const words = save(contentDir, "Words not to publish yet");
    const id = await preview(cookie);
    const previewCookie = await open(cookie);
    const foreign = await publishThis(id, { cookie: previewCookie, origin: "https://evil.example" });
    expect(foreign.statusCode).toBe(403);
    const hidden = await publishThis(id, { cookie: previewCookie, origin: "null", "sec-fetch-site": "cross-site" });
    expect(hidden.statusCode).toBe(403);
    expect((await publishThis(id, { origin: PREVIEW_ORIGIN })).statusCode).toBe(404);
    const stale = await publishThis("2020-01-01T00-00-00-000Z", { cookie: previewCookie, origin: PREVIEW_ORIGIN });
    expect(stale.statusCode).toBe(409);
    expect((await status(cookie)).publishing.state).toBe("idle");
    expect(builds()).toBe(1);
    expect((await inject({ url: "/" })).body).not.toContain(words);
  });
});
