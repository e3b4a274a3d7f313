import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import { inlineScripts, inlineStyles } from "../../common/csp";

// The inbox's page: its own build's index.html (build/admin, vite.admin.config.ts), sent for
// /admin and every path under it. Never cached, never
// indexed, with its own Content-Security-Policy: its inline scripts and style by hash,
// nothing from elsewhere, no plugins, no framing, forms and fetches to this origin only.

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

export function adminPagePolicy(html: string): string {
  return [
    "default-src 'none'",
    ["script-src 'self'", ...new Set(inlineScripts(html).map(sha256))].join(" "),
    ["style-src 'self'", ...new Set(inlineStyles(html).map(sha256))].join(" "),
    "img-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join("; ");
}

/** Serves /admin from the build beside clientDir (no route when the build has no inbox page). */
export default async function adminPage(app: FastifyInstance, { clientDir }: { clientDir: string }) {
  const adminDir = join(clientDir, "..", "admin");
  const file = join(adminDir, "index.html");
  if (!existsSync(file)) return;
  // Its scripts and stylesheet, hashed by name: cached for a year.
  await app.register(fastifyStatic, {
    root: join(adminDir, "assets"),
    prefix: "/admin/assets/",
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (res) => void res.header("cache-control", "public, max-age=31536000, immutable"),
  });
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
}
