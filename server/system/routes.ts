import type { FastifyInstance } from "fastify";
import { SYSTEM_PATH } from "../../common/system";

// The inbox's System screen (GET /api/admin/system): registered inside the inbox's API, so only
// signed-in staff read it (401 otherwise). Reading it changes nothing and is not audited.

export default async function systemRoutes(app: FastifyInstance) {
  app.get(SYSTEM_PATH, async () => app.systemStatus());
}
