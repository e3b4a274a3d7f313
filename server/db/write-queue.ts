import { sql, type Kysely } from "kysely";
import type { Database } from "./schema";

// How a submission's writes are committed. PostgreSQL: one transaction per submission (the
// server already groups concurrent commits). SQLite has one writer and one fsync per commit,
// so concurrent submissions share a transaction ("group commit"): each runs inside its own
// SAVEPOINT, so one that fails is rolled back alone, and every caller hears back only once
// the shared COMMIT is on disk. Durability is unchanged: nothing is answered before its commit.

export type Writer = Kysely<Database>;

export interface WriteRunner {
  run<T>(work: (trx: Writer) => Promise<T>): Promise<T>;
}

export function transactionPerCall(db: Kysely<Database>): WriteRunner {
  return { run: (work) => db.transaction().execute(work) };
}

interface Pending {
  work: (trx: Writer) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Result = { ok: true; value: unknown } | { ok: false; error: unknown };

export class GroupCommit implements WriteRunner {
  private readonly queue: Pending[] = [];
  private draining = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly maxBatch = 100,
  ) {}

  run<T>(work: (trx: Writer) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!this.draining) void this.drain();
    });
  }

  private async drain() {
    this.draining = true;
    try {
      while (this.queue.length > 0) {
        // SQLite's synchronous COMMIT (an fsync) blocks the event loop: first let every request
        // already read in this turn of the loop join the batch.
        await new Promise((resolve) => setImmediate(resolve));
        await this.commit(this.queue.splice(0, this.maxBatch));
      }
    } finally {
      this.draining = false;
    }
  }

  private async commit(batch: Pending[]) {
    const results: Result[] = [];
    try {
      await this.db.connection().execute(async (connection) => {
        await sql`begin immediate`.execute(connection);
        try {
          for (const item of batch) {
            await sql`savepoint submission`.execute(connection);
            try {
              const value = await item.work(connection);
              await sql`release submission`.execute(connection);
              results.push({ ok: true, value });
            } catch (error) {
              await sql`rollback to submission`.execute(connection);
              await sql`release submission`.execute(connection);
              results.push({ ok: false, error });
            }
          }
          await sql`commit`.execute(connection);
        } catch (error) {
          await sql`rollback`.execute(connection).catch(() => undefined);
          throw error;
        }
      });
    } catch (error) {
      for (const item of batch) item.reject(error);
      return;
    }
    batch.forEach((item, index) => {
      const result = results[index]!;
      if (result.ok) item.resolve(result.value);
      else item.reject(result.error);
    });
  }
}
