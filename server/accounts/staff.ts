import { staffName as nameOfStaff } from "../../common/roles";
import { randomUUID } from "node:crypto";
import type { Role } from "../../common/roles";
import type { Db } from "../db/index";
import { nowIso, toIso } from "../db/time";
import { HashQueueFull, hashPassword, needsRehash } from "./passwords";

// Staff accounts as the staff command makes, lists, removes and resets them (the first owner and
// recovery; an owner manages the others in the inbox: access-links.ts). No sign-up.

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]+$/;
export const isEmail = (email: string) => email.length <= 254 && EMAIL.test(email);

export async function addStaff(
  db: Db,
  email: string,
  password: string,
  role: Role = "owner",
): Promise<"added" | "exists"> {
  const address = normaliseEmail(email);
  const existing = await db.selectFrom("staff_accounts").select("id").where("email", "=", address).executeTakeFirst();
  if (existing) return "exists";
  const now = nowIso();
  await db
    .insertInto("staff_accounts")
    .values({
      id: randomUUID(),
      email: address,
      password_hash: await hashPassword(password),
      role,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return "added";
}

export async function listStaff(db: Db) {
  const rows = await db.selectFrom("staff_accounts").select(["email", "role", "created_at"]).orderBy("email").execute();
  return rows.map((row) => ({ email: row.email, role: row.role, createdAt: toIso(row.created_at) }));
}

/** Removes the account; its sessions go with it (foreign key cascade). */
export async function removeStaff(db: Db, email: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const account = await trx
      .selectFrom("staff_accounts")
      .select("id")
      .where("email", "=", normaliseEmail(email))
      .executeTakeFirst();
    if (!account) return false;
    await trx.deleteFrom("staff_sessions").where("staff_id", "=", account.id).execute();
    await trx.deleteFrom("staff_accounts").where("id", "=", account.id).execute();
    return true;
  });
}

/**
 * A new password ends every session of the account and forgets the networks it signed in from
 * (they no longer pass the sign-in limits as known).
 */
export async function resetStaffPassword(db: Db, email: string, password: string): Promise<boolean> {
  const hash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const account = await trx
      .selectFrom("staff_accounts")
      .select("id")
      .where("email", "=", normaliseEmail(email))
      .executeTakeFirst();
    if (!account) return false;
    await trx
      .updateTable("staff_accounts")
      .set({ password_hash: hash, updated_at: nowIso() })
      .where("id", "=", account.id)
      .execute();
    await trx.deleteFrom("staff_sessions").where("staff_id", "=", account.id).execute();
    await trx.deleteFrom("staff_sign_in_addresses").where("staff_id", "=", account.id).execute();
    return true;
  });
}

/**
 * After a successful sign-in: a hash made at a lower cost than today's is replaced by one at
 * today's cost (the password is known only now). Only if nobody changed it meanwhile; not
 * while the hashing queue is full (the next sign-in does it). Returns the hash stored for the
 * verified password: the new one, or the one verified.
 */
export async function upgradePasswordHash(
  db: Db,
  account: { id: string; password_hash: string },
  password: string,
): Promise<string> {
  if (!needsRehash(account.password_hash)) return account.password_hash;
  let hash: string;
  try {
    hash = await hashPassword(password);
  } catch (error) {
    if (error instanceof HashQueueFull) return account.password_hash;
    throw error;
  }
  const { numUpdatedRows } = await db
    .updateTable("staff_accounts")
    .set({ password_hash: hash, updated_at: nowIso() })
    .where("id", "=", account.id)
    .where("password_hash", "=", account.password_hash)
    .executeTakeFirst();
  return numUpdatedRows > 0n ? hash : account.password_hash;
}

/**
 * The name the inbox shows for a staff member (assignee, timeline, replies' {staffName}, the
 * digest): their display name, or their e-mail (common/roles.ts).
 */
export function staffName(account: { email: string; display_name?: string | null }): string {
  return nameOfStaff({ email: account.email, displayName: account.display_name });
}

/** Every staff account as the inbox names them, by name. */
export async function listStaffMembers(db: Db) {
  const rows = await db.selectFrom("staff_accounts").select(["id", "email", "display_name"]).orderBy("email").execute();
  return rows.map((row) => ({ id: row.id, email: row.email, name: staffName(row) }));
}
