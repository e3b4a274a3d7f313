import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { SubscriberPage } from "../../../common/admin-api";
import { encodeCursor, positionOf } from "../cursor";
import { pageQuery } from "../schemas";
import { listSubscribers } from "../subscriber-list";

// The newsletter's subscribers: their own list (status, dates), newest first.

export default async function subscriberRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get("/subscribers", { schema: { querystring: pageQuery } }, async (request) => {
    const { subscribers, next } = await listSubscribers(app.database.db, {
      status: request.query.status,
      after: positionOf(request.query.after),
    });
    return { subscribers, next: encodeCursor(next) } satisfies SubscriberPage;
  });
}
