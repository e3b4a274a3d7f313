import type { BackupFacts } from "../../common/system";

// Where the System screen learns about backups: a function, so tests give their own and the
// backups feature (server/backups/) plugs in its report.

export type BackupSource = (now: Date) => Promise<BackupFacts>;

/** A server without the backups feature: nothing to show, nothing to warn about. */
export const noBackups: BackupSource = () =>
  Promise.resolve({ available: false, intervalHours: 0, lastGood: null, lastRun: null, next: null });
