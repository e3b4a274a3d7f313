import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { audit } from "../audit";
import { templateBody, templateParams } from "../schemas";
import { addTemplate, deleteTemplate, listTemplates, updateTemplate } from "../templates";

// The reply templates staff keep in the inbox: list, add, edit, delete. A template with a
// placeholder the inbox does not know is refused by its schema, naming the placeholder.

const NAME_TAKEN = "Another template has this name: choose another.";
const NO_TEMPLATE = "No such template: it may have been deleted.";

export default async function templateRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  app.get("/reply-templates", async () => ({ templates: await listTemplates(db) }));

  app.post("/reply-templates", { schema: { body: templateBody } }, async (request, reply) => {
    const by = request.staff!.email;
    const template = await addTemplate(db, { ...request.body, by });
    if (template === "name-taken") return reply.code(409).send({ message: NAME_TAKEN });
    await audit(db, { actor: by, action: "template-add", detail: { id: template.id, name: template.name } });
    return reply.code(201).send(template);
  });

  app.put(
    "/reply-templates/:id",
    { schema: { params: templateParams, body: templateBody } },
    async (request, reply) => {
      const by = request.staff!.email;
      const template = await updateTemplate(db, request.params.id, { ...request.body, by });
      if (template === "name-taken") return reply.code(409).send({ message: NAME_TAKEN });
      if (template === "not-found") return reply.code(404).send({ message: NO_TEMPLATE });
      await audit(db, { actor: by, action: "template-edit", detail: { id: template.id, name: template.name } });
      return template;
    },
  );

  app.delete("/reply-templates/:id", { schema: { params: templateParams } }, async (request, reply) => {
    if (!(await deleteTemplate(db, request.params.id))) return reply.code(404).send({ message: NO_TEMPLATE });
    await audit(db, { actor: request.staff!.email, action: "template-delete", detail: { id: request.params.id } });
    return reply.code(204).send();
  });
}
