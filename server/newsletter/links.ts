// The links of newsletter mails are made when the mail is sent, not when it is queued: the
// outbox holds a placeholder where each token goes, so nothing read from the outbox (a backup,
// a support query, a queue that waits for months with mail off) opens a subscription or ends
// one. At each send the worker mints fresh tokens (subscriptions.ts, mintLinks), stores only
// their hashes, and puts them in the mail it hands to SMTP; nothing is written back.

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
