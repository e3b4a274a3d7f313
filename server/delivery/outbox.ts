import { randomUUID } from "node:crypto";
import type { Db, Dialect } from "../db/index";
import type { OutboxKind, OutboxRow } from "../db/schema";
import type { WriteRunner, Writer } from "../db/write-queue";
import { isoIn, nowIso } from "../db/time";
import type { MailContent } from "../mail/templates";

// The outbox: mail and webhook deliveries written in the same transaction as the submission
// they are about, sent later by the worker (delivery/worker.ts). Claims use FOR UPDATE SKIP LOCKED on
// PostgreSQL, so several instances (and the lanes of one) never take the same row; SQLite runs
// the claim as one atomic UPDATE … RETURNING. Claims and marks go through the database's write
// runner: on SQLite, those of concurrent lanes share a commit.

export interface EnqueueInput {
  kind: OutboxKind;
  sourceTable: string;
  sourceId: string;
  /** Omitted for notifications: the firm's inbox (NOTIFY_TO) is resolved when sending. */
  to?: string;
  replyTo?: string;
  content: MailContent;
}

/** Queues a mail. */
export async function enqueueMail(trx: Writer | Db, input: EnqueueInput): Promise<string> {
  const { content } = input;
  return insertRow(trx, {
    ...input,
    subject: content.subject,
    textBody: content.text,
    htmlBody: content.html,
    headers: content.headers,
  });
}

/** Queues a webhook delivery: `to` is the URL, `body` the JSON; the row's id is its webhook-id. */
export async function enqueue(
  trx: Writer | Db,
  input: { kind: "webhook"; sourceTable: string; sourceId: string; to: string; subject: string; body: string },
): Promise<string> {
  return insertRow(trx, { ...input, textBody: input.body });
}

async function insertRow(
  trx: Writer | Db,
  input: {
    kind: OutboxKind;
    sourceTable: string;
    sourceId: string;
    to?: string;
    replyTo?: string;
    subject: string;
    textBody: string;
    htmlBody?: string;
    headers?: Record<string, string>;
  },
): Promise<string> {
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
      subject: input.subject,
      text_body: input.textBody,
      html_body: input.htmlBody ?? null,
      headers: input.headers ? JSON.stringify(input.headers) : null,
      status: "pending",
      attempts: 0,
      next_attempt_at: now,
      created_at: now,
    })
    .execute();
  return id;
}

export interface ClaimOptions {
  leaseMs: number;
  maxAttempts: number;
  /** Kinds this worker may send (notifications need NOTIFY_TO). */
  kinds: readonly OutboxKind[];
  /** Rows already tried in this pass: a failure due again at once waits for the next pass. */
  exclude?: readonly string[];
}

/**
 * Leases the next due row (pending and due, or sending with an expired lease) under a new lease
 * id, just before it is sent: a lease covers one send, never a batch waiting behind a slow one.
 */
export async function claimNext(db: Db, dialect: Dialect, options: ClaimOptions): Promise<OutboxRow | undefined> {
  if (options.kinds.length === 0) return undefined;
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
    .limit(1);
  if (options.exclude?.length) due = due.where("id", "not in", options.exclude);
  if (dialect === "postgres") due = due.forUpdate().skipLocked();
  return db
    .updateTable("outbox")
    .set((eb) => ({
      status: "sending",
      attempts: eb("attempts", "+", 1),
      locked_until: isoIn(options.leaseMs),
      lease_id: randomUUID(),
    }))
    .where("id", "in", due)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Rows whose last attempt never finished (the process died while sending it) and that have no
 * attempt left: marked failed, so none stays "sending" for ever. Returns them for the log.
 */
export async function failAbandoned(db: Db, maxAttempts: number): Promise<Pick<OutboxRow, "id" | "kind">[]> {
  return db
    .updateTable("outbox")
    .set({ status: "failed", locked_until: null, lease_id: null, last_error: "the last attempt never finished" })
    .where("status", "=", "sending")
    .where("locked_until", "<", nowIso())
    .where("attempts", ">=", maxAttempts)
    .returning(["id", "kind"])
    .execute();
}

async function recordAttempt(
  trx: Writer | Db,
  row: OutboxRow,
  { startedAt, outcome, error }: { startedAt: string; outcome: "sent" | "error"; error: string | null },
) {
  await trx
    .insertInto("outbox_attempts")
    .values({
      id: randomUUID(),
      outbox_id: row.id,
      attempt: row.attempts,
      started_at: startedAt,
      finished_at: nowIso(),
      outcome,
      error,
    })
    .execute();
}

/**
 * A sent row: the bodies are cleared (the submission tables keep the data), the attempt recorded.
 * False when the lease was lost meanwhile (another worker has the row): its state is left alone.
 */
export async function markSent(writes: WriteRunner, row: OutboxRow, startedAt: string): Promise<boolean> {
  return writes.run(async (trx) => {
    const result = await trx
      .updateTable("outbox")
      .set({
        status: "sent",
        sent_at: nowIso(),
        locked_until: null,
        lease_id: null,
        last_error: null,
        text_body: null,
        html_body: null,
      })
      .where("id", "=", row.id)
      .where("lease_id", "=", row.lease_id)
      .executeTakeFirst();
    await recordAttempt(trx, row, { startedAt, outcome: "sent", error: null });
    return Number(result.numUpdatedRows) === 1;
  });
}

export interface FailureOptions {
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** The server refused for good (an SMTP 5xx): no retry. */
  permanent: boolean;
}

/**
 * A failed attempt: retried after an exponential delay, or given up (after the last attempt, or
 * at once when permanent). "lease lost" when another worker has the row meanwhile.
 */
export async function markFailed(
  writes: WriteRunner,
  row: OutboxRow,
  startedAt: string,
  error: string,
  { maxAttempts, baseDelayMs, maxDelayMs, permanent }: FailureOptions,
): Promise<"retry" | "failed" | "lease lost"> {
  const giveUp = permanent || row.attempts >= maxAttempts;
  const delay = Math.min(baseDelayMs * 2 ** (row.attempts - 1), maxDelayMs);
  return writes.run(async (trx) => {
    const result = await trx
      .updateTable("outbox")
      .set({
        status: giveUp ? "failed" : "pending",
        next_attempt_at: giveUp ? nowIso() : isoIn(delay),
        locked_until: null,
        lease_id: null,
        last_error: error,
      })
      .where("id", "=", row.id)
      .where("lease_id", "=", row.lease_id)
      .executeTakeFirst();
    await recordAttempt(trx, row, { startedAt, outcome: "error", error });
    if (Number(result.numUpdatedRows) !== 1) return "lease lost";
    return giveUp ? "failed" : "retry";
  });
}
