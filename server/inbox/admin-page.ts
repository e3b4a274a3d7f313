import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { serveAppAssets } from "../http/app-assets";
import type { FastifyInstance, FastifyReply } from "fastify";
import { inboxPagePolicy } from "../../common/csp";
import { pageHashes } from "../../common/page-hashes";

// The inbox's page: build/admin/index.html (the inbox's own build, `npm run build:admin`), sent
// for /admin and every path below it. Never cached, never indexed, with its own
// Content-Security-Policy: its inline scripts and style by hash, nothing from elsewhere, no
// plugins, no framing, forms and fetches to this origin only. Its hashed files, under
// /admin/assets/, are cached for a year like the site's; an unknown one is a 404.

const ASSET_CACHE = "public, max-age=31536000, immutable";

export const adminPagePolicy = (html: string): string => inboxPagePolicy(pageHashes(html));

/** Serves /admin from the inbox's build in adminDir (no route when there is no such build). */
export default async function adminPage(app: FastifyInstance, { adminDir }: { adminDir: string }) {
  const file = join(adminDir, "index.html");
  if (!existsSync(file)) return;
  const html = readFileSync(file);
  const csp = adminPagePolicy(html.toString("utf8"));
  const send = (_request: unknown, reply: FastifyReply) =>
    reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .header("x-robots-tag", "noindex, nofollow")
      .header("content-security-policy", csp)
      .send(html);
  app.get("/admin", send);
  app.get("/admin/*", send);
  await serveAppAssets(app, { dir: adminDir, prefix: "/admin/", cacheControl: ASSET_CACHE });
}
