import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import accountRoutes from "../accounts/account-routes";
import auth from "../accounts/auth";
import auditRoutes from "./routes/audit";
import erasureRoutes from "./routes/erasures";
import exportRoutes from "./routes/exports";
import leadRoutes from "./routes/leads";
import overviewRoutes from "./routes/overview";
import sessionRoutes from "../accounts/routes";
import siteRoutes, { type PreviewHandOff } from "../publishing/site-routes";
import type { Publisher } from "../publishing/publisher";
import settingsRoutes from "./routes/settings";
import subscriberRoutes from "./routes/subscribers";
import templateRoutes from "./routes/templates";
import systemRoutes from "../system/routes";

export { WRONG_CREDENTIALS } from "../accounts/routes";
export { SIGN_IN_LIMITS } from "../accounts/sign-in-limits";

// The firm's inbox API, registered under ADMIN_API_PREFIX (common/admin-api.ts): the auth
// plugin, then one route plugin per resource. Needs the database, sessions and rate-limiting
// plugins registered before it.

export interface AdminOptions {
  publicOrigin: string | undefined;
  /** Wakes the outbox worker after "send again" or "not spam". */
  onOutboxWrite?: () => void;
  /** Publishes and rolls back the public site (absent on an API-only instance). */
  publisher?: Publisher;
  /** Hands a staff session to the preview host (server/publishing/preview-site.ts). */
  preview?: PreviewHandOff;
}

export default async function adminApi(
  app: FastifyInstance,
  { publicOrigin, onOutboxWrite, publisher, preview }: AdminOptions,
) {
  // A refused query or body: 400 with what to send instead. Anything else: the app's handler.
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (!hasZodFastifySchemaValidationErrors(error)) throw error;
    return reply.code(400).send({ message: error.validation[0]?.message ?? "The request is not valid." });
  });
  await app.register(auth, { publicOrigin });
  await app.register(sessionRoutes);
  await app.register(accountRoutes, { onOutboxWrite });
  await app.register(leadRoutes, { onOutboxWrite });
  await app.register(templateRoutes);
  await app.register(settingsRoutes);
  await app.register(subscriberRoutes);
  await app.register(exportRoutes);
  await app.register(erasureRoutes);
  await app.register(auditRoutes);
  await app.register(overviewRoutes);
  await app.register(siteRoutes, { publisher, preview });
  await app.register(systemRoutes);
  // Unknown paths under the prefix answer 401 too when signed out (auth), 404 when signed in.
  app.all("/*", (_request, reply) => reply.code(404).send({ message: "No such endpoint." }));
}
