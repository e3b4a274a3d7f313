import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { EDITOR_PAGE_POLICY } from "../../common/csp";
import { can } from "../../common/roles";
import { serveAppAssets } from "../http/app-assets";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

// The firm's editor page: build/editor/index.html (Keystatic's UI, `npm run build:editor`), sent
// for /keystatic and every path below it, to a signed-in staff member only: without a session a
// page request goes to the inbox's sign-in (which comes back here), an asset request gets 401.
// Its own Content-Security-Policy: Keystatic injects <style> tags at run time (emotion), so this
// page alone allows inline styles; scripts stay 'self' only. A role without the words (a
// consultant, common/roles.ts) is answered 403.

export const EDITOR_PATH = "/keystatic";
const ASSET_CACHE = "private, max-age=31536000, immutable";

/** The sign-in of the inbox, coming back to this path afterwards. */
export const signInFor = (path: string) => `/admin/sign-in?${new URLSearchParams({ next: path }).toString()}`;

export default async function editorPage(app: FastifyInstance, { editorDir }: { editorDir: string }) {
  const file = join(editorDir, "index.html");
  if (!existsSync(file)) return;
  const html = readFileSync(file);

  app.addHook("onRequest", async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header("x-robots-tag", "noindex, nofollow");
    const staff = await app.sessions.read(request);
    if (staff && can(staff.role, "words")) return;
    if (staff)
      return reply
        .code(403)
        .header("cache-control", "no-store")
        .type("text/plain; charset=utf-8")
        .send(`Your role (${staff.role}) does not allow editing the site's words: ask an owner of the firm.`);
    if (request.url.startsWith(`${EDITOR_PATH}/assets/`))
      return reply.code(401).header("cache-control", "no-store").send({ message: "Sign in first." });
    return reply.header("cache-control", "no-store").redirect(signInFor(request.url), 303);
  });

  const send = (_request: unknown, reply: FastifyReply) =>
    reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .header("content-security-policy", EDITOR_PAGE_POLICY)
      .send(html);
  app.get(EDITOR_PATH, send);
  app.get(`${EDITOR_PATH}/*`, send);
  await serveAppAssets(app, { dir: editorDir, prefix: `${EDITOR_PATH}/`, cacheControl: ASSET_CACHE });
}
