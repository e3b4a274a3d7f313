import { randomUUID } from "node:crypto";
import type { AuditEntry } from "../../common/admin-api";
import type { Db } from "../db/index";
import type { Writer } from "../db/write-queue";
import { nowIso, toIso } from "../db/time";
import { keyedHash } from "../system/server-keys";

// The audit log: every staff action (decision 011): sign-ins and failed ones, reading a
// lead, status and note changes, exports, erasure previews and erasures, and what the staff
// commands did. An erased or previewed address appears only as a keyed hash (server-keys.ts).

export type AuditAction =
  | "sign-in"
  | "sign-in-failed"
  | "sign-out"
  | "read-lead"
  | "status"
  | "note"
  | "resend"
  | "export-start"
  | "answered"
  | "reply"
  | "template-add"
  | "template-edit"
  | "template-delete"
  | "assign"
  | "inbox-settings"
  | "digest-setting"
  | "export"
  | "erasure-preview"
  | "erase"
  | "staff-add"
  | "staff-list"
  | "staff-remove"
  | "staff-reset-password"
  | "site-edit"
  | "site-publish"
  | "site-publish-failed"
  | "site-rollback"
  | "forbidden"
  | "account-invite"
  | "account-remove"
  | "account-reset-access"
  | "account-access-link-used"
  | "account-access-link-refused"
  | "password-change"
  | "password-change-failed";

/** An address as the audit log keeps it: HMAC-SHA256 under the server's audit key. */
export const hashEmail = (db: Db, email: string) => keyedHash(db, "audit", email.trim().toLowerCase());

export async function audit(
  db: Db | Writer,
  entry: { actor: string | null; action: AuditAction; detail?: Record<string, unknown> },
): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      id: randomUUID(),
      at: nowIso(),
      actor: entry.actor,
      action: entry.action,
      detail: entry.detail ? JSON.stringify(entry.detail) : null,
    })
    .execute();
}

/** Newest first, 50 a page, keyset on (at, id). */
export async function readAudit(db: Db, before?: { at: string; id: string }, limit = 50) {
  let query = db
    .selectFrom("audit_log")
    .selectAll()
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .limit(limit + 1);
  if (before) query = query.where((eb) => eb(eb.refTuple("at", "id"), "<", eb.tuple(before.at, before.id)));
  const rows = await query.execute();
  const entries: AuditEntry[] = rows.slice(0, limit).map((row) => ({
    id: row.id,
    at: toIso(row.at),
    actor: row.actor,
    action: row.action,
    detail: row.detail ? (JSON.parse(row.detail) as Record<string, unknown>) : null,
  }));
  const last = entries.at(-1);
  return { entries, next: rows.length > limit && last ? { at: last.at, id: last.id } : undefined };
}
