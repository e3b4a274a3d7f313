import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { pagePolicy } from "../../common/csp";
import { sqliteDatabase } from "../test-support/databases";
import { makeApiApp, staffCookie, type ApiApp } from "../test-support/app";
import { readAudit } from "../inbox/audit";
import { EDITOR_BODY_LIMIT } from "./editor-api";
import { CONTENT_QUOTA_BYTES } from "./content-files";

// The firm's editor (Keystatic) at /keystatic and its API at /api/keystatic/*: only for a
// signed-in staff member. Without a session the page sends the browser to the inbox's sign-in
// and the API answers 401; a write from another site is refused; every save is in the audit log.
// On a small build made here and a copy of content/.

let ctx: ApiApp | undefined;
let root: string | undefined;
afterEach(async () => {
  await ctx?.close();
  if (root) rmSync(root, { recursive: true, force: true });
  ctx = root = undefined;
});

const EDITOR_HTML =
  '<!doctype html><html><head><script type="module" src="/keystatic/assets/editor-k.js"></script></head><body><div id="editor"></div></body></html>';

async function start() {
  root = mkdtempSync(join(tmpdir(), "editor-"));
  const clientDir = join(root, "build", "client");
  mkdirSync(join(clientDir, "404"), { recursive: true });
  const page = (title: string) => `<!DOCTYPE html><html><head><title>${title}</title></head><body></body></html>`;
  writeFileSync(join(clientDir, "index.html"), page("Home"));
  writeFileSync(join(clientDir, "404", "index.html"), page("Not found"));
  const record = (url: string, file: string) => ({
    url,
    file,
    headers: { "content-security-policy": pagePolicy({ scripts: [], styles: [] }) },
    scripts: [],
  });
  writeFileSync(
    join(root, "build", "pages.json"),
    JSON.stringify({ "/": record("/", "index.html"), "/404": record("/404", join("404", "index.html")) }),
  );
  mkdirSync(join(root, "build", "editor", "assets"), { recursive: true });
  writeFileSync(join(root, "build", "editor", "index.html"), EDITOR_HTML);
  writeFileSync(join(root, "build", "editor", "assets", "editor-k.js"), "export const keystatic = 1;");
  cpSync("content", join(root, "site", "content"), { recursive: true });
  ctx = await makeApiApp(
    sqliteDatabase(),
    { CONTENT_DIR: join(root, "site", "content"), PUBLIC_ORIGIN: "https://www.example.com" },
    { clientDir },
  );
  return {
    cookie: await staffCookie(ctx.database, "https://www.example.com"),
    contentDir: join(root, "site", "content"),
  };
}

const get = (url: string, headers: Record<string, string> = {}) => ctx!.app.inject({ method: "GET", url, headers });

describe("the editor's page", () => {
  it("sends a visitor without a session to the inbox's sign-in, which comes back to the editor", async () => {
    await start();
    for (const [url, next] of [
      ["/keystatic", "/keystatic"],
      ["/keystatic/singleton/home", "/keystatic/singleton/home"],
    ]) {
      const response = await get(url!);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(`/admin/sign-in?${new URLSearchParams({ next: next! }).toString()}`);
      expect(response.body).not.toContain("editor-k.js");
    }
    expect((await get("/keystatic/assets/editor-k.js")).statusCode).toBe(401);
  });

  it("is served to staff, with inline styles allowed on this page only", async () => {
    const { cookie } = await start();
    const page = await get("/keystatic/singleton/home", { cookie });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(EDITOR_HTML);
    expect(page.headers["cache-control"]).toBe("no-store");
    const policy = String(page.headers["content-security-policy"]);
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(policy).toContain("script-src 'self';");
    expect((await get("/keystatic/assets/editor-k.js", { cookie })).body).toBe("export const keystatic = 1;");
    // A public page keeps its hashed policy: no inline styles, no editor.
    const home = await get("/", { cookie });
    expect(String(home.headers["content-security-policy"])).not.toContain("unsafe-inline");
  });
});

describe("the editor's API", () => {
  const update = (body: unknown, headers: Record<string, string>) =>
    ctx!.app.inject({
      method: "POST",
      url: "/api/keystatic/update",
      headers: { "content-type": "application/json", "no-cors": "1", ...headers },
      payload: JSON.stringify(body),
    });
  const home = (text: string) => ({
    additions: [{ path: "content/pages/home.yaml", contents: Buffer.from(text).toString("base64url") }],
    deletions: [],
  });

  it("answers 401 without a session, for reading and for writing, and writes nothing", async () => {
    const { contentDir } = await start();
    const before = readFileSync(join(contentDir, "pages", "home.yaml"), "utf8");
    const tree = await get("/api/keystatic/tree", { "no-cors": "1" });
    expect(tree.statusCode).toBe(401);
    expect(tree.body).not.toContain("home.yaml");
    expect((await update(home("hero: {}\n"), {})).statusCode).toBe(401);
    expect(readFileSync(join(contentDir, "pages", "home.yaml"), "utf8")).toBe(before);
  });

  it("lists and saves the content for staff, refuses another site's write, and audits each save", async () => {
    const { cookie, contentDir } = await start();
    const tree = await get("/api/keystatic/tree", { cookie, "no-cors": "1" });
    expect(tree.statusCode).toBe(200);
    expect(tree.json<{ path: string }[]>().map((entry) => entry.path)).toContain("content/pages/home.yaml");

    const evil = await update(home("hero: {}\n"), { cookie, origin: "https://evil.example" });
    expect(evil.statusCode).toBe(403);

    const saved = await update(home("hero:\n  title: A new headline\n"), { cookie, origin: "https://www.example.com" });
    expect(saved.statusCode).toBe(200);
    expect(readFileSync(join(contentDir, "pages", "home.yaml"), "utf8")).toBe("hero:\n  title: A new headline\n");

    // Outside the content folders: refused by Keystatic itself.
    const outside = await update(
      { additions: [{ path: "package.json", contents: Buffer.from("{}").toString("base64url") }], deletions: [] },
      { cookie },
    );
    expect(outside.statusCode).toBe(400);

    const { entries } = await readAudit(ctx!.database.db);
    const edits = entries.filter((entry) => entry.action === "site-edit");
    expect(edits).toHaveLength(1);
    expect(edits[0]!.actor).toMatch(/^staff-.*@example\.com$/);
    expect(edits[0]!.detail).toEqual({ saved: ["content/pages/home.yaml"], deleted: [], entries: ["Home page"] });
  });
});

describe("the editor's saves", () => {
  const post = (url: string, body: unknown, cookie: string) =>
    ctx!.app.inject({
      method: "POST",
      url,
      headers: { "content-type": "application/json", "no-cors": "1", cookie, origin: "https://www.example.com" },
      payload: JSON.stringify(body),
    });
  const addition = (path: string, contents: Buffer | string) => ({
    additions: [{ path, contents: Buffer.from(contents).toString("base64url") }],
    deletions: [],
  });
  const edits = async () =>
    (await readAudit(ctx!.database.db)).entries.filter((entry) => entry.action === "site-edit").length;
  const PNG = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
    "base64",
  );

  it.each(["/api/keystatic/update/", "/api/keystatic/%75pdate", "/api/keystatic//update"])(
    "a save spelled %s is audited, or refused with nothing written",
    async (url) => {
      const { cookie, contentDir } = await start();
      const before = await edits();
      const answer = await post(url, addition("content/pages/home.yaml", "hero:\n  title: Spelled\n"), cookie);
      const written = readFileSync(join(contentDir, "pages", "home.yaml"), "utf8") === "hero:\n  title: Spelled\n";
      if (written) expect(await edits()).toBe(before + 1);
      else expect(answer.statusCode).toBeGreaterThanOrEqual(400);
    },
  );

  it.each([
    ["content/services/evil.js", "alert(1)"],
    ["content/pages/homeEVIL.mjs", "export default 1"],
    ["content/images/services/x/evil.html", "<script>alert(1)</script>"],
    ["content/pages/home.yaml.html", "<p>"],
    ["content/legal/terms.yaml", "title: x\n"],
    // An image's name but not an image's bytes, and an image where the schema puts none.
    ["content/images/services/agile/image.png", "<html><script>alert(1)</script></html>"],
    ["content/images/services/agile/image.svg", PNG],
    [
      "content/images/services/agile/image.svg",
      '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><script>alert(1)</script></svg>',
    ],
    ["content/images/pages/home/image.png", PNG],
    ["content/images/services/agile/deeper/image.png", PNG],
  ])("refuses to write %s", async (path, contents) => {
    const { cookie, contentDir } = await start();
    const answer = await post("/api/keystatic/update", addition(path, contents), cookie);
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain(path);
    expect(
      existsSync(join(contentDir, "..", path)) &&
        readFileSync(join(contentDir, "..", path)).equals(Buffer.from(contents)),
    ).toBe(false);
    expect(await edits()).toBe(0);
  });

  it("writes a service's picture where the schema puts it, as an image", async () => {
    const { cookie, contentDir } = await start();
    const answer = await post(
      "/api/keystatic/update",
      addition("content/images/services/agile/image.png", PNG),
      cookie,
    );
    expect(answer.statusCode).toBe(200);
    expect(readFileSync(join(contentDir, "images", "services", "agile", "image.png"))).toEqual(PNG);
  });

  it("refuses a save that would take the content folder past its quota, in words naming the limit", async () => {
    const { cookie, contentDir } = await start();
    // Already at the limit (a sparse file: its size counts, no disk is used).
    const big = join(contentDir, "images", "services", "agile", "big.png");
    writeFileSync(big, "");
    truncateSync(big, CONTENT_QUOTA_BYTES);
    const answer = await post(
      "/api/keystatic/update",
      addition("content/pages/home.yaml", "hero:\n  title: More\n"),
      cookie,
    );
    expect(answer.statusCode).toBe(413);
    expect(answer.body).toContain(`${CONTENT_QUOTA_BYTES / 1024 / 1024} MB`);
    expect(readFileSync(join(contentDir, "pages", "home.yaml"), "utf8")).not.toContain("More");
    expect(await edits()).toBe(0);
  });

  it("answers a save larger than the editor's limit with that limit, in words", async () => {
    const { cookie } = await start();
    const answer = await ctx!.app.inject({
      method: "POST",
      url: "/api/keystatic/update",
      headers: { "content-type": "application/json", "no-cors": "1", cookie, origin: "https://www.example.com" },
      payload: Buffer.alloc(EDITOR_BODY_LIMIT + 1, 32),
    });
    expect(answer.statusCode).toBe(413);
    expect(answer.body).toContain(`${EDITOR_BODY_LIMIT / 1024 / 1024} MB`);
  });
});
