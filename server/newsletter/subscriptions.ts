import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { NEWSLETTER_LINK_API, NEWSLETTER_PAGES } from "../../common/api";
import type { attributionColumns } from "../../common/forms/attribution";
import type { Db } from "../db/index";
import type { SubscribersTable } from "../db/schema";
import { isoIn, nowIso, toIso } from "../db/time";
import type { Writer } from "../db/write-queue";
import { enqueueMail } from "../delivery/outbox";
import { alreadySubscribedMail, confirmationMail } from "../mail/templates";
import { CONFIRM_TOKEN_TTL_MS, placeholdersIn, TOKEN_PLACEHOLDER, type MailParts } from "./links";
import { hashToken, isWellFormedToken, newToken } from "./tokens";

// Every change the newsletter makes to the database, in one place: subscribe (a pending row and
// its confirmation mail, within caps), confirm, unsubscribe, and the tokens minted when a mail
// is sent. Double opt-in (decision 008): opening a link changes nothing, a confirmation link
// never brings back someone who unsubscribed, and unsubscribing revokes outstanding links.
//
// What subscribe does never shows who is subscribed, and mail to an address nobody has
// confirmed carries nothing the visitor typed.

/** Caps on the mails subscribe sends, whoever asks. */
export const NEWSLETTER_MAIL_CAPS = {
  /** One address gets a new mail at most this often… */
  perAddressEveryMs: 10 * 60_000,
  /** …and at most this many a day. */
  perAddressPerDay: 3,
  /** All addresses together, per hour: a flood of sign-ups cannot turn us into a mail cannon. */
  sitePerHour: 200,
} as const;

const DAY_MS = 24 * 60 * 60_000;
const HOUR_MS = 60 * 60_000;

type Subscriber = Pick<SubscribersTable, "id" | "email" | "status">;

/** What a subscribe needs besides the database: where links point, and the firm's name. */
export interface SubscribeContext {
  linkOrigin: string;
  siteName: string;
  now: string;
  log: FastifyBaseLogger;
}

/** Why a mail was not sent; undefined when it may go. */
async function capReached(trx: Writer, subscriberId: string): Promise<string | undefined> {
  const count = async (since: string, subscriber?: string) => {
    let query = trx
      .selectFrom("outbox")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("kind", "=", "subscriber")
      .where("created_at", ">", since);
    if (subscriber) query = query.where("source_table", "=", "subscribers").where("source_id", "=", subscriber);
    return Number((await query.executeTakeFirstOrThrow()).n);
  };
  if ((await count(isoIn(-NEWSLETTER_MAIL_CAPS.perAddressEveryMs), subscriberId)) > 0) return "address, minutes";
  if ((await count(isoIn(-DAY_MS), subscriberId)) >= NEWSLETTER_MAIL_CAPS.perAddressPerDay) return "address, day";
  if ((await count(isoIn(-HOUR_MS))) >= NEWSLETTER_MAIL_CAPS.sitePerHour) return "site, hour";
  return undefined;
}

/**
 * Queues the mail a clean subscribe deserves, unless a cap says no. The links hold placeholders,
 * filled in with fresh tokens when the mail is sent (mintLinks). True when a mail was queued.
 */
async function queueMail(trx: Writer, context: SubscribeContext, subscriber: Subscriber): Promise<boolean> {
  const cap = await capReached(trx, subscriber.id);
  if (cap) {
    context.log[cap.startsWith("site") ? "warn" : "info"]({ cap }, "newsletter: mail not sent, cap reached");
    return false;
  }
  const { linkOrigin, siteName } = context;
  const links = {
    unsubscribeUrl: `${linkOrigin}${NEWSLETTER_PAGES.unsubscribe}?token=${TOKEN_PLACEHOLDER.unsubscribe}`,
    oneClickUrl: `${linkOrigin}${NEWSLETTER_LINK_API.unsubscribe}?token=${TOKEN_PLACEHOLDER.unsubscribe}`,
  };
  const content =
    subscriber.status === "confirmed"
      ? alreadySubscribedMail({ siteName, ...links })
      : confirmationMail({
          siteName,
          confirmUrl: `${linkOrigin}${NEWSLETTER_PAGES.confirm}?token=${TOKEN_PLACEHOLDER.confirm}`,
          ...links,
        });
  await enqueueMail(trx, {
    kind: "subscriber",
    sourceTable: "subscribers",
    sourceId: subscriber.id,
    to: subscriber.email,
    content,
  });
  await trx
    .updateTable("subscribers")
    .set({ confirmation_sent_at: context.now })
    .where("id", "=", subscriber.id)
    .execute();
  return true;
}

/**
 * Subscribes an address (inside the form's transaction): a new pending row, or the existing one
 * brought back, with a confirmation mail within the caps. A honeypot hit is kept for the firm to
 * see and never mailed; a real subscriber's row is left as it is.
 */
export async function subscribe(
  trx: Writer,
  input: {
    name: string;
    email: string;
    spam: boolean;
    /** The visit a new (or renewed) subscription came from: its attribution columns. */
    visit: ReturnType<typeof attributionColumns>;
  },
  context: SubscribeContext,
): Promise<{ id: string; queuedMail: boolean }> {
  const { now } = context;
  const email = input.email.toLowerCase();
  const existing = await trx.selectFrom("subscribers").selectAll().where("email", "=", email).executeTakeFirst();
  const insert = async (spam: 0 | 1) => {
    const id = randomUUID();
    await trx
      .insertInto("subscribers")
      .values({
        id,
        name: input.name,
        email,
        status: "pending",
        spam,
        created_at: now,
        updated_at: now,
        ...input.visit,
      })
      .execute();
    return id;
  };

  if (input.spam) return { id: existing?.id ?? (await insert(1)), queuedMail: false };

  if (!existing) {
    const id = await insert(0);
    return { id, queuedMail: await queueMail(trx, context, { id, email, status: "pending" }) };
  }

  if (existing.status === "unsubscribed" || existing.spam === 1) {
    // Back after unsubscribing, or a clean post after a honeypot hit (a password manager that
    // filled the hidden field): treated as new, never locked out.
    await trx
      .updateTable("subscribers")
      .set({ name: input.name, status: "pending", spam: 0, updated_at: now, unsubscribed_at: null, ...input.visit })
      .where("id", "=", existing.id)
      .execute();
    return {
      id: existing.id,
      queuedMail: await queueMail(trx, context, { id: existing.id, email, status: "pending" }),
    };
  }

  // Pending: a new confirmation link (the first mail may be lost); confirmed: a note that says
  // so, with a way out. Both within the caps.
  return { id: existing.id, queuedMail: await queueMail(trx, context, existing) };
}

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

/**
 * At send: mints a token per placeholder of the mail for the subscriber (stored hashed; a
 * confirm token expires after CONFIRM_TOKEN_TTL_MS) and returns the mail with the links filled
 * in, and the hashes (to revoke them when the send fails). A mail without placeholders comes
 * back as it is.
 */
export async function mintLinks(
  db: Db,
  subscriberId: string,
  parts: MailParts,
): Promise<{ parts: MailParts; hashes: string[] }> {
  const purposes = placeholdersIn(parts);
  if (purposes.length === 0) return { parts, hashes: [] };
  const now = nowIso();
  const minted = purposes.map((purpose) => ({ purpose, ...newToken() }));
  await db
    .insertInto("subscriber_tokens")
    .values(
      minted.map(({ purpose, hash }) => ({
        token_hash: hash,
        subscriber_id: subscriberId,
        purpose,
        created_at: now,
        expires_at: purpose === "confirm" ? isoIn(CONFIRM_TOKEN_TTL_MS) : null,
      })),
    )
    .execute();
  const fill = (text: string) =>
    minted.reduce((result, { purpose, token }) => result.replaceAll(TOKEN_PLACEHOLDER[purpose], token), text);
  return {
    parts: { text: fill(parts.text), html: fill(parts.html), headers: parts.headers && fill(parts.headers) },
    hashes: minted.map(({ hash }) => hash),
  };
}

/** Tokens of a mail that never left: nobody has them, so they go. */
export async function revokeTokens(db: Db, hashes: readonly string[]): Promise<void> {
  if (hashes.length === 0) return;
  await db.deleteFrom("subscriber_tokens").where("token_hash", "in", hashes).execute();
}
