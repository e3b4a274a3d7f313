import { randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from "fastify";
import { API_PATHS, OUTCOME_PAGES } from "../../common/api";
import { subscribeSchema } from "../../common/forms/subscribe";
import { BODY_LIMIT_BYTES } from "../http/limits";
import type { Writer } from "../db/write-queue";
import { isoIn, nowIso, toIso } from "../db/time";
import { outcomeUrl } from "../http/answers";
import { enqueueMail } from "../mail/outbox";
import { confirmationMail } from "../mail/templates";
import { hashToken, isWellFormedToken, newToken } from "../newsletter/tokens";
import type { FormDefinition, FormDeps, StoredAnswer } from "./form-route";

// Newsletter double opt-in (DESIGN §4): subscribe stores a pending subscriber and mails a
// confirmation link; the link confirms; every newsletter mail carries a one-click unsubscribe
// link (RFC 8058). Tokens are random, single-purpose and stored as SHA-256 hashes.

export const SUBSCRIBE_MESSAGES = {
  created: "Thank you for subscribing! Please check your inbox and confirm your subscription with the link we sent.",
  pending:
    "You have already subscribed: please check your inbox (and spam folder) for the e-mail with the confirmation link.",
  confirmed: "You are already subscribed to our newsletter. Thank you!",
} as const;

/** How long a confirmation link works. */
export const CONFIRM_TOKEN_TTL_MS = 7 * 24 * 60 * 60_000;
/** A pending subscriber who subscribes again gets a new link at most this often. */
export const CONFIRMATION_RESEND_AFTER_MS = 10 * 60_000;

async function queueConfirmation(
  trx: Writer,
  deps: FormDeps,
  subscriber: { id: string; name: string; email: string },
  now: string,
) {
  const confirm = newToken();
  const unsubscribe = newToken();
  await trx
    .insertInto("subscriber_tokens")
    .values([
      {
        token_hash: confirm.hash,
        subscriber_id: subscriber.id,
        purpose: "confirm",
        created_at: now,
        expires_at: isoIn(CONFIRM_TOKEN_TTL_MS),
      },
      { token_hash: unsubscribe.hash, subscriber_id: subscriber.id, purpose: "unsubscribe", created_at: now },
    ])
    .execute();
  await enqueueMail(trx, {
    kind: "subscriber",
    sourceTable: "subscribers",
    sourceId: subscriber.id,
    to: subscriber.email,
    content: confirmationMail({
      siteName: deps.config.VITE_SITE_NAME,
      name: subscriber.name,
      confirmUrl: `${deps.linkOrigin}${API_PATHS.confirmSubscription}?token=${confirm.token}`,
      unsubscribeUrl: `${deps.linkOrigin}${API_PATHS.unsubscribe}?token=${unsubscribe.token}`,
    }),
  });
  await trx.updateTable("subscribers").set({ confirmation_sent_at: now }).where("id", "=", subscriber.id).execute();
}

export const subscribeForm: FormDefinition<typeof subscribeSchema> = {
  name: "subscribe",
  path: API_PATHS.subscribe,
  schema: subscribeSchema,
  errorKey: "error",
  async store(trx, data, { spam, now, deps }): Promise<StoredAnswer> {
    const email = data.email.toLowerCase();
    const existing = await trx.selectFrom("subscribers").selectAll().where("email", "=", email).executeTakeFirst();

    if (existing && existing.status !== "unsubscribed") {
      const answer = (queuedMail: boolean): StoredAnswer =>
        existing.status === "confirmed"
          ? {
              id: existing.id,
              status: 200,
              body: { message: SUBSCRIBE_MESSAGES.confirmed },
              page: OUTCOME_PAGES.subscribeConfirmed,
              queuedMail,
            }
          : {
              id: existing.id,
              status: 200,
              body: { message: SUBSCRIBE_MESSAGES.pending },
              page: OUTCOME_PAGES.subscribeCheckInbox,
              queuedMail,
            };
      // Lost the first mail? A new link, but not more often than every few minutes.
      const lastSent = existing.confirmation_sent_at ? Date.parse(toIso(existing.confirmation_sent_at)) : 0;
      if (
        !spam &&
        existing.status === "pending" &&
        existing.spam === 0 &&
        Date.now() - lastSent > CONFIRMATION_RESEND_AFTER_MS
      ) {
        await queueConfirmation(trx, deps, { id: existing.id, name: existing.name, email }, now);
        return answer(true);
      }
      return answer(false);
    }

    let id: string;
    if (existing) {
      // Subscribing again after unsubscribing: opt in again.
      id = existing.id;
      await trx
        .updateTable("subscribers")
        .set({ name: data.name, status: "pending", spam: spam ? 1 : 0, updated_at: now, unsubscribed_at: null })
        .where("id", "=", id)
        .execute();
    } else {
      id = randomUUID();
      await trx
        .insertInto("subscribers")
        .values({
          id,
          name: data.name,
          email,
          status: "pending",
          spam: spam ? 1 : 0,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    if (!spam) await queueConfirmation(trx, deps, { id, name: data.name, email }, now);
    return {
      id,
      status: 201,
      body: { message: SUBSCRIBE_MESSAGES.created },
      page: OUTCOME_PAGES.subscribeCheckInbox,
      queuedMail: !spam,
    };
  },
};

type LinkResult = "confirmed" | "unsubscribed" | "invalid";

async function confirm(deps: FormDeps, token: unknown): Promise<LinkResult> {
  if (!isWellFormedToken(token)) return "invalid";
  const db = deps.database.db;
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
    // Opened twice (or by a mail scanner first): still a happy ending.
    if (row.used_at !== null) return row.status === "confirmed" ? "confirmed" : "invalid";
    if (row.expires_at !== null && Date.parse(toIso(row.expires_at)) < Date.now()) return "invalid";
    const now = nowIso();
    await trx.updateTable("subscriber_tokens").set({ used_at: now }).where("token_hash", "=", row.token_hash).execute();
    await trx
      .updateTable("subscribers")
      .set({ status: "confirmed", confirmed_at: now, updated_at: now, unsubscribed_at: null })
      .where("id", "=", row.id)
      .execute();
    return "confirmed";
  });
}

async function unsubscribe(deps: FormDeps, token: unknown): Promise<LinkResult> {
  if (!isWellFormedToken(token)) return "invalid";
  const db = deps.database.db;
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

/** The links of the newsletter mails: confirm, unsubscribe (GET), one-click unsubscribe (POST). */
export function newsletterLinkRoutes(app: FastifyInstance, deps: FormDeps, guards: onRequestHookHandler[]) {
  const origin = deps.config.PUBLIC_ORIGIN;
  const noStore = (reply: FastifyReply) =>
    reply.header("cache-control", "no-store").header("referrer-policy", "no-referrer");

  app.get<TokenQuery>(API_PATHS.confirmSubscription, { onRequest: guards }, async (request, reply) => {
    const result = await confirm(deps, request.query.token);
    request.log.info({ result }, "newsletter confirmation link");
    return noStore(reply).redirect(outcomeUrl(origin, PAGE_FOR[result]), 303);
  });

  app.get<TokenQuery>(API_PATHS.unsubscribe, { onRequest: guards }, async (request, reply) => {
    const result = await unsubscribe(deps, request.query.token);
    request.log.info({ result }, "newsletter unsubscribe link");
    return noStore(reply).redirect(outcomeUrl(origin, PAGE_FOR[result]), 303);
  });

  // RFC 8058 one-click: mail providers POST "List-Unsubscribe=One-Click" as a form or as
  // multipart; the body is not needed, so any content type is accepted here.
  void app.register((oneClick, _options, done) => {
    oneClick.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: BODY_LIMIT_BYTES }, (_request, _body, done) =>
      done(null, undefined),
    );
    oneClick.post<TokenQuery>(
      API_PATHS.unsubscribe,
      { onRequest: guards },
      async (request: FastifyRequest<TokenQuery>, reply) => {
        const result = await unsubscribe(deps, request.query.token);
        request.log.info({ result }, "newsletter one-click unsubscribe");
        return result === "invalid"
          ? reply
              .code(400)
              .send({ message: "This unsubscribe link is not valid. Reply to any of our e-mails to unsubscribe." })
          : reply.code(200).send({ message: "You have been unsubscribed." });
      },
    );
    done();
  });
}
