import formbody from "@fastify/formbody";
import type { FastifyInstance } from "fastify";
import { API_PREFIX } from "../../common/api";
import type { Config } from "../config";
import { requireFormContentType, sameOriginGuard } from "../http/guards";
import { BODY_LIMIT_BYTES } from "../http/limits";
import { assessmentForm } from "../routes/assessment";
import { contactForm } from "../routes/contact";
import { registerFormRoute, type FormDefinition, type FormDeps, type FormSchema } from "../routes/form-route";
import { newsletterLinkApi, type LinkRouteOptions } from "../routes/newsletter-links";
import { serviceRequestForm } from "../routes/service-requests";
import { subscribeForm } from "../routes/subscribe";
import { formTiers, tieredRateLimit } from "./rate-limit";

// The form API, registered under API_PREFIX: four form endpoints and the newsletter's link
// addresses. Needs the rate-limiting plugin registered before it.

/** A path of API_PATHS, relative to the prefix this plugin is registered under. */
export function apiPath(path: string): string {
  if (!path.startsWith(`${API_PREFIX}/`)) throw new Error(`${path} is not under ${API_PREFIX}`);
  return path.slice(API_PREFIX.length);
}

/**
 * What the newsletter's link POSTs need, here and at the pages' addresses: the forms' Origin
 * check, and a limit that only bad tokens count against (one-click unsubscribes from a large
 * mail provider come from a few addresses, for millions of people).
 */
export function newsletterLinkOptions(app: FastifyInstance, config: Config, deps: FormDeps): LinkRouteOptions {
  const badTokens = {
    name: "minute",
    max: Math.max(60, config.RATE_LIMIT_PER_MINUTE),
    windowMs: 60_000,
    message: "Too many requests from your address. Please wait a minute, then try again.",
  };
  return {
    db: deps.database.db,
    guards: [sameOriginGuard(config.PUBLIC_ORIGIN)],
    limitBadTokens: tieredRateLimit(app, "newsletter-link", [badTokens]),
  };
}

export default async function api(app: FastifyInstance, deps: FormDeps) {
  const { config } = deps;
  await app.register(formbody, { bodyLimit: BODY_LIMIT_BYTES });

  const originGuard = sameOriginGuard(config.PUBLIC_ORIGIN);
  const tiers = formTiers(config.RATE_LIMIT_PER_MINUTE, config.RATE_LIMIT_PER_DAY);
  const register = <S extends FormSchema>(form: FormDefinition<S>) => {
    // Order: a cross-site or malformed post is refused before it counts against a limit.
    const guards = [originGuard, requireFormContentType, tieredRateLimit(app, form.name, tiers)];
    registerFormRoute(app, deps, { ...form, path: apiPath(form.path) }, guards);
  };
  register(contactForm);
  register(subscribeForm);
  register(serviceRequestForm);
  register(assessmentForm);

  await app.register(newsletterLinkApi, { ...newsletterLinkOptions(app, config, deps), apiPath });
}
