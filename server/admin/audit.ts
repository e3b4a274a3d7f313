import { createHash, randomUUID } from "node:crypto";
import type { AuditEntry } from "../../common/admin-api";
import type { Db } from "../db/index";
import type { Writer } from "../db/write-queue";
import { nowIso, toIso } from "../db/time";

// The audit log: who signed in, exported and erased. An erased address appears only as a hash.

export type AuditAction = "sign-in" | "sign-out" | "export" | "erase";

export const hashEmail = (email: string) =>
  `sha256:${createHash("sha256").update(email.trim().toLowerCase()).digest("hex")}`;

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
