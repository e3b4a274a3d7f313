import type { BackupFacts } from "../../common/system";
import { latestBackups, type BackupConfig, type BackupRecord } from "../backups/service";

// Where the System screen learns about backups: a function, so tests give their own; the
// server reads the manifests the backups write beside each archive (server/backups/service.ts).

export type BackupSource = (now: Date) => Promise<BackupFacts>;

/** A run is good when verified and, if it was to be copied off the machine, copied. */
const runError = (run: BackupRecord): string | null =>
  !run.verified
    ? (run.error ?? "the backup could not be verified")
    : run.copy && !run.copy.ok
      ? `the copy off the machine failed: ${run.copy.error ?? "no reason given"}`
      : null;

/** The backups of this server's configuration (BACKUP_DIR, BACKUP_INTERVAL_HOURS). */
export function configuredBackups(config: BackupConfig): BackupSource {
  return async (now) => {
    const status = await latestBackups(config, now);
    const { lastGood, lastRun } = status;
    return {
      available: true,
      intervalHours: status.intervalHours,
      lastGood: lastGood
        ? {
            at: lastGood.finishedAt,
            file: lastGood.file,
            size: lastGood.size ?? null,
            verified: lastGood.verified,
            copied: lastGood.copy ? lastGood.copy.ok : null,
          }
        : null,
      lastRun: lastRun ? { at: lastRun.finishedAt, ok: runError(lastRun) === null, error: runError(lastRun) } : null,
      next: status.next ? status.next.toISOString() : null,
    };
  };
}
