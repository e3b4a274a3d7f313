import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from "fastify";
import { NEWSLETTER_LINK_API, NEWSLETTER_PAGES, OUTCOME_PAGES } from "../../common/api";
import type { Config } from "../config";
import type { DatabaseHandle, Db } from "../db/index";
import { nowIso, toIso } from "../db/time";
import { outcomeUrl } from "../http/answers";
import { sameOriginGuard } from "../http/guards";
import { BODY_LIMIT_BYTES } from "../http/limits";
import { hashToken, isWellFormedToken } from "../newsletter/tokens";
import { tieredRateLimit } from "../plugins/rate-limit";

// The newsletter's links. The links in mails open pages (mail scanners open every link, so
// opening changes nothing); each page's one button POSTs the token to the page's own URL, and
// only that POST, or the RFC 8058 one-click POST of the List-Unsubscribe URL, changes state.

export type LinkResult = "confirmed" | "unsubscribed" | "invalid";

/** Confirms a pending subscriber; a link never brings back someone who unsubscribed. */
export async function confirmSubscription(db: Db, token: unknown): Promise<LinkResult> {
  if (!isWellFormedToken(token)) return "invalid";
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("subscriber_tokens")
      .innerJoin("subscribers", "subscribers.id", "subscriber_tokens.subscriber_id")
      .select([
        "subscriber_tokens.token_hash",
        "subscriber_tokens.expires_at",
        "subscriber_tokens.used_at",
        "subscribers.id",
        "subscribers.status",
      ])
      .where("subscriber_tokens.token_hash", "=", hashToken(token))
      .where("subscriber_tokens.purpose", "=", "confirm")
      .executeTakeFirst();
    if (!row) return "invalid";
    // Pressed twice: still a happy ending.
    if (row.used_at !== null) return row.status === "confirmed" ? "confirmed" : "invalid";
    if (row.status !== "pending") return "invalid";
    if (row.expires_at !== null && Date.parse(toIso(row.expires_at)) < Date.now()) return "invalid";
    const now = nowIso();
    await trx.updateTable("subscriber_tokens").set({ used_at: now }).where("token_hash", "=", row.token_hash).execute();
    const updated = await trx
      .updateTable("subscribers")
      .set({ status: "confirmed", confirmed_at: now, updated_at: now })
      .where("id", "=", row.id)
      .where("status", "=", "pending")
      .executeTakeFirst();
    // An unsubscribe that won a race since the read above: say so, not "confirmed".
    return Number(updated.numUpdatedRows) > 0 ? "confirmed" : "invalid";
  });
}

/** Unsubscribes, and revokes every confirmation link still out there. */
export async function unsubscribe(db: Db, token: unknown): Promise<LinkResult> {
  if (!isWellFormedToken(token)) return "invalid";
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("subscriber_tokens")
      .select(["token_hash", "subscriber_id"])
      .where("token_hash", "=", hashToken(token))
      .where("purpose", "=", "unsubscribe")
      .executeTakeFirst();
    if (!row) return "invalid";
    const now = nowIso();
    await trx.updateTable("subscriber_tokens").set({ used_at: now }).where("token_hash", "=", row.token_hash).execute();
    await trx
      .deleteFrom("subscriber_tokens")
      .where("subscriber_id", "=", row.subscriber_id)
      .where("purpose", "=", "confirm")
      .execute();
    await trx
      .updateTable("subscribers")
      .set({ status: "unsubscribed", unsubscribed_at: now, updated_at: now })
      .where("id", "=", row.subscriber_id)
      .where("status", "!=", "unsubscribed")
      .execute();
    return "unsubscribed";
  });
}

const PAGE_FOR: Record<LinkResult, string> = {
  confirmed: OUTCOME_PAGES.subscribeConfirmed,
  unsubscribed: OUTCOME_PAGES.subscribeUnsubscribed,
  invalid: OUTCOME_PAGES.subscribeLinkInvalid,
};

interface TokenQuery {
  Querystring: { token?: string };
}

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
    answer,
  }: {
    options: LinkRouteOptions;
    pathOf: (action: (typeof ACTIONS)[number]) => string;
    answer: (request: FastifyRequest, reply: FastifyReply, result: LinkResult) => unknown;
  },
) {
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: BODY_LIMIT_BYTES }, (_request, _body, next) =>
    next(null, undefined),
  );
  for (const action of ACTIONS) {
    app.post<TokenQuery>(pathOf(action), { onRequest: guards }, async (request, reply) => {
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
  for (const { api, page } of ACTIONS) {
    app.get<TokenQuery>(apiPath(api), (request, reply) => {
      const token = typeof request.query.token === "string" ? request.query.token : "";
      const query = token ? `?${new URLSearchParams({ token }).toString()}` : "";
      return noStore(reply).redirect(outcomeUrl(request, `${page}${query}`), 303);
    });
  }
  linkPosts(app, {
    options: linkRouteOptions(app, options),
    pathOf: (action) => apiPath(action.api),
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
