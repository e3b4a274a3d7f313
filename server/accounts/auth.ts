import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { sameOriginGuard } from "../http/guards";

// The inbox API's authentication, for every route of the scope it is registered in
// (inbox/index.ts): answers are never cached nor indexed; a state-changing call passes the same
// Origin check as the forms and must be JSON (a plain cross-site form cannot send it); every
// route but those marked `config: { public: true }` (sign-in) needs a live session, and
// `request.staff` is its staff member. Without one: 401, with nothing else said.

declare module "fastify" {
  interface FastifyContextConfig {
    /** Reachable without a session (sign-in). */
    public?: boolean;
  }
}

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

async function auth(app: FastifyInstance, { publicOrigin }: { publicOrigin: string | undefined }) {
  const originGuard = sameOriginGuard(publicOrigin);
  app.decorateRequest("staff", undefined);
  app.addHook("onRequest", async (request, reply) => {
    reply.header("cache-control", "no-store");
    reply.header("x-robots-tag", "noindex, nofollow");
    if (STATE_CHANGING.has(request.method)) {
      await originGuard(request, reply);
      if (reply.sent) return reply;
      const type = String(request.headers["content-type"] ?? "")
        .split(";")[0]!
        .trim()
        .toLowerCase();
      if (request.method !== "DELETE" && type !== "application/json") {
        return reply.code(415).send({ message: "Send application/json." });
      }
    }
    if (request.routeOptions.config.public) return;
    const staff = await app.sessions.read(request);
    if (!staff) return reply.code(401).send({ message: "Sign in first." });
    request.staff = staff;
  });
}

export default fp(auth, { name: "admin-auth", dependencies: ["sessions"] });
