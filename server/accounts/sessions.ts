import { createHash, randomBytes } from "node:crypto";
import type { CookieSerializeOptions } from "@fastify/cookie";
import type { Role } from "../../common/roles";
import type { Db } from "../db/index";
import { isoIn, nowIso, toIso } from "../db/time";

// Staff sessions: a random id in the cookie, its SHA-256 in the database (sessions live in
// the database so several instances share them), with an idle and an absolute expiry.

export const SESSION_IDLE_MS = 2 * 60 * 60_000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;
/** last_seen_at is written at most this often (one write a minute, not one a request). */
const TOUCH_EVERY_MS = 60_000;

export const hashSessionId = (id: string) => createHash("sha256").update(id).digest("hex");

export interface Staff {
  id: string;
  email: string;
  role: Role;
  displayName: string | null;
}

/**
 * A new session for the account; any session id the browser had is dropped first. With
 * `passwordHash` (the hash a sign-in verified), only while it is still the account's: undefined
 * when a password reset committed since.
 */
export async function createSession(
  db: Db,
  staffId: string,
  { previousId, passwordHash }: { previousId?: string; passwordHash?: string } = {},
): Promise<string | undefined> {
  const id = randomBytes(32).toString("base64url");
  const now = nowIso();
  return db.transaction().execute(async (trx) => {
    if (passwordHash !== undefined) {
      // A write that changes nothing, first: it holds the account's row (PostgreSQL) or the
      // database (SQLite) until the session is in, so a reset either committed before (no row
      // matches) or comes after and deletes this session.
      const { numUpdatedRows } = await trx
        .updateTable("staff_accounts")
        .set({ password_hash: passwordHash })
        .where("id", "=", staffId)
        .where("password_hash", "=", passwordHash)
        .executeTakeFirst();
      if (numUpdatedRows === 0n) return undefined;
    }
    if (previousId) await trx.deleteFrom("staff_sessions").where("id_hash", "=", hashSessionId(previousId)).execute();
    // Expired sessions of this account go too.
    await trx.deleteFrom("staff_sessions").where("staff_id", "=", staffId).where("expires_at", "<", now).execute();
    await trx
      .insertInto("staff_sessions")
      .values({
        id_hash: hashSessionId(id),
        staff_id: staffId,
        created_at: now,
        last_seen_at: now,
        expires_at: isoIn(SESSION_ABSOLUTE_MS),
      })
      .execute();
    return id;
  });
}

/** The staff member of a live session, or undefined (unknown, idle too long, or past its absolute expiry). */
export async function readSession(db: Db, id: string, now = Date.now()): Promise<Staff | undefined> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(id)) return undefined;
  const idHash = hashSessionId(id);
  const row = await db
    .selectFrom("staff_sessions")
    .innerJoin("staff_accounts", "staff_accounts.id", "staff_sessions.staff_id")
    .select([
      "staff_accounts.id",
      "staff_accounts.email",
      "staff_accounts.role",
      "staff_accounts.display_name",
      "staff_sessions.last_seen_at",
      "staff_sessions.expires_at",
    ])
    .where("staff_sessions.id_hash", "=", idHash)
    .executeTakeFirst();
  if (!row) return undefined;
  const lastSeen = Date.parse(toIso(row.last_seen_at));
  if (Date.parse(toIso(row.expires_at)) <= now || lastSeen + SESSION_IDLE_MS <= now) {
    await db.deleteFrom("staff_sessions").where("id_hash", "=", idHash).execute();
    return undefined;
  }
  if (now - lastSeen > TOUCH_EVERY_MS) {
    await db
      .updateTable("staff_sessions")
      .set({ last_seen_at: new Date(now).toISOString() })
      .where("id_hash", "=", idHash)
      .execute();
  }
  return { id: row.id, email: row.email, role: row.role, displayName: row.display_name };
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.deleteFrom("staff_sessions").where("id_hash", "=", hashSessionId(id)).execute();
}

/** The cookie's name and attributes (for @fastify/cookie): __Host- and Secure when the public origin is https. */
export function sessionCookie(publicOrigin: string | undefined) {
  const secure = publicOrigin?.startsWith("https:") ?? false;
  return {
    name: secure ? "__Host-inbox_session" : "inbox_session",
    options: {
      path: "/",
      httpOnly: true,
      sameSite: "strict",
      secure,
      maxAge: SESSION_ABSOLUTE_MS / 1000,
    } satisfies CookieSerializeOptions,
  };
}
