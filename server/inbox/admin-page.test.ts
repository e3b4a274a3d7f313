import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { inlineScripts, inlineStyles, pagePolicy } from "../../common/csp";
import { elements, parseHtml } from "../../tests/html";
import { sqliteDatabase } from "../test-support/databases";
import { makeApiApp, type ApiApp } from "../test-support/app";

// The inbox's page (/admin and every path below it, server/inbox/admin-page.ts): never cached,
// never indexed, its own strict Content-Security-Policy; its hashed files cached for a year. The
// page is build/admin/index.html (the inbox's own build, beside build/client); these tests run on
// a small build made here, and on the real build too when there is one.

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

const FIXTURE_ADMIN_HTML = [
  '<!DOCTYPE html><html lang="en"><head><title>Inbox</title>',
  "<style>body{margin:0}</style>",
  "<script>addEventListener('error', () => {}, true);</script>",
  '<script type="module" src="/admin/assets/inbox-x.js"></script>',
  "</head><body><main></main>",
  "<script>window.inbox = {};</script>",
  "</body></html>",
].join("");
const FIXTURE_ADMIN_SCRIPT = "export const inbox = 1;";

/** A build with a home page, a 404 page and (unless told otherwise) the inbox's page. */
function makeBuild({ adminPage = true } = {}) {
  const root = mkdtempSync(join(tmpdir(), "admin-page-"));
  const clientDir = join(root, "client");
  mkdirSync(join(clientDir, "404"), { recursive: true });
  const page = (title: string) => `<!DOCTYPE html><html><head><title>${title}</title></head><body></body></html>`;
  writeFileSync(join(clientDir, "index.html"), page("Home"));
  writeFileSync(join(clientDir, "404", "index.html"), page("Not found"));
  const none = { scripts: [], styles: [] };
  // The build's list of its pages with their headers (site/integration.ts writes it).
  const record = (url: string, file: string) => ({
    url,
    file,
    headers: { "content-security-policy": pagePolicy(none) },
    scripts: [],
  });
  writeFileSync(
    join(root, "pages.json"),
    JSON.stringify({ "/": record("/", "index.html"), "/404": record("/404", join("404", "index.html")) }),
  );
  if (adminPage) {
    mkdirSync(join(root, "admin", "assets"), { recursive: true });
    writeFileSync(join(root, "admin", "index.html"), FIXTURE_ADMIN_HTML);
    writeFileSync(join(root, "admin", "assets", "inbox-x.js"), FIXTURE_ADMIN_SCRIPT);
  }
  return { clientDir, remove: () => rmSync(root, { recursive: true, force: true }) };
}

const REAL_CLIENT_DIR = resolve("build/client");
const realBuild =
  existsSync(join(REAL_CLIENT_DIR, "index.html")) &&
  existsSync(join(REAL_CLIENT_DIR, "..", "admin", "index.html")) &&
  existsSync(join(REAL_CLIENT_DIR, "..", "pages.json"));

let ctx: ApiApp | undefined;
let removeBuild: (() => void) | undefined;
afterEach(async () => {
  await ctx?.close();
  removeBuild?.();
  ctx = removeBuild = undefined;
});

async function start(clientDir: string) {
  ctx = await makeApiApp(sqliteDatabase(), {}, { clientDir });
  return ctx.app;
}

const builds = [
  { name: "a build made by the test", skip: "", clientDir: () => makeBuild() },
  {
    name: "the real build",
    skip: realBuild ? "" : "no build/admin/index.html: run npm run build",
    clientDir: () => ({ clientDir: REAL_CLIENT_DIR, remove: () => undefined }),
  },
];

describe.each(builds)("/admin on $name", ({ skip, clientDir: prepare }) => {
  /** `it`, skipped with the reason in its name where the build is missing. */
  const test = (title: string, fn: () => Promise<void>) =>
    it.skipIf(skip !== "")(`${title}${skip ? ` (skipped: ${skip})` : ""}`, fn);

  test("no-store, noindex and a strict CSP of its own, on /admin and every path below it", async () => {
    const { clientDir, remove } = prepare();
    removeBuild = remove;
    const app = await start(clientDir);
    const html = readFileSync(join(clientDir, "..", "admin", "index.html"), "utf8");
    const home = await app.inject({ url: "/" });

    for (const url of [
      "/admin",
      "/admin/",
      "/admin/leads/x",
      "/admin/leads/contact/00000000-0000-0000-0000-000000000000",
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"], url).toBe("text/html; charset=utf-8");
      expect(response.body, url).toBe(html);
      expect(response.headers["cache-control"], url).toBe("no-store");
      expect(response.headers["x-robots-tag"], url).toBe("noindex, nofollow");

      const policy = String(response.headers["content-security-policy"]);
      expect(policy, url).not.toBe(home.headers["content-security-policy"]);
      expect(policy, url).not.toMatch(/unsafe-inline|unsafe-eval|\*|https?:/);
      const csp = directives(policy);
      expect(csp["default-src"], url).toEqual(["'none'"]);
      // Its own inline scripts and style, by hash, and nothing else inline.
      expect(csp["script-src"], url).toEqual(["'self'", ...new Set(inlineScripts(html).map(sha256))]);
      expect(csp["style-src"], url).toEqual(["'self'", ...new Set(inlineStyles(html).map(sha256))]);
      expect(csp["script-src"]!.length, url).toBeGreaterThan(1);
      expect(csp["frame-ancestors"], url).toEqual(["'none'"]);
      expect(csp["object-src"], url).toEqual(["'none'"]);
      expect(csp["base-uri"], url).toEqual(["'none'"]);
      expect(csp["form-action"], url).toEqual(["'self'"]);
      expect(csp["connect-src"], url).toEqual(["'self'"]);
    }
    // Public pages keep their own, cacheable answers.
    expect(home.headers["cache-control"]).not.toBe("no-store");
    expect(home.headers["x-robots-tag"]).toBeUndefined();
  });

  test("its hashed files under /admin/assets/ are cached for a year; an unknown one is a 404", async () => {
    const { clientDir, remove } = prepare();
    removeBuild = remove;
    const app = await start(clientDir);
    const html = readFileSync(join(clientDir, "..", "admin", "index.html"), "utf8");
    const script = elements(parseHtml(html), "script", { type: "module" })
      .map((element) => element.attribs.src)
      .find((src) => src?.startsWith("/admin/assets/") && src.endsWith(".js"));
    expect(script).toBeDefined();
    const asset = await app.inject({ url: script! });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["content-type"]).toMatch(/javascript/);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(asset.body).toBe(readFileSync(join(clientDir, "..", script!), "utf8"));

    const missing = await app.inject({ url: "/admin/assets/no-such-file.js" });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["cache-control"]).not.toBe("public, max-age=31536000, immutable");
    expect(missing.body).not.toBe(html);
  });
});

describe("/admin without the inbox's page in the build", () => {
  it("is the site's 404 page, not an empty or cached inbox", async () => {
    const { clientDir, remove } = makeBuild({ adminPage: false });
    removeBuild = remove;
    const app = await start(clientDir);
    const response = await app.inject({ url: "/admin" });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain("<title>Not found</title>");
  });
});
