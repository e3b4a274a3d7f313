// The System screen's answer (GET /api/admin/system) and the health problems the inbox's banner
// and /readyz show: written once, read by the server (server/system/) and the inbox (admin/).

export const SYSTEM_PATH = "/system";

/** What can be wrong, each with its own rule (server/system/problems.ts). */
export type ProblemId = "mail" | "webhook" | "backup-none" | "backup-stale" | "disk";

/** Something wrong, in plain words: what is wrong and what to do. */
export interface Problem {
  id: ProblemId;
  what: string;
  todo: string;
  /** Since when (ISO-8601 UTC), when the problem has a start. */
  since: string | null;
}

export interface MailFacts {
  /** SMTP_URL is set. */
  enabled: boolean;
  /** NOTIFY_TO is set (notifications to the firm are sent). */
  notifyTo: boolean;
  lastSentAt: string | null;
  /** The oldest mail not yet sent (queued or being retried). */
  oldestWaitingAt: string | null;
  waiting: number;
  failures24h: number;
  lastError: { at: string; words: string; detail: string } | null;
  /** The first failure since the last mail that went out, while none has gone out since. */
  failingSince: string | null;
}

export interface WebhookFacts {
  /** Scheme and host only (a URL's path can be its secret), numbered when several share a host. */
  target: string;
  lastSuccessAt: string | null;
  failingSince: string | null;
  lastError: string | null;
}

export interface DiskFacts {
  /** What lives there: "the database", "the backups". */
  holds: string;
  freeBytes: number;
  totalBytes: number;
  nearlyFull: boolean;
}

export interface BackupFacts {
  /** Whether this server knows about backups at all (the backups feature is present). */
  available: boolean;
  /** Hours between scheduled backups; 0: only on demand. */
  intervalHours: number;
  lastGood: {
    at: string;
    file: string;
    size: number | null;
    verified: boolean;
    /** Copied off the machine (BACKUP_COPY_COMMAND): true, false (the copy failed) or null (no copy configured). */
    copied: boolean | null;
  } | null;
  /** The newest run, good or failed, with why it failed in words. */
  lastRun: { at: string; ok: boolean; error: string | null } | null;
  /** When the schedule takes the next one (null: the schedule is off). */
  next: string | null;
}

export interface SystemStatus {
  checkedAt: string;
  problems: Problem[];
  mail: MailFacts;
  webhooks: WebhookFacts[];
  disk: DiskFacts[];
  database: { kind: "SQLite" | "PostgreSQL" };
  version: { version: string; commit: string | null; startedAt: string };
  backups: BackupFacts;
}

/** When the disk counts as nearly full: less than 5% of it, or less than 1 GiB, is free. */
export const DISK_MIN_FREE_RATIO = 0.05;
export const DISK_MIN_FREE_BYTES = 1024 ** 3;

/** Notifications or webhooks failing for longer than this raise a problem. */
export const FAILING_FOR_MS = 15 * 60_000;
