import fastifyCookie from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { createSession, deleteSession, readSession, sessionCookie, type Staff } from "../accounts/sessions";

// Staff sessions, decorated once as `app.sessions`: the cookie's name and attributes (from
// PUBLIC_ORIGIN; read and written by @fastify/cookie) and the session of a request. The admin's auth plugin (accounts/auth.ts) sets
// `request.staff` from it.

declare module "fastify" {
  interface FastifyInstance {
    sessions: Sessions;
  }
  interface FastifyRequest {
    /** The signed-in staff member (admin routes only, set by accounts/auth.ts). */
    staff?: Staff;
  }
}

export interface Sessions {
  cookie: ReturnType<typeof sessionCookie>;
  /** The request's session id, from its cookie. */
  idOf(request: FastifyRequest): string | undefined;
  /** The staff member of the request's session cookie, if it is live. */
  read(request: FastifyRequest): Promise<Staff | undefined>;
  /**
   * A new session (the one the browser had is dropped) if the account's password hash is still
   * the one verified, its cookie set on the reply; false when the password changed.
   */
  start(request: FastifyRequest, reply: FastifyReply, staffId: string, passwordHash: string): Promise<boolean>;
  /** Ends the request's session and clears its cookie on the reply. */
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

async function sessionsPlugin(app: FastifyInstance, { publicOrigin }: { publicOrigin: string | undefined }) {
  const cookie = sessionCookie(publicOrigin);
  const { db } = app.database;
  // Parsed on demand (hook: false): only the inbox's and the counting's requests read it.
  await app.register(fastifyCookie, { hook: false });
  const idOf = (request: FastifyRequest) => app.parseCookie(request.headers.cookie ?? "")[cookie.name] || undefined;
  app.decorate("sessions", {
    cookie,
    idOf,
    async read(request) {
      const id = idOf(request);
      return id ? readSession(db, id) : undefined;
    },
    async start(request, reply, staffId, passwordHash) {
      const id = await createSession(db, staffId, { previousId: idOf(request), passwordHash });
      if (id === undefined) return false;
      reply.setCookie(cookie.name, id, cookie.options);
      return true;
    },
    async end(request, reply) {
      const id = idOf(request);
      if (id) await deleteSession(db, id);
      reply.clearCookie(cookie.name, { ...cookie.options, maxAge: 0 });
    },
  } satisfies Sessions);
}

export default fp(sessionsPlugin, { name: "sessions", dependencies: ["database"] });
