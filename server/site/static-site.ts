import { sep } from "node:path";

import { negotiate } from "@fastify/accept-negotiator";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { LiveSite, Page } from "../publishing/live-site";

// Serves the live build of the site (server/publishing/live-site.ts: build/client as deployed, or
// the last one published): every page from memory (with its precompressed variants and the
// headers the build recorded for it, pages.json), hashed assets with a year of immutable caching,
// unknown paths with the 404 page and status 404 (never the SPA fallback with a 200: only the
// assessment pages are those the live build has). robots.txt and sitemap.xml are real files.
// Each request reads the live build once, so a publish that switches builds mid-request does not
// mix two. An encapsulated plugin like every group of routes (@fastify/static's decorators stay
// inside); registered without a prefix, its not-found handler is the whole app's.

export interface StaticSiteOptions {
  live: LiveSite;
}

const HTML_CACHE = "public, max-age=0, must-revalidate";
const ASSET_CACHE = "public, max-age=31536000, immutable";
const FILE_CACHE = "public, max-age=3600";

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
  // Accept-Encoding with its q-values ("br;q=0" refuses brotli); brotli first when both are equal.
  const offered = (["br", "gzip"] as const).filter((encoding) => page[encoding]);
  const encoding = negotiate(String(request.headers["accept-encoding"] ?? ""), [...offered, "identity"]);
  if (encoding === "br" || encoding === "gzip") return reply.header("content-encoding", encoding).send(page[encoding]);
  return reply.send(page.body);
}

export default async function staticSite(app: FastifyInstance, { live }: StaticSiteOptions) {
  // The footer of the original site linked "project-man".
  app.get("/project-man", (_request, reply) => reply.redirect("/project-management", 301));

  await app.register(fastifyStatic, {
    root: live.current.clientDir,
    serve: false,
    index: false,
    redirect: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${sep}assets${sep}`);
      res.header("cache-control", hashed ? ASSET_CACHE : FILE_CACHE);
    },
  });

  app.get<{ Params: { "*": string } }>("/*", (request, reply) => {
    const build = live.current;
    const path = `/${request.params["*"]}`.replace(/(.)\/+$/, "$1");
    if (path === "/404") return sendPage(request, reply, build.notFound, 404);
    const page = build.pages.get(path);
    if (page) return sendPage(request, reply, page);
    // An assessment the live build has no page for (no service offers it).
    if (path.startsWith("/assessment/")) return sendPage(request, reply, build.notFound, 404);
    // Pages are served from memory above; never expose HTML files by their file path.
    if (path === "/" || path.endsWith(".html") || path.includes("\0")) return reply.callNotFound();
    return reply.sendFile(path.slice(1), build.clientDir);
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith("/api/") || !["GET", "HEAD"].includes(request.method)) {
      return reply.code(404).send({ message: `No such endpoint: ${request.method} ${request.url.split("?")[0]}` });
    }
    return sendPage(request, reply, live.current.notFound, 404);
  });
}
