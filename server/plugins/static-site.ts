import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isAssessmentService } from "../../common/catalog";
import { prerenderedPages } from "../site-files";

// Serves the prerendered site in build/client (Astro's output): every page from memory (with its
// precompressed variants and the headers the build recorded for it, build/pages.json), hashed assets with a year of immutable caching,
// unknown paths with the 404 page and status 404 (never the SPA fallback with a 200: only the
// assessment route, for known services, falls back). robots.txt and sitemap.xml are real files.
// An encapsulated plugin like every group of routes (@fastify/static's decorators stay inside);
// registered without a prefix, its not-found handler is the whole app's.

interface Page {
  etag: string;
  /** Content-Security-Policy with the hashes of this page's inline scripts and styles. */
  csp: string;
  /** X-Robots-Tag of a page kept out of search results. */
  robots?: string;
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

export interface StaticSiteOptions {
  clientDir: string;
}

const HTML_CACHE = "public, max-age=0, must-revalidate";
const ASSET_CACHE = "public, max-age=31536000, immutable";
const FILE_CACHE = "public, max-age=3600";

/** Map from decoded URL path ("/", "/about", "/assessment/IT Consulting") to its page. */
function loadPages(clientDir: string): Map<string, Page> {
  const pages = new Map<string, Page>();
  for (const { path, file, headers } of prerenderedPages(clientDir)) {
    const body = readFileSync(file);
    const read = (ext: string) => (existsSync(file + ext) ? readFileSync(file + ext) : undefined);
    const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
    const csp = headers["content-security-policy"];
    if (!csp) throw new Error(`No Content-Security-Policy for ${path} in the build's pages.json: rebuild.`);
    pages.set(path, { etag, csp, robots: headers["x-robots-tag"], body, br: read(".br"), gzip: read(".gz") });
  }
  return pages;
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page, status = 200) {
  reply
    .code(status)
    .type("text/html; charset=utf-8")
    .header("cache-control", HTML_CACHE)
    .header("vary", "Accept-Encoding")
    .header("etag", page.etag)
    .header("content-security-policy", page.csp);
  if (page.robots) reply.header("x-robots-tag", page.robots);
  if (status === 200 && request.headers["if-none-match"] === page.etag) return reply.code(304).send();
  const accepted = String(request.headers["accept-encoding"] ?? "");
  if (page.br && /\bbr\b/.test(accepted)) return reply.header("content-encoding", "br").send(page.br);
  if (page.gzip && /\bgzip\b/.test(accepted)) return reply.header("content-encoding", "gzip").send(page.gzip);
  return reply.send(page.body);
}

export default async function staticSite(app: FastifyInstance, { clientDir }: StaticSiteOptions) {
  if (!existsSync(join(clientDir, "index.html"))) {
    throw new Error(`No built site in ${clientDir}: run "npm run build" first.`);
  }
  const pages = loadPages(clientDir);
  const notFoundPage = pages.get("/404");
  if (!notFoundPage) throw new Error(`The build in ${clientDir} has no 404 page.`);

  // /404 and the assessment pages are served by the handlers below, not as plain paths.
  for (const [path, page] of pages) {
    if (path === "/404" || path.startsWith("/assessment/")) continue;
    app.get(path, (request, reply) => sendPage(request, reply, page));
  }

  app.get<{ Params: { service: string } }>("/assessment/:service", (request, reply) => {
    const page = isAssessmentService(request.params.service)
      ? pages.get(`/assessment/${request.params.service}`)
      : undefined;
    return page ? sendPage(request, reply, page) : sendPage(request, reply, notFoundPage, 404);
  });

  // The footer of the original site linked "project-man".
  app.get("/project-man", (_request, reply) => reply.redirect("/project-management", 301));

  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: "/",
    wildcard: true,
    index: false,
    redirect: false,
    preCompressed: true,
    cacheControl: false,
    // Pages are served from memory above; never expose HTML files by their file path.
    allowedPath: (pathName) => !pathName.endsWith(".html"),
    setHeaders(res, filePath) {
      const hashed = filePath.startsWith(join(clientDir, "assets") + sep);
      res.header("cache-control", hashed ? ASSET_CACHE : FILE_CACHE);
    },
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith("/api/") || !["GET", "HEAD"].includes(request.method)) {
      return reply.code(404).send({ message: `No such endpoint: ${request.method} ${request.url.split("?")[0]}` });
    }
    return sendPage(request, reply, notFoundPage, 404);
  });
}
