import { statfs as fsStatfs } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import packageJson from "../../package.json";
import type { DiskFacts, MailFacts, SystemStatus, WebhookFacts } from "../../common/system";
import type { Config } from "../config";
import type { DatabaseHandle, Db } from "../db/index";
import type { OutboxKind } from "../db/schema";
import { toIso } from "../db/time";
import { redactUrl } from "../http/redact";
import { backupDir } from "../backups/service";
import { configuredBackups, type BackupSource } from "./backup-source";
import { findProblems, isNearlyFull } from "./problems";

// The facts the System screen, /readyz and /metrics show, read from the outbox tables
// (server/delivery/), the disk, the backups and the process; then the problems found in them.

/** The disk's numbers, as fs.statfs gives them (tests give a nearly full disk). */
export type Statfs = (path: string) => Promise<{ bsize: number; blocks: number; bavail: number }>;

export interface SystemDeps {
  database: DatabaseHandle;
  config: Config;
  now?: () => Date;
  statfs?: Statfs;
  backups?: BackupSource;
}

declare const __GIT_COMMIT__: string | undefined;
/** The commit the server was built from (scripts/build-server.ts), when known. */
const COMMIT = typeof __GIT_COMMIT__ === "string" && __GIT_COMMIT__ !== "" ? __GIT_COMMIT__ : null;
const STARTED_AT = new Date(performance.timeOrigin).toISOString();

const MAIL_KINDS: OutboxKind[] = ["notification", "subscriber", "ack", "staff-access"];

/** An SMTP or network error as a consultant reads it. */
export function mailErrorInWords(detail: string): string {
  if (/ECONNREFUSED/.test(detail)) return "the mail server refused the connection";
  if (/ENOTFOUND|EAI_AGAIN/.test(detail)) return "the mail server's name was not found";
  if (/ETIMEDOUT|ESOCKET|timeout/i.test(detail)) return "the mail server did not answer in time";
  if (/Invalid login|\b535\b|authenticat/i.test(detail)) return "the mail server refused the user name or password";
  if (/certificate|TLS|SSL/i.test(detail)) return "the secure connection to the mail server failed";
  if (/NOTIFY_TO/.test(detail)) return "NOTIFY_TO is not set";
  if (/\b5\d\d\b/.test(detail)) return "the mail server refused the message";
  if (/\b4\d\d\b/.test(detail)) return "the mail server asked to try again later";
  return "sending failed";
}

/** Delivery facts of a set of outbox rows (the mail kinds, or one webhook target). */
async function deliveryFacts(db: Db, filter: { kinds: OutboxKind[]; to?: string }, now: Date) {
  const rows = () => {
    let query = db
      .selectFrom("outbox_attempts as a")
      .innerJoin("outbox as o", "o.id", "a.outbox_id")
      .where("o.kind", "in", filter.kinds);
    if (filter.to !== undefined) query = query.where("o.to_address", "=", filter.to);
    return query;
  };
  const lastSuccess = await rows()
    .where("a.outcome", "=", "sent")
    .select((eb) => eb.fn.max("a.finished_at").as("at"))
    .executeTakeFirst();
  const lastSuccessAt = lastSuccess?.at ? toIso(lastSuccess.at) : null;
  const lastError = await rows()
    .where("a.outcome", "=", "error")
    .select(["a.finished_at", "a.error"])
    .orderBy("a.finished_at", "desc")
    .limit(1)
    .executeTakeFirst();
  const lastErrorAt = lastError ? toIso(lastError.finished_at) : null;
  let failingSince: string | null = null;
  // Failing: the newest attempt failed; since the first failure after the last success.
  if (lastErrorAt !== null && (lastSuccessAt === null || lastErrorAt > lastSuccessAt)) {
    let first = rows().where("a.outcome", "=", "error");
    if (lastSuccessAt !== null) first = first.where("a.finished_at", ">", lastSuccessAt);
    const row = await first.select((eb) => eb.fn.min("a.finished_at").as("at")).executeTakeFirst();
    failingSince = row?.at ? toIso(row.at) : lastErrorAt;
  }
  const since24h = new Date(now.getTime() - 24 * 3_600_000).toISOString();
  const failures = await rows()
    .where("a.outcome", "=", "error")
    .where("a.finished_at", ">=", since24h)
    .select((eb) => eb.fn.countAll<string | number>().as("count"))
    .executeTakeFirst();
  return {
    lastSuccessAt,
    failingSince,
    failures24h: Number(failures?.count ?? 0),
    lastError: lastError && lastErrorAt ? { at: lastErrorAt, detail: lastError.error ?? "" } : null,
  };
}

async function mailFacts(db: Db, config: Config, now: Date): Promise<MailFacts> {
  const delivery = await deliveryFacts(db, { kinds: MAIL_KINDS }, now);
  const waiting = await db
    .selectFrom("outbox")
    .where("kind", "in", MAIL_KINDS)
    .where("status", "in", ["pending", "sending"])
    .select((eb) => [eb.fn.countAll<string | number>().as("count"), eb.fn.min("created_at").as("oldest")])
    .executeTakeFirst();
  return {
    enabled: config.SMTP_URL !== undefined,
    notifyTo: config.NOTIFY_TO !== undefined,
    lastSentAt: delivery.lastSuccessAt,
    oldestWaitingAt: waiting?.oldest ? toIso(waiting.oldest) : null,
    waiting: Number(waiting?.count ?? 0),
    failures24h: delivery.failures24h,
    lastError: delivery.lastError
      ? { ...delivery.lastError, words: mailErrorInWords(delivery.lastError.detail) }
      : null,
    failingSince: delivery.failingSince,
  };
}

/** Each configured webhook target, named by scheme and host (numbered when hosts repeat). */
async function webhookFacts(db: Db, config: Config, now: Date): Promise<WebhookFacts[]> {
  const shown = config.WEBHOOK_URLS.map((url) => redactUrl(url).replace(/\/(…)?$/, ""));
  return Promise.all(
    config.WEBHOOK_URLS.map(async (url, index) => {
      const facts = await deliveryFacts(db, { kinds: ["webhook"], to: url }, now);
      const target =
        shown.filter((name) => name === shown[index]).length > 1 ? `${shown[index]} (${index + 1})` : shown[index]!;
      return {
        target,
        lastSuccessAt: facts.lastSuccessAt,
        failingSince: facts.failingSince,
        // Webhook errors name the status or the network error, never the URL's path.
        lastError: facts.lastError?.detail ?? null,
      };
    }),
  );
}

async function diskFacts(places: { holds: string; path: string }[], statfs: Statfs): Promise<DiskFacts[]> {
  const facts: DiskFacts[] = [];
  for (const place of places) {
    try {
      const stats = await statfs(place.path);
      const freeBytes = stats.bavail * stats.bsize;
      const totalBytes = stats.blocks * stats.bsize;
      // The same disk (the same figures) is one line: "the database and the backups".
      const same = facts.find((fact) => fact.freeBytes === freeBytes && fact.totalBytes === totalBytes);
      if (same) same.holds = `${same.holds} and ${place.holds}`;
      else facts.push({ holds: place.holds, freeBytes, totalBytes, nearlyFull: isNearlyFull(freeBytes, totalBytes) });
    } catch {
      // a folder not made yet (the backups before the first): nothing to say about its disk
    }
  }
  return facts;
}

/**
 * The places whose disk is watched: the SQLite database's folder (PostgreSQL watches its own
 * server's disk) and the backups' folder.
 */
export function diskPlaces(config: Config): { holds: string; path: string }[] {
  const file = /^file:(.+)$/.exec(config.DATABASE_URL)?.[1];
  return [
    file
      ? { holds: "the database", path: dirname(resolve(file)) }
      : { holds: "the server's files", path: resolve(".") },
    { holds: "the backups", path: backupDir(config) },
  ];
}

export async function readSystemStatus(deps: SystemDeps): Promise<SystemStatus> {
  const now = (deps.now ?? (() => new Date()))();
  const { db, dialect } = deps.database;
  const [mail, webhooks, disk, backups] = await Promise.all([
    mailFacts(db, deps.config, now),
    webhookFacts(db, deps.config, now),
    diskFacts(diskPlaces(deps.config), deps.statfs ?? fsStatfs),
    (deps.backups ?? configuredBackups(deps.config))(now),
  ]);
  const facts = {
    mail,
    webhooks,
    disk,
    backups,
    database: { kind: dialect === "postgres" ? ("PostgreSQL" as const) : ("SQLite" as const) },
    version: { version: packageJson.version, commit: COMMIT, startedAt: STARTED_AT },
  };
  return { checkedAt: now.toISOString(), problems: findProblems(facts, now), ...facts };
}

/** What /readyz may tell anyone: the problems and the facts, without hosts, paths or error texts. */
export function publicStatus(status: SystemStatus) {
  return {
    problems: status.problems.map(({ id, since, what }) => ({
      id,
      since,
      what: id === "webhook" ? "Webhook deliveries have failed for more than 15 minutes." : what,
    })),
    mail: {
      lastSentAt: status.mail.lastSentAt,
      oldestWaitingAt: status.mail.oldestWaitingAt,
      waiting: status.mail.waiting,
      failures24h: status.mail.failures24h,
      failingSince: status.mail.failingSince,
    },
    webhooks: status.webhooks.map(({ lastSuccessAt, failingSince }) => ({ lastSuccessAt, failingSince })),
    disk: status.disk.map(({ holds, freeBytes, totalBytes, nearlyFull }) => ({
      holds,
      freeBytes,
      totalBytes,
      nearlyFull,
    })),
    backups: {
      lastGoodAt: status.backups.lastGood?.at ?? null,
      lastRunOk: status.backups.lastRun?.ok ?? null,
      next: status.backups.next,
    },
    database: status.database.kind,
    version: status.version.version,
    startedAt: status.version.startedAt,
  };
}
