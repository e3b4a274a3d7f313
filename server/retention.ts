import type { FastifyBaseLogger } from "fastify";
import { purge } from "./submissions";
import type { Db } from "./db/index";

const DAY_MS = 86_400_000;

/**
 * Deletes what is older than the retention at start and then daily, so the privacy
 * policy's "deleted automatically" holds without a cron job. Safe with several instances:
 * each run is one transaction of deletes by age.
 */
export function scheduleRetentionPurge(db: Db, retentionDays: number, log: FastifyBaseLogger) {
  const run = async () => {
    try {
      const counts = await purge(db, retentionDays);
      const deleted = Object.values(counts).reduce((sum, count) => sum + count, 0);
      if (deleted > 0)
        log.info({ counts }, `retention purge: deleted ${deleted} rows older than ${retentionDays} days`);
    } catch (error) {
      log.error({ err: error }, "retention purge failed");
    }
  };
  void run();
  const timer = setInterval(() => void run(), DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
