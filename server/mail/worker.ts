import type { FastifyBaseLogger } from "fastify";
import type { DatabaseHandle } from "../db/index";
import type { OutboxKind, OutboxRow } from "../db/schema";
import { nowIso } from "../db/time";
import { redactEmail, redactError, redactText } from "../http/redact";
import { claimDue, markFailed, markSent } from "./outbox";
import type { MailTransport } from "./transport";

// Sends the outbox over SMTP: polls, and wakes at once when a submission is stored.
// Failed sends retry with exponential backoff up to a bounded number of attempts; each
// attempt is recorded in outbox_attempts.

export interface OutboxWorkerOptions {
  database: DatabaseHandle;
  transport: MailTransport;
  from: string;
  /** The firm's inbox; without it notifications stay queued. */
  notifyTo?: string;
  logger: FastifyBaseLogger;
  pollIntervalMs?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  maxAttempts?: number;
  leaseMs?: number;
  batchSize?: number;
}

export const OUTBOX_DEFAULTS = {
  pollIntervalMs: 2_000,
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  maxAttempts: 10,
  // Longer than the transport's timeouts together, so a live send is never taken twice.
  leaseMs: 2 * 60_000,
  batchSize: 10,
} as const;

export class OutboxWorker {
  private readonly options: Required<Omit<OutboxWorkerOptions, "notifyTo">> & { notifyTo?: string };
  private running = false;
  private loop: Promise<void> | undefined;
  private wake: (() => void) | undefined;
  private nudged = false;

  constructor(options: OutboxWorkerOptions) {
    this.options = { ...OUTBOX_DEFAULTS, ...options };
  }

  private get kinds(): OutboxKind[] {
    return this.options.notifyTo ? ["notification", "subscriber"] : ["subscriber"];
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** Something was written to the outbox: look now rather than at the next poll. */
  nudge(): void {
    this.nudged = true;
    this.wake?.();
  }

  /** Finishes the send in progress, then stops. */
  async stop(): Promise<void> {
    this.running = false;
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

  /** One pass: claims due rows and sends them. Returns how many were attempted. */
  async runOnce(): Promise<number> {
    const { database, batchSize, leaseMs, maxAttempts } = this.options;
    const rows = await claimDue(database.db, database.dialect, {
      limit: batchSize,
      leaseMs,
      maxAttempts,
      kinds: this.kinds,
    });
    for (const row of rows) await this.sendOne(row);
    return rows.length;
  }

  private async sendOne(row: OutboxRow): Promise<void> {
    const { database, transport, from, notifyTo, logger } = this.options;
    const to = row.to_address ?? notifyTo;
    const startedAt = nowIso();
    const log = { outboxId: row.id, kind: row.kind, attempt: row.attempts, to: to ? redactEmail(to) : undefined };
    try {
      if (!to) throw new Error("no recipient: NOTIFY_TO is not set");
      await transport.send({
        from,
        to,
        replyTo: row.reply_to ?? undefined,
        subject: row.subject,
        text: row.text_body ?? "",
        html: row.html_body ?? "",
        headers: row.headers ? (JSON.parse(row.headers) as Record<string, string>) : undefined,
        messageId: `<${row.id}@${from.replace(/^.*@/, "").replace(/>.*$/, "") || "localhost"}>`,
      });
    } catch (error) {
      const message = redactText(error instanceof Error ? error.message : String(error)).slice(0, 500);
      const outcome = await markFailed(database.db, row, startedAt, message, this.options);
      if (outcome === "failed")
        logger.error({ ...log, error: message }, "outbox: mail given up after the last attempt");
      else logger.warn({ ...log, error: message }, "outbox: send failed, will retry");
      return;
    }
    await markSent(database.db, row, startedAt);
    logger.info(log, "outbox: mail sent");
  }
}
