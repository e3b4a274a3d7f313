import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config";
import type { DatabaseHandle } from "../db/index";
import type { OutboxKind, OutboxRow } from "../db/schema";
import { nowIso } from "../db/time";
import { redactEmail, redactError, redactText } from "../http/redact";
import { mintAccessLink } from "../accounts/access-links";
import { mintLinks, revokeTokens } from "../newsletter/subscriptions";
import { claimNext, failAbandoned, markFailed, markSent } from "./outbox";
import { deliverWebhook, PermanentDeliveryError, type WebhookOptions } from "../webhooks/webhooks";
import { defaultMailFrom } from "../mail/from";
import { smtpTransport, type MailTransport } from "../mail/transport";

// Sends the outbox over SMTP: polls, and wakes at once when a submission is stored. Each row is
// leased just before its send, and marked only while the lease holds. Failed sends retry with
// exponential backoff up to a bounded number of attempts; an SMTP 5xx (the server refuses for
// good: no such mailbox, policy) is not retried. Each attempt is recorded in outbox_attempts.
//
// Under a backlog (after a crash or an outage) several deliveries are in flight at once
// (`concurrency` lanes, each leasing one row, sending it and marking it), so the queue drains at
// the receivers' pace rather than one round trip after another; on SQLite the lanes' leases and
// marks share commits (db/write-queue.ts), as concurrent submissions do.

export interface OutboxWorkerOptions {
  database: DatabaseHandle;
  /** SMTP; without it, mail rows stay queued. */
  transport?: MailTransport;
  /** The sender, asked at each delivery: a publish that renames the firm renames its mail's sender. */
  from?: string | (() => string);
  /** Webhook signing and targets; without it, webhook rows stay queued. */
  webhooks?: WebhookOptions;
  /** The firm's inbox; without it notifications stay queued. */
  notifyTo?: string;
  logger: FastifyBaseLogger;
  pollIntervalMs?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  maxAttempts?: number;
  leaseMs?: number;
  batchSize?: number;
  concurrency?: number;
}

export const OUTBOX_DEFAULTS = {
  pollIntervalMs: 2_000,
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  maxAttempts: 10,
  // Longer than the transport's timeouts together, so a live send is never taken twice.
  leaseMs: 2 * 60_000,
  /** Rows one pass attempts at most; then rows abandoned by a crash are looked for again. */
  batchSize: 200,
  /** Deliveries in flight at once. */
  concurrency: 8,
} as const;

export class OutboxWorker {
  private readonly options: Required<Omit<OutboxWorkerOptions, "notifyTo" | "transport" | "from" | "webhooks">> &
    Pick<OutboxWorkerOptions, "notifyTo" | "transport" | "from" | "webhooks">;
  private running = false;
  private loop: Promise<void> | undefined;
  private wake: (() => void) | undefined;
  private nudged = false;
  private stopping = false;

  constructor(options: OutboxWorkerOptions) {
    this.options = { ...OUTBOX_DEFAULTS, ...options };
  }

  /** What this worker can deliver: mail with a transport (notifications with NOTIFY_TO too), webhooks with their options. */
  private get kinds(): OutboxKind[] {
    const { transport, notifyTo, webhooks } = this.options;
    const kinds: OutboxKind[] = [];
    if (transport)
      kinds.push(
        "subscriber",
        "ack",
        "reply",
        "digest",
        "staff-access",
        ...(notifyTo ? (["notification"] as const) : []),
      );
    if (webhooks) kinds.push("webhook");
    return kinds;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.stopping = false;
    this.loop = this.run();
  }

  /** Something was written to the outbox: look now rather than at the next poll. */
  nudge(): void {
    this.nudged = true;
    this.wake?.();
  }

  /** Finishes the sends in progress, then stops (the rest of a pass stays queued). */
  async stop(): Promise<void> {
    this.running = false;
    this.stopping = true;
    this.wake?.();
    await this.loop;
    this.loop = undefined;
  }

  private async run(): Promise<void> {
    while (this.running) {
      let sent = 0;
      try {
        sent = await this.runOnce();
      } catch (error) {
        this.options.logger.error({ err: redactError(error) }, "outbox: could not read the queue");
      }
      if (sent === 0 && this.running) await this.sleep(this.options.pollIntervalMs);
    }
  }

  private sleep(ms: number): Promise<void> {
    if (this.nudged) {
      this.nudged = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const finish = () => {
        clearTimeout(timer);
        this.wake = undefined;
        this.nudged = false;
        resolve();
      };
      const timer = setTimeout(finish, ms);
      this.wake = finish;
    });
  }

  /**
   * One pass: `concurrency` lanes each lease a due row, send it and mark it, until none is due
   * or batchSize rows were attempted. Returns how many were attempted.
   */
  async runOnce(): Promise<number> {
    const { database, batchSize, concurrency, leaseMs, maxAttempts, logger } = this.options;
    for (const row of await failAbandoned(database.db, maxAttempts)) {
      logger.error({ outboxId: row.id, kind: row.kind }, "outbox: given up, its last attempt never finished");
    }
    const kinds = this.kinds;
    if (kinds.length === 0) return 0;
    // Rows tried in this pass: a failure due again at once waits for the next pass.
    const attempted: string[] = [];
    let reserved = 0;
    const lane = async () => {
      while (reserved < batchSize && !this.stopping) {
        reserved += 1;
        const row = await database.writes.run((trx) =>
          claimNext(trx, database.dialect, { leaseMs, maxAttempts, kinds, exclude: [...attempted] }),
        );
        if (!row) {
          reserved -= 1;
          return;
        }
        attempted.push(row.id);
        await this.sendOne(row);
      }
    };
    const lanes = await Promise.allSettled(Array.from({ length: Math.max(1, concurrency) }, lane));
    // Nothing more is due now (or the worker stops): let pooled connections go.
    if (attempted.length < batchSize || this.stopping) this.options.transport?.idle?.();
    const failed = lanes.find((lane) => lane.status === "rejected");
    if (failed) throw failed.reason;
    return attempted.length;
  }

  private async sendOne(row: OutboxRow): Promise<void> {
    const { database, logger } = this.options;
    const startedAt = nowIso();
    const to = row.kind === "webhook" ? undefined : (row.to_address ?? this.options.notifyTo);
    const log = {
      outboxId: row.id,
      kind: row.kind,
      attempt: row.attempts,
      to: to ? redactEmail(to) : row.kind === "webhook" ? new URL(row.to_address!).host : undefined,
    };
    try {
      await this.deliver(row, to);
    } catch (error) {
      const message = redactText(error instanceof Error ? error.message : String(error)).slice(0, 500);
      const permanent = isPermanent(error);
      const outcome = await markFailed(database.writes, row, startedAt, message, { ...this.options, permanent });
      if (outcome === "lease lost") logger.warn(log, "outbox: send failed after the lease ran out");
      else if (outcome === "retry") logger.warn({ ...log, error: message }, "outbox: send failed, will retry");
      else if (permanent) logger.error({ ...log, error: message }, "outbox: given up, the receiver refused it");
      else logger.error({ ...log, error: message }, "outbox: given up after the last attempt");
      return;
    }
    if (await markSent(database.writes, row, startedAt)) logger.info(log, "outbox: sent");
    else logger.warn(log, "outbox: sent after the lease ran out (another worker may send it too)");
  }

  private async deliver(row: OutboxRow, to: string | undefined): Promise<void> {
    const { transport, from, webhooks, database } = this.options;
    if (row.kind === "webhook") return deliverWebhook(row, webhooks!);
    if (!to) throw new Error("no recipient: NOTIFY_TO is not set");
    const sender = (typeof from === "function" ? from() : from) ?? "localhost";
    let parts = { text: row.text_body ?? "", html: row.html_body ?? "", headers: row.headers };
    let revoke = async () => {};
    // A newsletter mail's links, and a staff member's link to set a password, get their tokens
    // now: the queued row holds placeholders only.
    if (row.kind === "subscriber") {
      const { parts: filled, hashes } = await mintLinks(database.db, row.source_id, parts);
      parts = filled;
      revoke = () => revokeTokens(database.db, hashes);
    } else if (row.kind === "staff-access") {
      ({ parts, revoke } = await mintAccessLink(database.db, row.source_id, parts));
    }
    try {
      await transport!.send({
        from: sender,
        to,
        replyTo: row.reply_to ?? undefined,
        subject: row.subject,
        text: parts.text,
        html: parts.html,
        headers: parts.headers ? (JSON.parse(parts.headers) as Record<string, string>) : undefined,
        messageId: `<${row.id}@${sender.replace(/^.*@/, "").replace(/>.*$/, "") || "localhost"}>`,
      });
    } catch (error) {
      // Refused or never sent: nobody received these tokens (a retry mints its own).
      await revoke().catch(() => undefined);
      throw error;
    }
  }
}

/**
 * An SMTP 5xx answer (the server refuses for good, and retrying only repeats the refusal), or a
 * webhook target that is refused.
 */
function isPermanent(error: unknown): boolean {
  if (error instanceof PermanentDeliveryError) return true;
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

/**
 * The worker the server runs for its configuration (main.ts; the outbox benchmark); none without
 * mail or webhooks. `siteName` is the firm's name as the live build has it (a publish changes it).
 */
export function outboxWorkerFor(
  config: Config,
  database: DatabaseHandle,
  logger: FastifyBaseLogger,
  siteName: () => string = () => config.siteName,
): OutboxWorker | undefined {
  const webhooks =
    config.WEBHOOK_URLS.length > 0 && config.WEBHOOK_SECRET
      ? { secret: config.WEBHOOK_SECRET, allowPrivate: config.WEBHOOK_ALLOW_PRIVATE }
      : undefined;
  if (!config.SMTP_URL && !webhooks) return undefined;
  return new OutboxWorker({
    database,
    transport: config.SMTP_URL ? smtpTransport(config.SMTP_URL) : undefined,
    from: () => defaultMailFrom({ ...config, siteName: siteName() }),
    notifyTo: config.NOTIFY_TO,
    webhooks,
    logger,
  });
}
