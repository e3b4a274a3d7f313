import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { audit, hashEmail } from "../audit";
import { erase, previewErasure } from "../erase";
import { erasureBody, erasurePreviewBody } from "../schemas";

// Erasing everything about an address, after a preview and a confirmation (the address again).
// Both are audited, the address only as a keyed hash.

export default async function erasureRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  app.post(
    "/erasures/preview",
    { schema: { body: erasurePreviewBody }, config: { permission: "erase" } },
    async (request) => {
      const { email } = request.body;
      const counts = await previewErasure(db, email);
      const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
      await audit(db, {
        actor: request.staff!.email,
        action: "erasure-preview",
        detail: { email: await hashEmail(db, email), total },
      });
      return { email, counts, total };
    },
  );

  app.post("/erasures", { schema: { body: erasureBody }, config: { permission: "erase" } }, async (request, reply) => {
    const { email, confirm } = request.body;
    if (confirm !== email)
      return reply.code(400).send({ message: "Confirm the erasure: repeat the address in confirm." });
    const counts = await erase(db, email, request.staff!.email);
    if (!counts) return reply.code(404).send({ message: `Nothing is stored about ${email}: nothing was erased.` });
    return { email, counts };
  });
}
