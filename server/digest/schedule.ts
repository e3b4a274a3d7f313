import type { FastifyBaseLogger } from "fastify";
import type { BusinessHours } from "../../common/business-hours";
import type { DatabaseHandle } from "../db/index";
import { runMorningDigest } from "./digest";

// Each instance asks once a minute whether the morning digest is due; the database decides who
// sends it (digest.ts: the day's row claimed with the mails queued). A missed minute, a restart
// or a second instance changes nothing: the day is sent once, from 08:00 on.

export const DIGEST_CHECK_MS = 60_000;

export interface DigestScheduleOptions {
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  /** The live build's business hours, the firm's name and where links point, asked at each check. */
  site: () => { hours: BusinessHours; siteName: string };
  linkOrigin: string;
  /** The outbox worker: wake it when digests were queued. */
  onQueued?: () => void;
  now?: () => Date;
  everyMs?: number;
}

export function scheduleMorningDigest({
  database,
  log,
  site,
  linkOrigin,
  onQueued,
  now = () => new Date(),
  everyMs = DIGEST_CHECK_MS,
}: DigestScheduleOptions): () => void {
  let running = false;
  const check = async () => {
    if (running) return;
    running = true;
    try {
      const { hours, siteName } = site();
      const result = await runMorningDigest(database, { now: now(), hours, siteName, linkOrigin });
      if (result.status === "sent") {
        log.info({ day: result.day, mails: result.mails }, `morning digest: ${result.mails} queued`);
        if (result.mails > 0) onQueued?.();
      }
    } catch (error) {
      log.error({ err: error }, "morning digest failed; the next check tries again");
    } finally {
      running = false;
    }
  };
  void check();
  const timer = setInterval(() => void check(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
