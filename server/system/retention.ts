import type { FastifyBaseLogger } from "fastify";
import { purgeAnalytics } from "../analytics/rollup";
import { purge } from "../inbox/submissions";
import type { Db } from "../db/index";

const DAY_MS = 86_400_000;
/** The roll-up of a day runs this long after its UTC midnight (late events: analytics/rollup.ts). */
const AFTER_MIDNIGHT_MS = 90_000;

export interface RetentionOptions {
  /** RETENTION_DAYS: submissions. */
  retentionDays: number;
  /** ANALYTICS_RAW_DAYS: raw counted events (their days rolled up first). */
  analyticsRawDays: number;
  log: FastifyBaseLogger;
}

/**
 * Deletes what is older than the retention at start and then daily, so the privacy
 * policy's "deleted automatically" holds without a cron job: submissions, and the raw
 * analytics events once their day is rolled up, and the visitor salts of two days ago. The
 * roll-up also runs just after each UTC midnight, so yesterday is in the roll-ups from then
 * on. Safe with several instances: each run is deletes by age and roll-ups claimed per day.
 */
export function scheduleRetentionPurge(db: Db, { retentionDays, analyticsRawDays, log }: RetentionOptions) {
  const run = async () => {
    try {
      const counts = await purge(db, retentionDays);
      const deleted = Object.values(counts).reduce((sum, count) => sum + count, 0);
      if (deleted > 0)
        log.info({ counts }, `retention purge: deleted ${deleted} rows older than ${retentionDays} days`);
    } catch (error) {
      log.error({ err: error }, "retention purge failed");
    }
    await analytics();
  };
  const analytics = async () => {
    try {
      const result = await purgeAnalytics(db, analyticsRawDays);
      if (result.rolledUp + result.events + result.salts > 0) {
        log.info(
          result,
          `analytics: ${result.rolledUp} days rolled up, raw events older than ${analyticsRawDays} days deleted`,
        );
      }
    } catch (error) {
      log.error({ err: error }, "analytics roll-up or purge failed");
    }
  };
  void run();
  const timer = setInterval(() => void run(), DAY_MS);
  timer.unref();
  let midnight: NodeJS.Timeout | undefined;
  const nextMidnight = () => {
    const wait = DAY_MS - (Date.now() % DAY_MS) + AFTER_MIDNIGHT_MS;
    midnight = setTimeout(() => void analytics().finally(nextMidnight), wait);
    midnight.unref();
  };
  nextMidnight();
  return () => {
    clearInterval(timer);
    clearTimeout(midnight);
  };
}
