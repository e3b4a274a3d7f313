import type { Db } from "../db/index";
import { isoIn, nowIso } from "../db/time";
import { newToken } from "./tokens";

// The links of newsletter mails are made when the mail is sent, not when it is queued: the
// outbox holds a placeholder where each token goes, so nothing read from the outbox (a backup,
// a support query, a queue that waits for months with mail off) opens a subscription or ends
// one. At each send the worker mints fresh tokens, stores only their hashes, and puts them in
// the mail it hands to SMTP; nothing is written back.

export type LinkPurpose = "confirm" | "unsubscribe";

/** Where a link's token goes in a queued mail (base64url tokens never contain braces). */
export const TOKEN_PLACEHOLDER: Record<LinkPurpose, string> = {
  confirm: "{confirm-token}",
  unsubscribe: "{unsubscribe-token}",
};

/** How long a confirmation link works, counted from the send. */
export const CONFIRM_TOKEN_TTL_MS = 7 * 24 * 60 * 60_000;

export interface MailParts {
  text: string;
  html: string;
  /** JSON object of headers (List-Unsubscribe carries the one-click URL). */
  headers: string | null;
}

const PURPOSES = Object.keys(TOKEN_PLACEHOLDER) as LinkPurpose[];

/** The purposes whose placeholder a queued mail holds. */
export function placeholdersIn(parts: MailParts): LinkPurpose[] {
  const all = `${parts.text}\n${parts.html}\n${parts.headers ?? ""}`;
  return PURPOSES.filter((purpose) => all.includes(TOKEN_PLACEHOLDER[purpose]));
}

/**
 * Mints a token per placeholder of the mail for the subscriber (stored hashed; a confirm token
 * expires after CONFIRM_TOKEN_TTL_MS) and returns the mail with the links filled in, and the
 * hashes (to revoke them when the send fails). A mail without placeholders comes back as it is.
 */
export async function fillLinks(
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
