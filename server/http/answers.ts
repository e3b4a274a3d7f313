import type { FastifyReply, FastifyRequest } from "fastify";
import { OUTCOME_PAGES, type FormErrorReason } from "../../common/api";
import type { FieldErrors } from "../../common/forms/fields";

// How the form endpoints answer: JSON for scripts (subscribe puts failures in `error`, the
// others in `message`: the forms read them there), 303 redirects to prerendered outcome pages
// for plain HTML form posts (no JavaScript).

export interface FormRouteConfig {
  /** Which key a failure's sentence goes in. */
  errorKey: "message" | "error";
}

declare module "fastify" {
  interface FastifyContextConfig {
    form?: FormRouteConfig;
  }
  interface FastifyInstance {
    /** PUBLIC_ORIGIN, decorated once by buildApp: every redirect reads it from here. */
    publicOrigin: string | undefined;
  }
}

/** True for a plain HTML form post, which is answered with redirects. */
export function isFormPost(request: FastifyRequest): boolean {
  return String(request.headers["content-type"] ?? "")
    .toLowerCase()
    .startsWith("application/x-www-form-urlencoded");
}

/** URL of a page of the site: absolute under PUBLIC_ORIGIN (the API may have its own host). */
export function outcomeUrl(request: FastifyRequest, path: string): string {
  const origin = request.server.publicOrigin;
  return origin ? `${origin}${path}` : path;
}

function reasonFor(status: number): FormErrorReason {
  if (status === 429) return "rate-limited";
  if (status === 413) return "too-large";
  if (status === 403) return "forbidden";
  if (status >= 500) return "server";
  return "invalid";
}

export interface Failure {
  status: number;
  /** What went wrong and what to do, for a person. */
  sentence: string;
  /** Field name → message, when fields are at fault. */
  errors?: FieldErrors;
}

/** A failure, in the shape the route's form reads, or a redirect to /form-error. */
export function sendFailure(request: FastifyRequest, reply: FastifyReply, { status, sentence, errors }: Failure) {
  const form = request.routeOptions.config.form;
  if (form && isFormPost(request)) {
    const query = new URLSearchParams({ reason: reasonFor(status) });
    if (errors) query.set("fields", Object.keys(errors).join(","));
    return reply.redirect(outcomeUrl(request, `${OUTCOME_PAGES.formError}?${query.toString()}`), 303);
  }
  const key = form?.errorKey ?? "message";
  return reply.code(status).send(errors ? { [key]: sentence, errors } : { [key]: sentence });
}
