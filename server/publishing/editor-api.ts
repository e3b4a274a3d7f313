import { dirname, resolve } from "node:path";
import { makeGenericAPIRouteHandler } from "@keystatic/core/api/generic";
import type { FastifyInstance } from "fastify";
import { keystaticConfig } from "../../common/content/editor-config";
import { audit } from "../inbox/audit";
import { refuseWithout } from "../accounts/auth";
import { sameOriginGuard } from "../http/guards";
import { CONTENT_QUOTA_BYTES, CONTENT_QUOTA_TEXT, fileSizes, refusedFile } from "./content-files";
import { entryOf } from "./entries";

// Keystatic's API (local storage: it reads and writes the files under CONTENT_DIR) at
// /api/keystatic/*, in a plugin of its own. It has no authentication of its own and its `tree`
// call lists every file of the folder it serves: here only a signed-in staff member reaches it
// (401 otherwise), and a write passes the same Origin check as the inbox. Its bodies are read raw
// (a saved image is base64 in JSON: a larger limit than the forms'). A save writes only the
// content's own files, within the content quota (./content-files.ts). Every save is in the audit
// log: who, which entries and which files.

export const EDITOR_API_PREFIX = "/api/keystatic";
export const EDITOR_BODY_LIMIT = 20 * 1024 * 1024;
/**
 * A save, as the editor sends it. Keystatic reads a path as its segments, each decoded, empty ones
 * dropped (@keystatic/core's generic handler): "update/", "%75pdate" and "//update" are saves too.
 * Its editor posts to this one spelling only: any other POST is refused before Keystatic reads it,
 * so that every save is checked and audited here.
 */
const SAVE_PATH = `${EDITOR_API_PREFIX}/update`;

export interface EditorApiOptions {
  /** The content folder (its name is "content": the editor's paths start with it). */
  contentDir: string;
  publicOrigin: string | undefined;
}

export default async function editorApi(app: FastifyInstance, { contentDir, publicOrigin }: EditorApiOptions) {
  const handler = makeGenericAPIRouteHandler({
    config: keystaticConfig,
    localBaseDirectory: dirname(resolve(contentDir)),
  });
  const originGuard = sameOriginGuard(publicOrigin);

  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: EDITOR_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );

  // Fastify's own words name the forms' limit: a save has its own.
  app.setErrorHandler((error: Error & { code?: string }, _request, reply) => {
    if (error.code !== "FST_ERR_CTP_BODY_TOO_LARGE") throw error;
    return reply
      .code(413)
      .type("text/plain; charset=utf-8")
      .send(`A save is at most ${EDITOR_BODY_LIMIT / 1024 / 1024} MB: make the pictures smaller, then save again.`);
  });

  app.decorateRequest("staff", undefined);
  app.addHook("onRequest", async (request, reply) => {
    reply.header("cache-control", "no-store");
    reply.header("x-robots-tag", "noindex, nofollow");
    if (request.method !== "GET" && request.method !== "HEAD") {
      await originGuard(request, reply);
      if (reply.sent) return reply;
    }
    const staff = await app.sessions.read(request);
    if (!staff) return reply.code(401).send({ message: "Sign in first." });
    request.staff = staff;
    // Every call of the editor's API reads or writes the words.
    return refuseWithout("words", staff, request, reply);
  });

  app.route({
    method: ["GET", "POST"],
    url: "/*",
    bodyLimit: EDITOR_BODY_LIMIT,
    handler: async (request, reply) => {
      const url = new URL(request.url, "http://localhost");
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers))
        if (typeof value === "string") headers.set(name, value);
      const body = request.body instanceof Buffer ? new Uint8Array(request.body) : undefined;
      if (request.method === "POST") {
        if (url.pathname !== SAVE_PATH)
          return reply.code(404).send({ message: `The editor saves at ${SAVE_PATH} only.` });
        const refusal = await refusedSave(contentDir, body);
        // As text: the editor shows a refused save's answer as it is.
        if (refusal) return reply.code(refusal.status).type("text/plain; charset=utf-8").send(refusal.message);
      }
      const answer = await handler(
        new Request(url, { method: request.method, headers, body: request.method === "POST" ? body : undefined }),
      );
      if (request.method === "POST" && answer.status === 200) {
        const update = JSON.parse(Buffer.from(body ?? []).toString("utf8")) as {
          additions?: { path: string }[];
          deletions?: { path: string }[];
        };
        const saved = (update.additions ?? []).map((entry) => entry.path);
        const deleted = (update.deletions ?? []).map((entry) => entry.path);
        // Which entries, as the editor names them ("Home page"), beside the files.
        const entries = [
          ...new Set([...saved, ...deleted].map((path) => entryOf(path.replace(/^content\//, "")).entry)),
        ];
        await audit(app.database.db, {
          actor: request.staff!.email,
          action: "site-edit",
          detail: { saved, deleted, entries },
        });
      }
      reply.code(answer.status ?? 200);
      const answerHeaders = answer.headers ? new Headers(answer.headers) : new Headers();
      answerHeaders.forEach((value, name) => {
        if (name !== "set-cookie") void reply.header(name, value);
      });
      return reply.send(typeof answer.body === "string" ? answer.body : Buffer.from(answer.body ?? ""));
    },
  });
}

/** Why a save may not be written (a file the editor does not keep, the content quota), or undefined. */
async function refusedSave(contentDir: string, body: Uint8Array | undefined) {
  let update: { additions?: { path?: unknown; contents?: unknown }[]; deletions?: { path?: unknown }[] };
  try {
    update = JSON.parse(Buffer.from(body ?? []).toString("utf8")) as typeof update;
  } catch {
    return undefined; // Keystatic refuses it (400).
  }
  if (!Array.isArray(update.additions) || !Array.isArray(update.deletions)) return undefined;
  const sizes = await fileSizes(contentDir);
  for (const deletion of update.deletions) if (typeof deletion.path === "string") sizes.delete(deletion.path);
  for (const addition of update.additions) {
    if (typeof addition.path !== "string" || typeof addition.contents !== "string") return undefined;
    const contents = Buffer.from(addition.contents, "base64url");
    const refused = await refusedFile(addition.path, contents);
    if (refused) return { status: 400, message: refused };
    sizes.set(addition.path, contents.byteLength);
  }
  const total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
  if (total > CONTENT_QUOTA_BYTES)
    return {
      status: 413,
      message: `The site's content would be larger than its ${CONTENT_QUOTA_TEXT} limit: delete pictures that are no longer used or make them smaller, then save again.`,
    };
  return undefined;
}
