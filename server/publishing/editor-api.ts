import { dirname, resolve } from "node:path";
import { makeGenericAPIRouteHandler } from "@keystatic/core/api/generic";
import type { FastifyInstance } from "fastify";
import { keystaticConfig } from "../../common/content/editor-config";
import { audit } from "../inbox/audit";
import { sameOriginGuard } from "../http/guards";
import { entryOf } from "./entries";

// Keystatic's API (local storage: it reads and writes the files under CONTENT_DIR) at
// /api/keystatic/*, in a plugin of its own. It has no authentication of its own and its `tree`
// call lists every file of the folder it serves: here only a signed-in staff member reaches it
// (401 otherwise), and a write passes the same Origin check as the inbox. Its bodies are read raw
// (a saved image is base64 in JSON: a larger limit than the forms'). Every save is in the audit
// log: who, which entries and which files.

export const EDITOR_API_PREFIX = "/api/keystatic";
const EDITOR_BODY_LIMIT = 20 * 1024 * 1024;

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
      const answer = await handler(
        new Request(url, { method: request.method, headers, body: request.method === "POST" ? body : undefined }),
      );
      if (request.method === "POST" && answer.status === 200 && url.pathname.endsWith("/update")) {
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
