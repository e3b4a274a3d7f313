import formbody from "@fastify/formbody";
import type { FastifyInstance } from "fastify";
import { API_PREFIX } from "../../common/api";
import { requireFormContentType, sameOriginGuard } from "../http/guards";
import { BODY_LIMIT_BYTES } from "../http/limits";
import { formTiers, tieredRateLimit } from "../plugins/rate-limit";
import { assessmentForm } from "./assessment";
import { contactForm } from "./contact";
import { registerFormRoute, type FormDefinition, type FormDeps, type FormSchema } from "./form-route";
import { newsletterLinkApi } from "./newsletter-links";
import { serviceRequestForm } from "./service-requests";
import { subscribeForm } from "./subscribe";

// The form API, registered under API_PREFIX: four form endpoints and the newsletter's link
// addresses. Needs the rate-limiting plugin registered before it.

/** A path of API_PATHS, relative to the prefix this plugin is registered under. */
export function apiPath(path: string): string {
  if (!path.startsWith(`${API_PREFIX}/`)) throw new Error(`${path} is not under ${API_PREFIX}`);
  return path.slice(API_PREFIX.length);
}

export default async function api(app: FastifyInstance, deps: FormDeps) {
  const { config } = deps;
  await app.register(formbody, { bodyLimit: BODY_LIMIT_BYTES });

  const originGuard = sameOriginGuard(config.PUBLIC_ORIGIN);
  const tiers = formTiers(config.RATE_LIMIT_PER_MINUTE, config.RATE_LIMIT_PER_DAY);
  const addForm = <S extends FormSchema>(form: FormDefinition<S>) =>
    registerFormRoute(app, {
      deps,
      definition: { ...form, path: apiPath(form.path) },
      // Order: a cross-site or malformed post is refused before it counts against a limit.
      guards: [originGuard, requireFormContentType, tieredRateLimit(app, form.name, tiers)],
    });
  addForm(contactForm);
  addForm(subscribeForm);
  addForm(serviceRequestForm);
  addForm(assessmentForm);

  await app.register(newsletterLinkApi, { config, database: deps.database, apiPath });
}
