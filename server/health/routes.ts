import type { FastifyInstance } from "fastify";
import { isDatabaseReady } from "../db/index";
import { publicStatus } from "../system/status";

// Liveness: the process runs. Readiness: the database answers (200, else 503), and for monitors
// the same problems and facts as the inbox's System screen, without hosts, paths or error texts
// (server/system/status.ts, publicStatus).

export default async function health(app: FastifyInstance) {
  const { db } = app.database;
  app.get("/healthz", (_request, reply) => reply.header("cache-control", "no-store").send({ status: "ok" }));
  app.get("/readyz", async (request, reply) => {
    const ready = await isDatabaseReady(db);
    reply.code(ready ? 200 : 503).header("cache-control", "no-store");
    if (!ready) return reply.send({ status: "database unavailable" });
    try {
      return reply.send({ status: "ready", ...publicStatus(await app.systemStatus()) });
    } catch (error) {
      // The database answered; the facts could not be read: still ready, say what is missing.
      request.log.warn({ err: error }, "readyz: the system's facts could not be read");
      return reply.send({ status: "ready", problems: null });
    }
  });
}
