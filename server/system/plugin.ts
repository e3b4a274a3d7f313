import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { SystemStatus } from "../../common/system";
import metricsRoute from "./metrics";
import { readSystemStatus, type SystemDeps } from "./status";

// `app.systemStatus()`: the facts and problems, read when asked, for the System screen, /readyz
// and /metrics alike (one reading, one set of rules); and GET /metrics when METRICS_TOKEN is set.

declare module "fastify" {
  interface FastifyInstance {
    systemStatus: () => Promise<SystemStatus>;
  }
}

export type SystemOptions = Omit<SystemDeps, "database" | "config">;

async function systemStatus(app: FastifyInstance, options: SystemOptions) {
  app.decorate("systemStatus", () => readSystemStatus({ ...options, database: app.database, config: app.config }));
  const token = app.config.METRICS_TOKEN;
  if (token) await app.register(metricsRoute, { token });
}

export default fp(systemStatus, { name: "system-status", dependencies: ["database"] });
