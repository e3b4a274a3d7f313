import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AuditPage } from "../../../common/admin-api";
import { readAudit } from "../audit";
import { decodeCursor, encodeCursor } from "../cursor";
import { pageQuery } from "../schemas";

// The audit log, newest first.

export default async function auditRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get("/audit", { schema: { querystring: pageQuery }, config: { permission: "audit" } }, async (request) => {
    const after = decodeCursor(request.query.after);
    const { entries, next } = await readAudit(
      app.database.db,
      after?.at && after.id ? { at: after.at, id: after.id } : undefined,
    );
    return { entries, next: encodeCursor(next) } satisfies AuditPage;
  });
}
