import { randomUUID } from "node:crypto";
import { NEWSLETTER_LINK_API, NEWSLETTER_PAGES, OUTCOME_PAGES } from "../../common/api";
import { newsletterForm } from "../../common/forms/subscribe";
import type { SubscribersTable } from "../db/schema";
import type { Writer } from "../db/write-queue";
import { isoIn } from "../db/time";
import { enqueueMail } from "../mail/outbox";
import { alreadySubscribedMail, confirmationMail } from "../mail/templates";
import { TOKEN_PLACEHOLDER } from "../newsletter/links";
import type { FormContext, FormDefinition, FormDeps, StoredAnswer } from "./form-route";

// Newsletter double opt-in, the subscribe form: stores a pending subscriber and mails a
// confirmation link (its pages and their POSTs: newsletter-links.ts). Tokens are random,
// single-purpose, stored hashed, and made when the mail is sent: the queued mail holds none.
//
// What subscribe answers never depends on who is subscribed, and mail to an address nobody has
// confirmed carries nothing the visitor typed: the form must not become a way to send a
// stranger's words, or to learn who reads our newsletter.

/** Subscribe's one answer, for a new, pending or confirmed address alike. */
export const SUBSCRIBE_MESSAGE =
  "Thank you for subscribing! Please check your inbox and confirm your subscription with the link we sent.";

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
 * The links of a newsletter mail: pages for people, and the one-click URL for mail providers.
 * The tokens are placeholders, filled in when the mail is sent (newsletter/links.ts).
 */
function unsubscribeLinks(deps: FormDeps) {
  const token = TOKEN_PLACEHOLDER.unsubscribe;
  return {
    unsubscribeUrl: `${deps.linkOrigin}${NEWSLETTER_PAGES.unsubscribe}?token=${token}`,
    oneClickUrl: `${deps.linkOrigin}${NEWSLETTER_LINK_API.unsubscribe}?token=${token}`,
  };
}

/** Queues the mail a clean subscribe deserves, unless a cap says no. True when one was queued. */
async function queueMail(trx: Writer, context: FormContext, subscriber: Subscriber): Promise<boolean> {
  const { deps, now, log } = context;
  const cap = await capReached(trx, subscriber.id);
  if (cap) {
    log[cap.startsWith("site") ? "warn" : "info"]({ cap }, "newsletter: mail not sent, cap reached");
    return false;
  }
  const siteName = deps.config.siteName;
  const links = unsubscribeLinks(deps);
  const content =
    subscriber.status === "confirmed"
      ? alreadySubscribedMail({ siteName, ...links })
      : confirmationMail({
          siteName,
          confirmUrl: `${deps.linkOrigin}${NEWSLETTER_PAGES.confirm}?token=${TOKEN_PLACEHOLDER.confirm}`,
          ...links,
        });
  await enqueueMail(trx, {
    kind: "subscriber",
    sourceTable: "subscribers",
    sourceId: subscriber.id,
    to: subscriber.email,
    content,
  });
  await trx.updateTable("subscribers").set({ confirmation_sent_at: now }).where("id", "=", subscriber.id).execute();
  return true;
}

export const subscribeForm: FormDefinition = {
  form: newsletterForm,
  async store(trx, values, context): Promise<StoredAnswer> {
    const { spam, now } = context;
    const data = { name: values.name ?? "", email: values.email ?? "" };
    const email = data.email.toLowerCase();
    const existing = await trx.selectFrom("subscribers").selectAll().where("email", "=", email).executeTakeFirst();
    // The same answer whatever the address's state: nobody learns who is subscribed.
    const answer = (id: string, queuedMail: boolean): StoredAnswer => ({
      id,
      status: 201,
      body: { message: SUBSCRIBE_MESSAGE },
      page: OUTCOME_PAGES.subscribeCheckInbox,
      queuedMail,
    });

    if (spam) {
      // Kept for the firm to see, never mailed; a real subscriber's row is left as it is.
      if (existing) return answer(existing.id, false);
      const id = randomUUID();
      await trx
        .insertInto("subscribers")
        .values({ id, name: data.name, email, status: "pending", spam: 1, created_at: now, updated_at: now })
        .execute();
      return answer(id, false);
    }

    if (!existing) {
      const id = randomUUID();
      await trx
        .insertInto("subscribers")
        .values({ id, name: data.name, email, status: "pending", spam: 0, created_at: now, updated_at: now })
        .execute();
      return answer(id, await queueMail(trx, context, { id, email, status: "pending" }));
    }

    if (existing.status === "unsubscribed" || existing.spam === 1) {
      // Back after unsubscribing, or a clean post after a honeypot hit (a password manager that
      // filled the hidden field): treated as new, never locked out.
      await trx
        .updateTable("subscribers")
        .set({ name: data.name, status: "pending", spam: 0, updated_at: now, unsubscribed_at: null })
        .where("id", "=", existing.id)
        .execute();
      return answer(existing.id, await queueMail(trx, context, { id: existing.id, email, status: "pending" }));
    }

    // Pending: a new confirmation link (the first mail may be lost); confirmed: a note that says
    // so, with a way out. Both within the caps.
    return answer(existing.id, await queueMail(trx, context, existing));
  },
};
