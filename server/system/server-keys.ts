import { createHmac, randomBytes } from "node:crypto";
import type { Db } from "../db/index";
import { nowIso } from "../db/time";

// Keys the server makes for itself: 32 random bytes per name, created on first use in the
// server_keys table (migration 005) and shared by every instance and the operator commands.
// Used for keyed hashes (HMAC-SHA256) of what must be matched without being kept: an erased
// address in the audit log, the networks staff signed in from. Someone who reads the audit log
// (in the inbox, or an export of it) cannot confirm a guessed address without the key; the key
// is not shown anywhere. Rotating it (deleting its row) makes the old hashes unmatchable.

export type KeyName = "audit" | "sign-in";

const cache = new WeakMap<Db, Map<KeyName, Promise<Buffer>>>();

async function loadKey(db: Db, name: KeyName): Promise<Buffer> {
  await db
    .insertInto("server_keys")
    .values({ name, value: randomBytes(32).toString("base64url"), created_at: nowIso() })
    .onConflict((conflict) => conflict.column("name").doNothing())
    .execute();
  const row = await db.selectFrom("server_keys").select("value").where("name", "=", name).executeTakeFirstOrThrow();
  return Buffer.from(row.value, "base64url");
}

/** The key of that name (made on first use; read once per database handle). */
export function serverKey(db: Db, name: KeyName): Promise<Buffer> {
  let keys = cache.get(db);
  if (!keys) cache.set(db, (keys = new Map<KeyName, Promise<Buffer>>()));
  let key = keys.get(name);
  if (!key) {
    key = loadKey(db, name);
    keys.set(name, key);
    key.catch(() => keys.delete(name));
  }
  return key;
}

/** HMAC-SHA256 of the text under the named key, as `hmac:` + hex. */
export async function keyedHash(db: Db, name: KeyName, text: string): Promise<string> {
  return `hmac:${createHmac("sha256", await serverKey(db, name))
    .update(text)
    .digest("hex")}`;
}
