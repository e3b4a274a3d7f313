import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { SiteStatus } from "../../common/admin-api";
import { PublishError, type Publisher } from "./publisher";
import { siteChange } from "./entries";

// The public site's builds (server/publishing/publisher.ts): their list and the last publish,
// what was saved and not yet published, "Publish" (started in the background: 202, or 409 while
// one runs) and "Roll back" (409 when there is nothing to go back to). Without a publisher (an
// API-only instance): 404 in words.

const empty = z.object({}).strict();

const siteStatus = async (publisher: Publisher): Promise<SiteStatus> => ({
  publishing: publisher.status,
  builds: publisher.builds(),
  unpublished: (await publisher.unpublished())?.map(siteChange) ?? null,
});

export default async function siteRoutes(parent: FastifyInstance, { publisher }: { publisher?: Publisher }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const unavailable = {
    message: "This server does not serve the site: publish where the site is built (docs/operations.md).",
  };

  app.get("/site/builds", { config: { permission: "words" } }, async (_request, reply) => {
    if (!publisher) return reply.code(404).send(unavailable);
    return siteStatus(publisher);
  });

  app.post("/site/publish", { schema: { body: empty }, config: { permission: "publish" } }, async (request, reply) => {
    if (!publisher) return reply.code(404).send(unavailable);
    try {
      await publisher.publish(request.staff!.email);
    } catch (error) {
      if (error instanceof PublishError) return reply.code(409).send({ message: error.message });
      throw error;
    }
    return reply.code(202).send(await siteStatus(publisher));
  });

  app.post("/site/rollback", { schema: { body: empty }, config: { permission: "publish" } }, async (request, reply) => {
    if (!publisher) return reply.code(404).send(unavailable);
    try {
      await publisher.rollBack(request.staff!.email);
    } catch (error) {
      if (error instanceof PublishError) return reply.code(409).send({ message: error.message });
      throw error;
    }
    return siteStatus(publisher);
  });
}
