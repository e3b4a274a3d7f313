import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { SiteStatus } from "../../common/admin-api";
import { PublishError, type Publisher } from "./publisher";
import { siteChange } from "./entries";
import type { PreviewPasses } from "./preview-site";

/** What opening the preview needs: the passes the preview host redeems, and its origin. */
export interface PreviewHandOff {
  passes: PreviewPasses;
  previewOrigin: string;
}

// The public site's builds (server/publishing/publisher.ts): their list and the last publish,
// what was saved and not yet published, "Publish" (started in the background: 202, or 409 while
// one runs) and "Roll back" (409 when there is nothing to go back to); "Preview" (a build of what
// was saved, in the background: 202, or 409 while one is built) and "Open the preview" (a link:
// to the preview host with a one-use pass, server/publishing/preview-site.ts). Without a
// publisher (an API-only instance): 404 in words.

const empty = z.object({}).strict();

const siteStatus = async (publisher: Publisher): Promise<SiteStatus> => ({
  publishing: publisher.status,
  preview: publisher.preview,
  builds: publisher.builds(),
  unpublished: (await publisher.unpublished())?.map(siteChange) ?? null,
});

export default async function siteRoutes(
  parent: FastifyInstance,
  { publisher, preview }: { publisher?: Publisher; preview?: PreviewHandOff },
) {
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

  app.post("/site/preview", { schema: { body: empty } }, async (request, reply) => {
    if (!publisher || !preview) return reply.code(404).send(unavailable);
    try {
      await publisher.startPreview(request.staff!.email);
    } catch (error) {
      if (error instanceof PublishError) return reply.code(409).send({ message: error.message });
      throw error;
    }
    return reply.code(202).send(await siteStatus(publisher));
  });

  // A link of the Website screen (a page opens, so a navigation, not the API's JSON).
  app.get("/site/preview/open", async (request, reply) => {
    if (!publisher || !preview) return reply.code(404).send(unavailable);
    if (publisher.preview.state !== "ready")
      return reply.code(409).send({ message: "No preview is ready: preview what was saved first." });
    const session = parent.sessions.idOf(request)!;
    const pass = preview.passes.issue(session);
    return reply
      .header("cache-control", "no-store")
      .header("referrer-policy", "no-referrer")
      .redirect(`${preview.previewOrigin}/__preview/enter?${new URLSearchParams({ pass }).toString()}`, 303);
  });
}
