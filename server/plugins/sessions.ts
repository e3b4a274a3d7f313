import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { createSession, deleteSession, readSession, sessionCookie, type Staff } from "../accounts/sessions";

// Staff sessions, decorated once as `app.sessions`: the cookie's name and attributes (from
// PUBLIC_ORIGIN) and the session of a request. The admin's auth plugin (accounts/auth.ts) sets
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
  /** The staff member of the request's session cookie, if it is live. */
  read(request: FastifyRequest): Promise<Staff | undefined>;
  /**
   * A new session (the one the browser had is dropped) if the account's password hash is still
   * the one verified; returns the Set-Cookie value, or undefined when the password changed.
   */
  start(request: FastifyRequest, staffId: string, passwordHash: string): Promise<string | undefined>;
  /** Ends the request's session; returns the Set-Cookie value that clears the cookie. */
  end(request: FastifyRequest): Promise<string>;
}

async function sessionsPlugin(app: FastifyInstance, { publicOrigin }: { publicOrigin: string | undefined }) {
  const cookie = sessionCookie(publicOrigin);
  const { db } = app.database;
  app.decorate("sessions", {
    cookie,
    async read(request) {
      const id = cookie.read(request.headers.cookie);
      return id ? readSession(db, id) : undefined;
    },
    async start(request, staffId, passwordHash) {
      const id = await createSession(db, staffId, { previousId: cookie.read(request.headers.cookie), passwordHash });
      return id === undefined ? undefined : cookie.set(id);
    },
    async end(request) {
      const id = cookie.read(request.headers.cookie);
      if (id) await deleteSession(db, id);
      return cookie.clear();
    },
  } satisfies Sessions);
}

export default fp(sessionsPlugin, { name: "sessions", dependencies: ["database"] });
