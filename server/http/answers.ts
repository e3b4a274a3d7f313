import type { FastifyReply, FastifyRequest } from "fastify";
import { OUTCOME_PAGES, type FormErrorReason } from "../../common/api";
import type { FieldErrors } from "../../common/forms/fields";

// How the form endpoints answer: JSON for scripts (the spec's reading rules: subscribe puts
// failures in `error`, the others in `message`), 303 redirects to prerendered outcome pages
// for plain HTML form posts (no JavaScript).

export interface FormRouteConfig {
  /** Which key a failure's sentence goes in. */
  errorKey: "message" | "error";
}

declare module "fastify" {
  interface FastifyContextConfig {
    form?: FormRouteConfig;
  }
}

/** True for a plain HTML form post, which is answered with redirects. */
export function isFormPost(request: FastifyRequest): boolean {
  return String(request.headers["content-type"] ?? "")
    .toLowerCase()
    .startsWith("application/x-www-form-urlencoded");
}

/** Absolute or site-relative URL of an outcome page (absolute when the API has its own host). */
export function outcomeUrl(origin: string | undefined, path: string): string {
  return origin ? `${origin}${path}` : path;
}

function reasonFor(status: number): FormErrorReason {
  if (status === 429) return "rate-limited";
  if (status === 413) return "too-large";
  if (status === 403) return "forbidden";
  if (status >= 500) return "server";
  return "invalid";
}

/** A failure, in the shape the route's form reads, or a redirect to /form-error. */
export function sendFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  sentence: string,
  errors?: FieldErrors,
  publicOrigin?: string,
) {
  const form = request.routeOptions.config.form;
  if (form && isFormPost(request)) {
    const query = new URLSearchParams({ reason: reasonFor(status) });
    if (errors) query.set("fields", Object.keys(errors).join(","));
    return reply.redirect(outcomeUrl(publicOrigin, `${OUTCOME_PAGES.formError}?${query.toString()}`), 303);
  }
  const key = form?.errorKey ?? "message";
  return reply.code(status).send(errors ? { [key]: sentence, errors } : { [key]: sentence });
}
