import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { NEWSLETTER_LINK_API, NEWSLETTER_PAGES, OUTCOME_PAGES } from "../../common/api";
import type { Config } from "../config";
import type { DatabaseHandle, Db } from "../db/index";
import { outcomeUrl } from "../http/answers";
import { sameOriginGuard } from "../http/guards";
import { BODY_LIMIT_BYTES } from "../http/limits";
import { confirmSubscription, unsubscribe, type LinkResult } from "./subscriptions";
import { tieredRateLimit } from "../plugins/rate-limit";

// The newsletter's links. The links in mails open pages (mail scanners open every link, so
// opening changes nothing); each page's one button POSTs the token to the page's own URL, and
// only that POST, or the RFC 8058 one-click POST of the List-Unsubscribe URL, changes state.
// What each does to the database: newsletter/subscriptions.ts.

const PAGE_FOR: Record<LinkResult, string> = {
  confirmed: OUTCOME_PAGES.subscribeConfirmed,
  unsubscribed: OUTCOME_PAGES.subscribeUnsubscribed,
  invalid: OUTCOME_PAGES.subscribeLinkInvalid,
};

/**
 * The link's token. Anything that is not one string (absent, repeated, too long) reads as no
 * token: the visitor gets the "link not valid" outcome, never a validation error.
 */
const tokenQuery = z.object({ token: z.string().max(100).optional().catch(undefined) });

/** The JSON answers of the API's link POSTs. */
const linkAnswer = z.object({ message: z.string() });

const noStore = (reply: FastifyReply) =>
  reply.header("cache-control", "no-store").header("referrer-policy", "no-referrer");

export interface NewsletterLinkOptions {
  config: Config;
  database: DatabaseHandle;
}

interface LinkRouteOptions {
  db: Db;
  /** The same Origin check as the forms. */
  guards: onRequestHookHandler[];
  /** Counts a POST whose token is bad (a valid token is never limited). */
  limitBadTokens: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}

/**
 * What the link POSTs need, at the pages' addresses and the API's alike: the forms' Origin
 * check, and a limit that only bad tokens count against (one-click unsubscribes from a large
 * mail provider come from a few addresses, for millions of people). Both instances count on
 * the same keys.
 */
function linkRouteOptions(app: FastifyInstance, { config, database }: NewsletterLinkOptions): LinkRouteOptions {
  const badTokens = {
    name: "minute",
    max: Math.max(60, config.RATE_LIMIT_PER_MINUTE),
    windowMs: 60_000,
    message: "Too many requests from your address. Please wait a minute, then try again.",
  };
  return {
    db: database.db,
    guards: [sameOriginGuard(config.PUBLIC_ORIGIN)],
    limitBadTokens: tieredRateLimit(app, "newsletter-link", [badTokens]),
  };
}

const ACTIONS = [
  { api: NEWSLETTER_LINK_API.confirm, page: NEWSLETTER_PAGES.confirm, act: confirmSubscription },
  { api: NEWSLETTER_LINK_API.unsubscribe, page: NEWSLETTER_PAGES.unsubscribe, act: unsubscribe },
] as const;

/**
 * Registers a POST of each link, answered by `answer`. Mail providers POST "List-Unsubscribe=
 * One-Click" as a form or as multipart, the pages' buttons an empty form: the body is not
 * needed, so any content type is accepted. A POST with a valid token is never rate limited
 * (providers send them from a few addresses); one with a bad token counts against the limit.
 */
function linkPosts(
  app: FastifyInstance,
  {
    options: { db, guards, limitBadTokens },
    pathOf,
    response,
    answer,
  }: {
    options: LinkRouteOptions;
    pathOf: (action: (typeof ACTIONS)[number]) => string;
    /** The answers' schemas, by status. */
    response?: Record<number, z.ZodType>;
    answer: (request: FastifyRequest, reply: FastifyReply, result: LinkResult) => unknown;
  },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: BODY_LIMIT_BYTES }, (_request, _body, next) =>
    next(null, undefined),
  );
  for (const action of ACTIONS) {
    const schema = { querystring: tokenQuery, ...(response && { response }) };
    routes.post(pathOf(action), { schema, onRequest: guards }, async (request, reply) => {
      const result = await action.act(db, request.query.token);
      request.log.info({ link: action.page, result }, "newsletter link used");
      if (result === "invalid") {
        await limitBadTokens(request, reply);
        if (reply.sent) return reply;
      }
      return answer(request, noStore(reply), result);
    });
  }
}

/**
 * The pages' buttons: POST /subscribe/confirm and /subscribe/unsubscribe (the pages' own
 * addresses), answered with a redirect to an outcome page. Registered at the root.
 */
export async function newsletterLinkPages(app: FastifyInstance, options: NewsletterLinkOptions) {
  linkPosts(app, {
    options: linkRouteOptions(app, options),
    pathOf: (action) => action.page,
    answer: (request, reply, result) => reply.redirect(outcomeUrl(request, PAGE_FOR[result]), 303),
  });
}

/**
 * The API addresses, registered under the API's prefix (`apiPath` makes them relative): POST is
 * the RFC 8058 one-click (and a scripted confirm), answered in JSON; GET and HEAD (links in mails
 * sent before the pages existed) redirect to the page, token kept, and change nothing.
 */
export async function newsletterLinkApi(
  app: FastifyInstance,
  options: NewsletterLinkOptions & { apiPath: (path: string) => string },
) {
  const { apiPath } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  for (const { api, page } of ACTIONS) {
    routes.get(apiPath(api), { schema: { querystring: tokenQuery } }, (request, reply) => {
      const { token } = request.query;
      const query = token ? `?${new URLSearchParams({ token }).toString()}` : "";
      return noStore(reply).redirect(outcomeUrl(request, `${page}${query}`), 303);
    });
  }
  linkPosts(app, {
    options: linkRouteOptions(app, options),
    pathOf: (action) => apiPath(action.api),
    response: { 200: linkAnswer, 400: linkAnswer },
    answer: (_request, reply, result) =>
      result === "invalid"
        ? reply.code(400).send({ message: LINK_INVALID_MESSAGE })
        : reply.code(200).send({ message: LINK_DONE_MESSAGE[result] }),
  });
}

const LINK_INVALID_MESSAGE = "This link is not valid any more. Reply to any of our e-mails and we will sort it out.";
const LINK_DONE_MESSAGE: Record<Exclude<LinkResult, "invalid">, string> = {
  confirmed: "Your subscription is confirmed.",
  unsubscribed: "You have been unsubscribed.",
};
