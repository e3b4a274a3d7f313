import type { FastifyBaseLogger } from "fastify";
import { createBackup, listBackups, nextBackupAt, type BackupConfig } from "./service";
import type { ServerLock } from "./lock";

// The server's own backups: every BACKUP_INTERVAL_HOURS, counted from the last run recorded in
// BACKUP_DIR (so a restart does not take an extra one), at the earliest a minute after start. With
// several instances on one PostgreSQL, only the one holding the backup lock takes them (lock.ts):
// the others try to take the lock at each tick, so one takes over when that instance stops.

const FIRST_DELAY_MS = 60_000;

/** Starts the schedule; returns a function that stops it. */
export function scheduleBackups(config: BackupConfig, lock: ServerLock, log: FastifyBaseLogger): () => void {
  if (config.BACKUP_INTERVAL_HOURS === 0) {
    log.info("Scheduled backups are off (BACKUP_INTERVAL_HOURS=0): npm run -s backup -- now takes one.");
    return () => undefined;
  }
  const intervalMs = config.BACKUP_INTERVAL_HOURS * 3_600_000;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const arm = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(() => void tick(), Math.max(delayMs, 1000));
    timer.unref();
  };

  async function tick() {
    try {
      if (!(await lock.claimBackups())) {
        log.debug("Another instance takes the scheduled backups.");
      } else {
        const record = await createBackup(config, { trigger: "schedule" });
        if (!record.verified) log.error({ backup: record.file }, `Scheduled backup failed: ${record.error}`);
        else if (record.copy && !record.copy.ok) log.error({ backup: record.file }, record.copy.error);
        else log.info({ backup: record.file, size: record.size }, "Scheduled backup taken and verified.");
      }
    } catch (error) {
      log.error({ err: error }, "Scheduled backup failed");
    }
    arm(intervalMs);
  }

  void listBackups(config)
    .then((runs) => {
      const next = nextBackupAt(config, runs[0]);
      arm(Math.max((next?.getTime() ?? Date.now()) - Date.now(), FIRST_DELAY_MS));
    })
    .catch(() => arm(FIRST_DELAY_MS));

  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
