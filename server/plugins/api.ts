import formbody from "@fastify/formbody";
import type { FastifyInstance } from "fastify";
import type { Redis } from "ioredis";
import { requireFormContentType, sameOriginGuard } from "../http/guards";
import { BODY_LIMIT_BYTES } from "../http/limits";
import { assessmentForm } from "../routes/assessment";
import { contactForm } from "../routes/contact";
import { registerFormRoute, type FormDeps } from "../routes/form-route";
import { serviceRequestForm } from "../routes/service-requests";
import { newsletterLinkRoutes, subscribeForm } from "../routes/subscribe";
import { formTiers, registerRateLimiting, tieredRateLimit } from "./rate-limit";

export interface ApiOptions extends FormDeps {
  redis?: Redis;
  /** Prefix of the rate-limit counters in Redis (tests use their own). */
  rateLimitNameSpace?: string;
}

/** The form API under /api: four form endpoints and the newsletter's links. */
export async function registerApi(app: FastifyInstance, options: ApiOptions) {
  const { config } = options;
  await app.register(formbody, { bodyLimit: BODY_LIMIT_BYTES });
  await registerRateLimiting(app, options.redis, options.rateLimitNameSpace);

  const originGuard = sameOriginGuard(config.PUBLIC_ORIGIN);
  const tiers = formTiers(config.RATE_LIMIT_PER_MINUTE, config.RATE_LIMIT_PER_DAY);
  // Order: a cross-site or malformed post is refused before it counts against a limit.
  const guards = (name: string) => [originGuard, requireFormContentType, tieredRateLimit(app, name, tiers)];
  registerFormRoute(app, options, contactForm, guards(contactForm.name));
  registerFormRoute(app, options, subscribeForm, guards(subscribeForm.name));
  registerFormRoute(app, options, serviceRequestForm, guards(serviceRequestForm.name));
  registerFormRoute(app, options, assessmentForm, guards(assessmentForm.name));

  // The newsletter links are clicked from mail clients; generous limits, no daily ceiling
  // (a mail provider's one-click POSTs all come from a few addresses).
  const linkTier = {
    name: "minute",
    max: Math.max(60, config.RATE_LIMIT_PER_MINUTE),
    windowMs: 60_000,
    message: "Too many requests from your address. Please wait a minute, then try again.",
  };
  newsletterLinkRoutes(app, options, [tieredRateLimit(app, "newsletter-link", [linkTier])]);
}
