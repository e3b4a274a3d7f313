import type { FastifyBaseLogger } from "fastify";
import type { DatabaseHandle } from "../db/index";
import { COUNTING_CAPS, writeEvents, type CountedEvent, type CountingCaps } from "./caps";

// Counted events are answered at once (204) and written in batches: a buffer flushed every
// second, or as soon as it holds a batch, through the database's write queue (on SQLite the
// submissions' group commit, on PostgreSQL a transaction per batch). The app's close flushes it
// (SIGTERM loses nothing), and a lead's attribution flushes it before it reads (flushBefore).
// While the database refuses, rows wait and are tried again, up to a cap; past it the newest
// are dropped with a warning: counting never grows memory without bound. Each batch is written
// within the daily caps and added to today's aggregates (server/analytics/caps.ts).

export type { CountedEvent, NewEvent } from "./caps";

export interface EventBufferOptions {
  flushEveryMs?: number;
  /** Rows that make a batch (written at once when reached). */
  batchRows?: number;
  /** Rows kept while the database refuses; beyond, events are dropped. */
  capacity?: number;
  /** The daily caps (docs/analytics.md, "Limits"); tests lower them. */
  caps?: Partial<CountingCaps>;
}

export class EventBuffer {
  private rows: CountedEvent[] = [];
  private timer: NodeJS.Timeout | undefined;
  private chain: Promise<void> = Promise.resolve();
  private dropped = 0;
  private closed = false;
  private readonly flushEveryMs: number;
  private readonly batchRows: number;
  private readonly capacity: number;
  private readonly caps: CountingCaps;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly log: FastifyBaseLogger,
    { flushEveryMs = 1000, batchRows = 500, capacity = 50_000, caps = {} }: EventBufferOptions = {},
  ) {
    this.caps = { ...COUNTING_CAPS, ...caps };
    this.flushEveryMs = flushEveryMs;
    this.batchRows = batchRows;
    this.capacity = capacity;
  }

  /** Events waiting to be written. */
  get pending(): number {
    return this.rows.length;
  }

  add(rows: readonly CountedEvent[]): void {
    const room = this.capacity - this.rows.length;
    if (rows.length > room) {
      if (this.dropped === 0)
        this.log.warn("analytics: the event buffer is full (database not answering?): events dropped");
      this.dropped += rows.length - Math.max(0, room);
    }
    this.rows.push(...rows.slice(0, Math.max(0, room)));
    if (this.closed) return void this.flush();
    if (this.rows.length >= this.batchRows) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.flushEveryMs);
  }

  /** Writes what is waiting; resolves once it is committed (or has failed and waits again). */
  flush(): Promise<void> {
    this.chain = this.chain.then(() => this.write());
    return this.chain;
  }

  /** Stops the timer and writes everything still waiting. */
  async close(): Promise<void> {
    this.closed = true;
    await this.flush();
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private async write(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.rows.length === 0) return;
    const batch = this.rows;
    this.rows = [];
    try {
      await this.database.writes.run((trx) => writeEvents(trx, batch, this.caps));
      if (this.dropped > 0) {
        this.log.warn({ dropped: this.dropped }, "analytics: events were dropped while the buffer was full");
        this.dropped = 0;
      }
    } catch (error) {
      this.log.error({ err: error, rows: batch.length }, "analytics: writing events failed; trying again");
      this.rows = [...batch, ...this.rows].slice(0, this.capacity);
      if (!this.closed) this.timer ??= setTimeout(() => void this.flush(), this.flushEveryMs * 5);
    }
  }
}
