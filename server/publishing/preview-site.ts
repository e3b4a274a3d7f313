import { randomBytes } from "node:crypto";
import { statSync } from "node:fs";
import { resolve, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { Parser } from "htmlparser2";
import { NON_PAGE_POLICY, previewPagePolicy } from "../../common/csp";
import { readSession } from "../accounts/sessions";
import { PublishError } from "./build-steps";
import type { Page } from "./live-site";
import type { Publisher } from "./publisher";

// The preview (Publisher.startPreview): the build of what was saved, served to staff only on a
// host of its own (PREVIEW_ORIGIN, "preview." before the public host by default), every page at
// its own address: the built pages' absolute links (/services…) stay on the preview host, and
// "Publish this" makes that very build live, since nothing in it names the preview.
// - The inbox's "Open the preview" (GET /api/admin/site/preview/open) hands the staff session to
//   the preview host with a pass: one use, one minute. The preview host keeps it in a cookie of
//   its own (SameSite=Lax: the first page is reached from the inbox's host, another site).
// - Without a live staff session every address of the preview host is 404, the same short page
//   for all, never a preview page. Nothing else of the server answers there: no API (no form is
//   stored, no visit counted), no inbox.
// - Each page: the bar ("Preview of unpublished changes: Publish this · Back to the editor", a
//   form and a link, its style a file: no inline code), `no-store`, `noindex`, its own policy
//   (common/csp.ts previewPagePolicy: the page's hashes, connections to nowhere, never framed).
// - "Publish this" posts to the preview host (its own origin only): Publisher.publishPreview,
//   then back to the inbox's Website screen, which shows the publish.

declare module "fastify" {
  interface FastifyContextConfig {
    /** A route of the preview host: the only ones it answers. */
    preview?: boolean;
  }
}

/** How long a pass from the inbox to the preview host may wait to be used. */
const PASS_MS = 60_000;
const PAGE_HEADERS = {
  "cache-control": "no-store",
  "x-robots-tag": "noindex, nofollow",
  "referrer-policy": "no-referrer",
  vary: "Cookie",
};

/** One-use passes from the inbox's host to the preview host, each naming a staff session. */
export class PreviewPasses {
  #passes = new Map<string, { session: string; expires: number }>();

  issue(session: string, now = Date.now()): string {
    for (const [token, pass] of this.#passes) if (pass.expires <= now) this.#passes.delete(token);
    const token = randomBytes(32).toString("base64url");
    this.#passes.set(token, { session, expires: now + PASS_MS });
    return token;
  }

  /** The session a pass names, once; undefined for an unknown, used or expired pass. */
  redeem(token: string, now = Date.now()): string | undefined {
    const pass = this.#passes.get(token);
    this.#passes.delete(token);
    return pass && pass.expires > now ? pass.session : undefined;
  }
}

/** The preview host's origin: PREVIEW_ORIGIN, or "preview." before the public host ("preview.localhost" for a loopback address). */
export function previewOriginOf(configured: string | undefined, publicOrigin: string): string {
  if (configured) return new URL(configured).origin;
  const url = new URL(publicOrigin);
  const loopback = ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
  url.hostname = loopback ? "preview.localhost" : `preview.${url.hostname.replace(/^www\./, "")}`;
  return url.origin;
}

/** The offset just after the page's <body> start tag (htmlparser2, as a browser splits the page). */
function afterBodyStart(html: string): number {
  let at = -1;
  const parser = new Parser({
    onopentag(name) {
      if (name === "body" && at < 0) at = parser.endIndex + 1;
    },
  });
  parser.end(html);
  return at;
}

const BAR_CSS = `.preview-bar{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem 1rem;padding:.5rem 1rem;background:#1e1b4b;color:#fff;font:600 .95rem/1.4 system-ui,sans-serif;border-bottom:4px solid #facc15}
.preview-bar p,.preview-bar form{margin:0}
.preview-bar button{font:inherit;padding:.4rem .9rem;border-radius:.375rem;border:2px solid #facc15;background:#facc15;color:#1e1b4b;cursor:pointer;min-height:44px}
.preview-bar a{color:#fff;text-decoration:underline;text-underline-offset:2px;padding:.4rem 0}
.preview-bar button:focus-visible,.preview-bar a:focus-visible{outline:3px solid #fff;outline-offset:2px}
`;

const bar = (buildId: string, adminOrigin: string) =>
  `<div class="preview-bar" role="region" aria-label="Preview" data-testid="preview-bar">` +
  `<link rel="stylesheet" href="/__preview/bar.css">` +
  `<p>Preview of unpublished changes:</p>` +
  `<form method="post" action="/__preview/publish?build=${encodeURIComponent(buildId)}"><button type="submit">Publish this</button></form>` +
  `<span aria-hidden="true">·</span>` +
  `<a href="${adminOrigin}/keystatic">Back to the editor</a>` +
  `</div>`;

const NOT_FOUND = `<!DOCTYPE html><html lang="en"><meta charset="utf-8"><meta name="robots" content="noindex"><title>Not found</title><h1>Not found</h1></html>`;

export interface PreviewSiteOptions {
  publisher: Publisher;
  passes: PreviewPasses;
  previewOrigin: string;
  /** The inbox's and the editor's origin (PUBLIC_ORIGIN). */
  adminOrigin: string;
}

async function previewSite(
  app: FastifyInstance,
  { publisher, passes, previewOrigin, adminOrigin }: PreviewSiteOptions,
) {
  const host = new URL(previewOrigin).host;
  const secure = previewOrigin.startsWith("https:");
  const cookie = secure ? "__Host-preview_session" : "preview_session";
  const onPreviewHost = (request: FastifyRequest) => request.host === host;

  const notFound = (reply: FastifyReply) =>
    reply
      .code(404)
      .headers(PAGE_HEADERS)
      .header("content-security-policy", NON_PAGE_POLICY)
      .type("text/html; charset=utf-8")
      .send(NOT_FOUND);

  // Whatever else the server answers is not on the preview host; the preview's routes not elsewhere.
  app.addHook("onRequest", async (request, reply) => {
    const preview = request.routeOptions.config?.preview === true;
    if (onPreviewHost(request) !== preview) return notFound(reply);
  });

  const staffOf = async (request: FastifyRequest) => {
    const id = app.parseCookie(request.headers.cookie ?? "")[cookie];
    return id ? readSession(app.database.db, id) : undefined;
  };

  const sendPage = (reply: FastifyReply, page: Page, buildId: string, status = 200) => {
    const html = page.body.toString("utf8");
    const at = afterBodyStart(html);
    const body = at < 0 ? html : html.slice(0, at) + bar(buildId, adminOrigin) + html.slice(at);
    return reply
      .code(status)
      .headers(PAGE_HEADERS)
      .header("content-security-policy", previewPagePolicy(page.csp, adminOrigin))
      .type("text/html; charset=utf-8")
      .send(body);
  };

  await app.register(async (scope) => {
    const config = { preview: true };
    const constraints = { host };
    // "Publish this" is a plain form post: its body (empty) is not read.
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 1024 },
      (_request, _body, done) => done(null, {}),
    );
    await scope.register(fastifyStatic, {
      root: publisher.live.current.clientDir,
      serve: false,
      index: false,
      redirect: false,
      cacheControl: false,
      preCompressed: false,
    });

    // The inbox's pass, exchanged for the preview host's own cookie; then the home page.
    scope.get<{ Querystring: { pass?: string } }>(
      "/__preview/enter",
      { config, constraints },
      async (request, reply) => {
        const session = typeof request.query.pass === "string" ? passes.redeem(request.query.pass) : undefined;
        if (!session || !(await readSession(app.database.db, session))) return notFound(reply);
        return reply
          .setCookie(cookie, session, { path: "/", httpOnly: true, sameSite: "lax", secure })
          .headers(PAGE_HEADERS)
          .redirect("/", 303);
      },
    );

    scope.get("/__preview/bar.css", { config, constraints }, async (request, reply) => {
      if (!(await staffOf(request))) return notFound(reply);
      return reply.headers(PAGE_HEADERS).type("text/css; charset=utf-8").send(BAR_CSS);
    });

    // "Publish this": from a preview page only (its own origin), by a signed-in staff member.
    scope.post<{ Querystring: { build?: string } }>(
      "/__preview/publish",
      { config, constraints },
      async (request, reply) => {
        const staff = await staffOf(request);
        if (!staff) return notFound(reply);
        // The preview's pages send no referrer, so the browser says "Origin: null" for its own form:
        // then only its word that the post is same-origin (Sec-Fetch-Site) lets it through.
        const origin = request.headers.origin;
        const sameOrigin =
          origin === previewOrigin || (origin === "null" && request.headers["sec-fetch-site"] === "same-origin");
        if (!sameOrigin)
          return reply
            .code(403)
            .headers(PAGE_HEADERS)
            .type("text/plain; charset=utf-8")
            .send("Publish from the preview's own page.");
        try {
          await publisher.publishPreview(staff.email, String(request.query.build ?? ""));
        } catch (error) {
          if (!(error instanceof PublishError)) throw error;
          return reply
            .code(409)
            .headers(PAGE_HEADERS)
            .type("text/plain; charset=utf-8")
            .send(`${error.message}\n\nThe Website screen: ${adminOrigin}/admin/website`);
        }
        return reply.headers(PAGE_HEADERS).redirect(`${adminOrigin}/admin/website`, 303);
      },
    );

    scope.get<{ Params: { "*": string } }>("/*", { config, constraints }, async (request, reply) => {
      if (!(await staffOf(request))) return notFound(reply);
      const build = publisher.previewBuild;
      const preview = publisher.preview;
      if (!build || preview.state !== "ready") return notFound(reply);
      const path = `/${request.params["*"]}`.replace(/(.)\/+$/, "$1");
      const page = path === "/404" ? undefined : build.pages.get(path);
      if (page) return sendPage(reply, page, preview.id);
      const file = resolve(build.clientDir, `.${path}`);
      if (
        path.endsWith(".html") ||
        !file.startsWith(build.clientDir + sep) ||
        !statSync(file, { throwIfNoEntry: false })?.isFile()
      )
        return sendPage(reply, build.notFound, preview.id, 404);
      reply.headers(PAGE_HEADERS);
      return reply.sendFile(path.slice(1), build.clientDir);
    });
  });
}

export default fp(previewSite, { name: "preview-site" });
