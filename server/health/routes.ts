import type { FastifyInstance } from "fastify";
import { isDatabaseReady } from "../db/index";

/** Liveness: the process runs. Readiness: the database answers. */
export default async function health(app: FastifyInstance) {
  const { db } = app.database;
  app.get("/healthz", (_request, reply) => reply.header("cache-control", "no-store").send({ status: "ok" }));
  app.get("/readyz", async (_request, reply) => {
    const ready = await isDatabaseReady(db);
    return reply
      .code(ready ? 200 : 503)
      .header("cache-control", "no-store")
      .send({ status: ready ? "ready" : "database unavailable" });
  });
}
