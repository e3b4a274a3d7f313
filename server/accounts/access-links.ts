import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { AccountSummary } from "../../common/admin-api";
import { ROLE_LABELS, staffName, type Role } from "../../common/roles";
import type { Db } from "../db/index";
import { isoIn, nowIso, toIso } from "../db/time";
import { enqueueMail } from "../delivery/outbox";
import { escapeHtml, page, type MailContent } from "../mail/templates";
import { PermanentDeliveryError } from "../webhooks/webhooks";
import { hashPassword } from "./passwords";
import type { Staff } from "./sessions";
import { normaliseEmail } from "./staff";

// Staff accounts managed by an owner in the inbox: an invite makes the account (no password yet)
// and mails it a one-time link to set one; "reset access" takes the password away, ends the
// account's sessions and mails a new link. The link's token is made when the mail is sent
// (mintAccessLink, from the outbox worker): the queued mail holds a placeholder, the database
// only the token's SHA-256. A link works once, for 48 hours, and a newer link replaces it.

export const ACCESS_LINK_TTL_MS = 48 * 60 * 60_000;
/** Where the set-password screen reads its token: the fragment never reaches a server or a log. */
export const ACCESS_LINK_PATH = "/admin/set-password";
const TOKEN_PLACEHOLDER = "{access-token}";

export const LINK_UNKNOWN =
  "This link does not work: its account was removed or a newer link replaced it, so ask an owner of the firm for a new one.";
export const LINK_USED =
  "This link has already been used: sign in with the password you set, or ask an owner of the firm for a new link.";
export const LINK_EXPIRED =
  "This link has expired (a link works for 48 hours): ask an owner of the firm for a new one.";

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const wellFormed = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

export interface AccessMailInput {
  siteName: string;
  linkOrigin: string;
  /** The person invited or reset, and who did it. */
  to: { email: string; displayName: string | null; role: Role };
  by: Staff;
  kind: "invite" | "reset";
}

function accessMail({ siteName, linkOrigin, to, by, kind }: AccessMailInput): MailContent {
  const url = `${linkOrigin}${ACCESS_LINK_PATH}#${TOKEN_PLACEHOLDER}`;
  const subject =
    kind === "invite" ? `You are invited to ${siteName}'s inbox` : `Set a new password for ${siteName}'s inbox`;
  const lead =
    kind === "invite"
      ? `${staffName(by)} invited you to ${siteName}'s inbox as ${ROLE_LABELS[to.role].split(":")[0]!.toLowerCase()}.`
      : `${staffName(by)} reset your access to ${siteName}'s inbox: your old password no longer works.`;
  const text = [
    `Hello ${staffName(to)},`,
    "",
    lead,
    "",
    `Set your password here (the link works once, for 48 hours): ${url}`,
    "",
    "If you did not expect this, you can ignore this e-mail.",
  ].join("\n");
  const html = page(
    subject,
    `<p>Hello ${escapeHtml(staffName(to))},</p><p>${escapeHtml(lead)}</p><p><a href="${escapeHtml(url)}">Set your password</a> (the link works once, for 48 hours).</p><p style="font-size:14px;color:#475569">If you did not expect this, you can ignore this e-mail.</p>`,
  );
  return { subject, text, html };
}

export async function listAccounts(db: Db): Promise<AccountSummary[]> {
  const rows = await db
    .selectFrom("staff_accounts")
    .select(["id", "email", "display_name", "role", "created_at", "password_hash"])
    .orderBy("email")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    displayName: row.display_name,
    role: row.role,
    createdAt: toIso(row.created_at),
    active: row.password_hash !== "",
  }));
}

/** Makes the account (no password yet) and queues its invite; "exists" when the address has one. */
export async function inviteStaff(
  db: Db,
  input: { email: string; role: Role; displayName: string | null } & Omit<AccessMailInput, "to" | "kind">,
): Promise<{ id: string } | "exists"> {
  const email = normaliseEmail(input.email);
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom("staff_accounts").select("id").where("email", "=", email).executeTakeFirst();
    if (existing) return "exists" as const;
    const id = randomUUID();
    const now = nowIso();
    await trx
      .insertInto("staff_accounts")
      .values({
        id,
        email,
        password_hash: "",
        role: input.role,
        display_name: input.displayName,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await enqueueMail(trx, {
      kind: "staff-access",
      sourceTable: "staff_accounts",
      sourceId: id,
      to: email,
      content: accessMail({
        ...input,
        to: { email, role: input.role, displayName: input.displayName },
        kind: "invite",
      }),
    });
    return { id };
  });
}

/**
 * Takes the account's password away, ends its sessions, forgets the networks it signed in from,
 * and queues a new link. False when there is no such account.
 */
export async function resetAccess(
  db: Db,
  id: string,
  mail: Omit<AccessMailInput, "to" | "kind">,
): Promise<AccountSummary | undefined> {
  return db.transaction().execute(async (trx) => {
    const account = await trx
      .selectFrom("staff_accounts")
      .select(["id", "email", "display_name", "role", "created_at"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!account) return undefined;
    await trx
      .updateTable("staff_accounts")
      .set({ password_hash: "", updated_at: nowIso() })
      .where("id", "=", id)
      .execute();
    await trx.deleteFrom("staff_sessions").where("staff_id", "=", id).execute();
    await trx.deleteFrom("staff_sign_in_addresses").where("staff_id", "=", id).execute();
    await trx.deleteFrom("staff_access_links").where("staff_id", "=", id).execute();
    const to = { email: account.email, displayName: account.display_name, role: account.role };
    await enqueueMail(trx, {
      kind: "staff-access",
      sourceTable: "staff_accounts",
      sourceId: id,
      to: account.email,
      content: accessMail({ ...mail, to, kind: "reset" }),
    });
    return {
      id,
      email: account.email,
      displayName: account.display_name,
      role: account.role,
      createdAt: toIso(account.created_at),
      active: false,
    };
  });
}

export const CANNOT_REMOVE_SELF = "You cannot remove your own account: another owner can.";
export const CANNOT_REMOVE_LAST_OWNER = "This is the firm's last owner: make another owner first.";

/** Removes the account (its sessions and links go with it), unless it is the remover's or the last owner's. */
export async function removeAccount(
  db: Db,
  id: string,
  by: Staff,
): Promise<{ removed: AccountSummary } | { refused: string } | undefined> {
  if (id === by.id) return { refused: CANNOT_REMOVE_SELF };
  return db.transaction().execute(async (trx) => {
    const account = await trx
      .selectFrom("staff_accounts")
      .select(["id", "email", "display_name", "role", "created_at", "password_hash"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!account) return undefined;
    if (account.role === "owner") {
      const owners = await trx
        .selectFrom("staff_accounts")
        .select((eb) => eb.fn.countAll<number | string | bigint>().as("n"))
        .where("role", "=", "owner")
        .where("password_hash", "!=", "")
        .executeTakeFirstOrThrow();
      const others = Number(owners.n) - (account.password_hash !== "" ? 1 : 0);
      if (others < 1) return { refused: CANNOT_REMOVE_LAST_OWNER };
    }
    await trx.deleteFrom("staff_sessions").where("staff_id", "=", id).execute();
    await trx.deleteFrom("staff_sign_in_addresses").where("staff_id", "=", id).execute();
    await trx.deleteFrom("staff_access_links").where("staff_id", "=", id).execute();
    await trx.deleteFrom("staff_accounts").where("id", "=", id).execute();
    return {
      removed: {
        id,
        email: account.email,
        displayName: account.display_name,
        role: account.role,
        createdAt: toIso(account.created_at),
        active: account.password_hash !== "",
      },
    };
  });
}

export interface MailParts {
  text: string;
  html: string;
  headers: string | null;
}

/**
 * At the send of an access mail: a fresh token for its link, replacing the account's earlier
 * links. An account removed meanwhile gets no mail (a permanent failure: nothing to retry).
 */
export async function mintAccessLink(
  db: Db,
  staffId: string,
  parts: MailParts,
): Promise<{ parts: MailParts; revoke: () => Promise<void> }> {
  const token = randomBytes(32).toString("base64url");
  const hash = hashToken(token);
  const minted = await db.transaction().execute(async (trx) => {
    const account = await trx.selectFrom("staff_accounts").select("id").where("id", "=", staffId).executeTakeFirst();
    if (!account) return false;
    await trx.deleteFrom("staff_access_links").where("staff_id", "=", staffId).execute();
    await trx
      .insertInto("staff_access_links")
      .values({ token_hash: hash, staff_id: staffId, created_at: nowIso(), expires_at: isoIn(ACCESS_LINK_TTL_MS) })
      .execute();
    return true;
  });
  if (!minted) throw new PermanentDeliveryError("the account was removed before its link was sent");
  const fill = (text: string) => text.replaceAll(TOKEN_PLACEHOLDER, token);
  return {
    parts: { text: fill(parts.text), html: fill(parts.html), headers: parts.headers },
    revoke: async () => {
      await db.deleteFrom("staff_access_links").where("token_hash", "=", hash).execute();
    },
  };
}

type LinkCheck =
  { ok: true; staffId: string; email: string; displayName: string | null } | { ok: false; message: string };

async function findLink(db: Db, token: string, now: number): Promise<LinkCheck> {
  if (!wellFormed(token)) return { ok: false, message: LINK_UNKNOWN };
  const row = await db
    .selectFrom("staff_access_links")
    .innerJoin("staff_accounts", "staff_accounts.id", "staff_access_links.staff_id")
    .select([
      "staff_access_links.staff_id",
      "staff_access_links.expires_at",
      "staff_access_links.used_at",
      "staff_accounts.email",
      "staff_accounts.display_name",
    ])
    .where("staff_access_links.token_hash", "=", hashToken(token))
    .executeTakeFirst();
  if (!row) return { ok: false, message: LINK_UNKNOWN };
  if (row.used_at !== null) return { ok: false, message: LINK_USED };
  if (Date.parse(toIso(row.expires_at)) <= now) return { ok: false, message: LINK_EXPIRED };
  return { ok: true, staffId: row.staff_id, email: row.email, displayName: row.display_name };
}

/** Who a link is for, or the one sentence saying why it does not work. Changes nothing. */
export const checkAccessLink = (db: Db, token: string, now = Date.now()) => findLink(db, token, now);

/**
 * Sets the account's password from a link: the link is used up, the account's sessions end.
 * The one sentence saying why not when the link does not work (nothing changes then).
 */
export async function useAccessLink(db: Db, token: string, password: string, now = Date.now()): Promise<LinkCheck> {
  const found = await findLink(db, token, now);
  if (!found.ok) return found;
  const hash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    // Only while the link is still unused: of two uses at once, one wins.
    const { numUpdatedRows } = await trx
      .updateTable("staff_access_links")
      .set({ used_at: new Date(now).toISOString() })
      .where("token_hash", "=", hashToken(token))
      .where("used_at", "is", null)
      .executeTakeFirst();
    if (numUpdatedRows === 0n) return { ok: false, message: LINK_USED };
    await trx
      .updateTable("staff_accounts")
      .set({ password_hash: hash, updated_at: nowIso() })
      .where("id", "=", found.staffId)
      .execute();
    await trx.deleteFrom("staff_sessions").where("staff_id", "=", found.staffId).execute();
    return found;
  });
}
