import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { can, type Permission } from "../../common/roles";
import { sameOriginGuard } from "../http/guards";
import { audit } from "../inbox/audit";
import type { Staff } from "./sessions";

// The inbox API's authentication, for every route of the scope it is registered in
// (inbox/index.ts): answers are never cached nor indexed; a state-changing call passes the same
// Origin check as the forms and must be JSON (a plain cross-site form cannot send it); every
// route but those marked `config: { public: true }` (sign-in) needs a live session, and
// `request.staff` is its staff member. Without one: 401, with nothing else said.
// Roles (common/roles.ts): each route names the permission it needs, `config: { permission }`
// ("leads", which every role has, when it names none); a role without it is answered 403 and
// the refusal is written to the audit log.

declare module "fastify" {
  interface FastifyContextConfig {
    /** Reachable without a session (sign-in). */
    public?: boolean;
    /** What the route needs of the staff member's role (common/roles.ts); "leads" by default. */
    permission?: Permission;
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
    return refuseWithout(request.routeOptions.config.permission ?? "leads", staff, request, reply);
  });
}

/** 403 (audited) when the staff member's role lacks the permission; nothing otherwise. */
export async function refuseWithout(
  permission: Permission,
  staff: Staff,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  if (can(staff.role, permission)) return undefined;
  await audit(request.server.database.db, {
    actor: staff.email,
    action: "forbidden",
    detail: { role: staff.role, permission, method: request.method, path: request.url.split("?")[0] },
  });
  return reply.code(403).send({ message: `Your role (${staff.role}) does not allow this: ask an owner of the firm.` });
}

export default fp(auth, { name: "admin-auth", dependencies: ["sessions"] });
