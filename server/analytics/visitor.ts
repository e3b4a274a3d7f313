import { createHmac, randomBytes } from "node:crypto";
import type { DeviceClass } from "../../common/analytics";
import type { Db } from "../db/index";
import { clientKey } from "../plugins/rate-limit";

// A visitor for one day only (docs/analytics.md, decision 020): HMAC-SHA256 of a random salt of the UTC day
// over the site, the client's network (an IPv4 address, an IPv6 /64) and the user agent. The
// salt lives in the database (every instance hashes alike) and is deleted after two days, so
// nobody, the firm included, can link a visitor of one day to the next. Nothing else of the
// address or the user agent is kept: a device class, and of a referrer only its host.

const DAY_MS = 86_400_000;

/** The UTC day of a time, YYYY-MM-DD. */
export const utcDay = (at: Date | number = Date.now()) => new Date(at).toISOString().slice(0, 10);

/** The UTC day `days` before (negative: after) the given one. */
export const dayBefore = (day: string, days: number) => utcDay(Date.parse(`${day}T00:00:00.000Z`) - days * DAY_MS);

export interface VisitorInput {
  salt: string;
  /** The site's own origin (PUBLIC_ORIGIN, or the request's host). */
  site: string;
  /** The client address Fastify trusts. */
  address: string;
  userAgent: string;
}

/** The visitor's id for the salt's day: 128 bits of the HMAC, base64url. */
export function visitorId({ salt, site, address, userAgent }: VisitorInput): string {
  return createHmac("sha256", Buffer.from(salt, "base64url"))
    .update(`${site}\n${clientKey(address)}\n${userAgent}`)
    .digest()
    .subarray(0, 16)
    .toString("base64url");
}

/**
 * The network's id for the salt's day (its IPv4 address or IPv6 /64, keyed like a visitor): what
 * a network's daily counting cap is kept under, never the address itself.
 */
export function networkId({ salt, site, address }: Omit<VisitorInput, "userAgent">): string {
  return createHmac("sha256", Buffer.from(salt, "base64url"))
    .update(`network\n${site}\n${clientKey(address)}`)
    .digest()
    .subarray(0, 16)
    .toString("base64url");
}

const TABLET = /iPad|Tablet|PlayBook|Silk|Kindle|KFAPWI|Nexus (7|9|10)|SM-T\d|(Android(?!.*Mobile))/i;
const MOBILE = /Mobi|iPhone|iPod|Android|Windows Phone|BlackBerry|BB10|Opera Mini|IEMobile/i;

/**
 * The device class of a user agent: what the overview shows of it. An iPad on iPadOS 13 or
 * later says it is a Mac: desktop.
 */
export function deviceClass(userAgent: string): DeviceClass {
  if (TABLET.test(userAgent)) return "tablet";
  if (MOBILE.test(userAgent)) return "mobile";
  return "desktop";
}

/**
 * The host of a referrer (lower case, without "www."), or null when there is none, it is not a
 * URL with a host, or it is the site itself (a visitor moving between our own pages).
 */
export function referrerHost(referrer: string | undefined, ownHosts: readonly string[]): string | null {
  if (!referrer) return null;
  let host: string;
  try {
    host = new URL(referrer).hostname.toLowerCase();
  } catch {
    return null;
  }
  if (!host) return null;
  const bare = (name: string) => name.toLowerCase().replace(/^www\./, "");
  if (ownHosts.some((own) => bare(own) === bare(host))) return null;
  return bare(host).slice(0, 253);
}

/**
 * The salts of the days, made on first use and shared by every instance through the database
 * (the first insert wins; the others read it). Kept in memory for the day.
 */
export class DailySalts {
  private readonly cache = new Map<string, Promise<string>>();

  constructor(private readonly db: Db) {}

  saltFor(day: string): Promise<string> {
    let salt = this.cache.get(day);
    if (!salt) {
      salt = this.load(day);
      this.cache.set(day, salt);
      salt.catch(() => this.cache.delete(day));
      // Yesterday's and older leave the memory with the new day.
      for (const key of this.cache.keys()) if (key < dayBefore(day, 1)) this.cache.delete(key);
    }
    return salt;
  }

  private async load(day: string): Promise<string> {
    const existing = await this.db
      .selectFrom("analytics_salts")
      .select("salt")
      .where("day", "=", day)
      .executeTakeFirst();
    if (existing) return existing.salt;
    // Another instance may make it first: theirs is kept, and read below.
    await this.db
      .insertInto("analytics_salts")
      .values({ day, salt: randomBytes(32).toString("base64url"), created_at: new Date().toISOString() })
      .onConflict((conflict) => conflict.column("day").doNothing())
      .execute();
    // A new day: the salts of two days ago and older go now, not only at the daily purge.
    await deleteOldSalts(this.db, day);
    const stored = await this.db
      .selectFrom("analytics_salts")
      .select("salt")
      .where("day", "=", day)
      .executeTakeFirstOrThrow();
    return stored.salt;
  }
}

/** Deletes the salts of two days before `today` and older; returns how many. */
export async function deleteOldSalts(db: Db, today: string = utcDay()): Promise<number> {
  const result = await db.deleteFrom("analytics_salts").where("day", "<=", dayBefore(today, 2)).executeTakeFirst();
  return Number(result.numDeletedRows);
}
