import {
  DISK_MIN_FREE_BYTES,
  DISK_MIN_FREE_RATIO,
  FAILING_FOR_MS,
  type Problem,
  type SystemStatus,
} from "../../common/system";

// The health rules, in one place: what the inbox's banner, the System screen, /readyz and
// /metrics call a problem. Each says what is wrong and what to do, for a consultant, not a
// developer (docs/operations.md "When something breaks" says more).

const GIB = 1024 ** 3;

/** 1.2 GB, 340 MB: a size for people. */
export function formatBytes(bytes: number): string {
  if (bytes >= GIB) return `${(bytes / GIB).toFixed(1)} GB`;
  return `${Math.round(bytes / 1024 ** 2)} MB`;
}

export function isNearlyFull(freeBytes: number, totalBytes: number): boolean {
  return freeBytes < DISK_MIN_FREE_BYTES || (totalBytes > 0 && freeBytes / totalBytes < DISK_MIN_FREE_RATIO);
}

const failingLong = (since: string | null, now: Date) =>
  since !== null && now.getTime() - Date.parse(since) > FAILING_FOR_MS;

export function findProblems(facts: Omit<SystemStatus, "problems" | "checkedAt">, now: Date): Problem[] {
  const problems: Problem[] = [];
  const { mail, webhooks, backups, disk } = facts;
  if (failingLong(mail.failingSince, now)) {
    problems.push({
      id: "mail",
      what: `E-mail is not going out: every attempt has failed for more than 15 minutes${
        mail.lastError ? ` (${mail.lastError.words})` : ""
      }. New leads are stored, but nobody is notified of them.`,
      todo: "Check the mail provider (is its service up, is the account in good standing) and the server's SMTP_URL setting (host, user name, password). Waiting mail goes out by itself once sending works; read the leads in the inbox meanwhile.",
      since: mail.failingSince,
    });
  }
  for (const webhook of webhooks) {
    if (!failingLong(webhook.failingSince, now)) continue;
    problems.push({
      id: "webhook",
      what: `Leads are not reaching ${webhook.target}: every delivery has failed for more than 15 minutes.`,
      todo: "Check that the receiving service is up and still accepts the deliveries (its address in WEBHOOK_URLS, the signing key WEBHOOK_SECRET). Deliveries are retried by themselves.",
      since: webhook.failingSince,
    });
  }
  if (backups.available && backups.intervalHours > 0) {
    const maxAgeMs = 2 * backups.intervalHours * 3_600_000;
    const failure =
      backups.lastRun && !backups.lastRun.ok && backups.lastRun.error
        ? ` The last attempt failed: ${backups.lastRun.error}`
        : "";
    // None yet: a problem once the first attempt failed, or the server has run for an hour
    // without one (it takes the first at start).
    const runningMs = now.getTime() - Date.parse(facts.version.startedAt);
    if (!backups.lastGood && (backups.lastRun !== null || runningMs > 3_600_000)) {
      problems.push({
        id: "backup-none",
        what: `There is no good backup: the leads exist only on this server.${failure}`,
        todo: "Run npm run -s backup -- now on the server and read what it says; the System screen shows the result.",
        since: null,
      });
    } else if (backups.lastGood && now.getTime() - Date.parse(backups.lastGood.at) > maxAgeMs) {
      problems.push({
        id: "backup-stale",
        what: `The last good backup is older than ${2 * backups.intervalHours} hours (twice the backup interval).${failure}`,
        todo: "Run npm run -s backup -- now on the server and read what it says; if it fails for lack of space, free some (see the disk below).",
        since: backups.lastGood.at,
      });
    }
  }
  for (const place of disk) {
    if (!place.nearlyFull) continue;
    const percent = place.totalBytes > 0 ? Math.round((place.freeBytes / place.totalBytes) * 1000) / 10 : 0;
    problems.push({
      id: "disk",
      what: `The disk holding ${place.holds} is nearly full: ${formatBytes(place.freeBytes)} free (${percent}%). When it is full, new leads cannot be stored and backups fail.`,
      todo: "Free space on the server (old backups beyond what you keep, old logs) or give it a larger disk.",
      since: null,
    });
  }
  return problems;
}
