import { randomUUID } from "node:crypto";
import type { Db, Dialect } from "../db/index";
import type { OutboxKind, OutboxRow } from "../db/schema";
import type { Writer } from "../db/write-queue";
import { isoIn, nowIso } from "../db/time";
import type { MailContent } from "./templates";

// The outbox: mail written in the same transaction as the submission it is about, sent later
// by the worker (mail/worker.ts). Claims use FOR UPDATE SKIP LOCKED on PostgreSQL, so several
// instances never take the same row; SQLite runs the claim as one atomic UPDATE … RETURNING.

export interface EnqueueInput {
  kind: OutboxKind;
  sourceTable: string;
  sourceId: string;
  /** Omitted for notifications: the firm's inbox (NOTIFY_TO) is resolved when sending. */
  to?: string;
  replyTo?: string;
  content: MailContent;
}

export async function enqueueMail(trx: Writer | Db, input: EnqueueInput): Promise<string> {
  const id = randomUUID();
  const now = nowIso();
  await trx
    .insertInto("outbox")
    .values({
      id,
      kind: input.kind,
      source_table: input.sourceTable,
      source_id: input.sourceId,
      to_address: input.to ?? null,
      reply_to: input.replyTo ?? null,
      subject: input.content.subject,
      text_body: input.content.text,
      html_body: input.content.html,
      headers: input.content.headers ? JSON.stringify(input.content.headers) : null,
      status: "pending",
      attempts: 0,
      next_attempt_at: now,
      created_at: now,
    })
    .execute();
  return id;
}

export interface ClaimOptions {
  limit: number;
  leaseMs: number;
  maxAttempts: number;
  /** Kinds this worker may send (notifications need NOTIFY_TO). */
  kinds: readonly OutboxKind[];
}

/** Takes due rows (pending and due, or sending with an expired lease) and leases them. */
export async function claimDue(db: Db, dialect: Dialect, options: ClaimOptions): Promise<OutboxRow[]> {
  if (options.kinds.length === 0) return [];
  const now = nowIso();
  let due = db
    .selectFrom("outbox")
    .select("id")
    .where("kind", "in", options.kinds)
    .where("attempts", "<", options.maxAttempts)
    .where((eb) =>
      eb.or([
        eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", now)]),
        eb.and([eb("status", "=", "sending"), eb("locked_until", "<", now)]),
      ]),
    )
    .orderBy("next_attempt_at")
    .limit(options.limit);
  if (dialect === "postgres") due = due.forUpdate().skipLocked();
  return db
    .updateTable("outbox")
    .set((eb) => ({
      status: "sending",
      attempts: eb("attempts", "+", 1),
      locked_until: isoIn(options.leaseMs),
    }))
    .where("id", "in", due)
    .returningAll()
    .execute();
}

/** A sent row: the bodies are cleared (the submission tables keep the data), the attempt recorded. */
export async function markSent(db: Db, row: OutboxRow, startedAt: string): Promise<void> {
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("outbox")
      .set({ status: "sent", sent_at: now, locked_until: null, last_error: null, text_body: null, html_body: null })
      .where("id", "=", row.id)
      .execute();
    await trx
      .insertInto("outbox_attempts")
      .values({
        id: randomUUID(),
        outbox_id: row.id,
        attempt: row.attempts,
        started_at: startedAt,
        finished_at: now,
        outcome: "sent",
        error: null,
      })
      .execute();
  });
}

/** A failed attempt: retried after an exponential delay, or given up after the last attempt. */
export async function markFailed(
  db: Db,
  row: OutboxRow,
  startedAt: string,
  error: string,
  { maxAttempts, baseDelayMs, maxDelayMs }: { maxAttempts: number; baseDelayMs: number; maxDelayMs: number },
): Promise<"retry" | "failed"> {
  const now = nowIso();
  const giveUp = row.attempts >= maxAttempts;
  const delay = Math.min(baseDelayMs * 2 ** (row.attempts - 1), maxDelayMs);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("outbox")
      .set({
        status: giveUp ? "failed" : "pending",
        next_attempt_at: giveUp ? now : isoIn(delay),
        locked_until: null,
        last_error: error,
      })
      .where("id", "=", row.id)
      .execute();
    await trx
      .insertInto("outbox_attempts")
      .values({
        id: randomUUID(),
        outbox_id: row.id,
        attempt: row.attempts,
        started_at: startedAt,
        finished_at: now,
        outcome: "error",
        error,
      })
      .execute();
  });
  return giveUp ? "failed" : "retry";
}
