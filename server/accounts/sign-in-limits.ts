import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../db/index";
import { nowIso } from "../db/time";
import { clientKey } from "../plugins/rate-limit";
import { keyedHash } from "../system/server-keys";

// Sign-in limits (decision 011), in Redis when configured like every other limit:
//
// - per client (an IPv4 address, an IPv6 /64 like the forms): every attempt counts, whatever
//   the account: one network cannot try many accounts or run many password hashes at once;
// - per account: failed attempts from anywhere. Past the limit, guesses from networks that
//   never signed in to the account are refused; a network the staff member signed in from
//   before keeps its way in, with its own count of failures for that account. A stranger's
//   guesses cannot lock a staff member out, and nobody guesses without limit.
//
// Counts start as an attempt starts (guesses sent in parallel cannot slip past a count read
// before they fail); a success is counted on a second counter that is subtracted. Both live in
// the same fixed 15-minute window of the clock, so they start and end together, and each is
// kept for two windows: the failures of the window before still count, weighted by how much of
// it lies within the last 15 minutes (a sliding window). Without that, ten guesses just before
// a quarter of the hour and ten just after would all be tried.

export const SIGN_IN_WINDOW_MS = 15 * 60_000;
/** Attempts in 15 minutes: all of them per client network, failed ones per account. */
export const SIGN_IN_LIMITS = { perAccount: 10, perAddress: 30 };

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** A network as staff_sign_in_addresses keeps it: a keyed hash, never the address. */
const networkHash = (db: Db, request: FastifyRequest) => keyedHash(db, "sign-in", clientKey(request.ip));

export function signInLimits(app: FastifyInstance) {
  const { db } = app.database;
  const perAddress = app.createRateLimit({
    max: SIGN_IN_LIMITS.perAddress,
    timeWindow: SIGN_IN_WINDOW_MS,
    keyGenerator: (request) => `admin-sign-in-address:${clientKey(request.ip)}`,
  });

  const keys = new WeakMap<FastifyRequest, string>();
  // Counters only (the limit is applied here): a ceiling that is never reached, so the count
  // is exact (the limiter reports max - count as remaining).
  const CEILING = Number.MAX_SAFE_INTEGER;
  const counter = (name: string) => {
    const limiter = app.createRateLimit({
      max: CEILING,
      // Kept into the next window, where it is read as the window before.
      timeWindow: 2 * SIGN_IN_WINDOW_MS,
      keyGenerator: (request) => `admin-sign-in-${name}:${keys.get(request) ?? ""}`,
    });
    return async (request: FastifyRequest, key: string, increment: boolean) => {
      keys.set(request, key);
      const result = await limiter(request, { increment });
      return result.isAllowed ? 0 : CEILING - result.remaining;
    };
  };
  const attempts = counter("attempts");
  const successes = counter("successes");
  /** Failures on `key` in this window (this attempt counted) and in the one before, weighted. */
  const failures = async (request: FastifyRequest, key: (window: number) => string, now: number) => {
    const window = Math.floor(now / SIGN_IN_WINDOW_MS);
    const current = (await attempts(request, key(window), true)) - (await successes(request, key(window), false));
    const before =
      (await attempts(request, key(window - 1), false)) - (await successes(request, key(window - 1), false));
    const stillInside = 1 - (now % SIGN_IN_WINDOW_MS) / SIGN_IN_WINDOW_MS;
    return current + Math.max(0, before) * stillInside;
  };

  return {
    /** Past the per-client limit: the seconds to wait; undefined while allowed. */
    async byAddress(request: FastifyRequest): Promise<number | undefined> {
      const result = await perAddress(request);
      return !result.isAllowed && result.isExceeded ? result.ttlInSeconds : undefined;
    },

    /** Counts an attempt on the account; `blocked` says whether to refuse it. */
    async attempt(request: FastifyRequest, email: string, staffId: string | undefined) {
      const now = Date.now();
      const window = Math.floor(now / SIGN_IN_WINDOW_MS);
      const network = await networkHash(db, request);
      const account = (w: number) => `${w}:${sha256(email)}`;
      const accountHere = (w: number) => `${account(w)}:${sha256(network)}`;
      const failedOnAccount = await failures(request, account, now);
      const failedHere = await failures(request, accountHere, now);
      let blocked = failedHere > SIGN_IN_LIMITS.perAccount;
      if (!blocked && failedOnAccount > SIGN_IN_LIMITS.perAccount) {
        const known =
          staffId !== undefined &&
          (await db
            .selectFrom("staff_sign_in_addresses")
            .select("staff_id")
            .where("staff_id", "=", staffId)
            .where("address_hash", "=", network)
            .executeTakeFirst()) !== undefined;
        blocked = !known;
      }
      return {
        blocked,
        retryAfterSeconds: Math.ceil(((window + 1) * SIGN_IN_WINDOW_MS - now) / 1000),
        async succeeded(id: string) {
          await successes(request, account(window), true);
          await successes(request, accountHere(window), true);
          await db
            .insertInto("staff_sign_in_addresses")
            .values({ staff_id: id, address_hash: network, last_at: nowIso() })
            .onConflict((conflict) => conflict.columns(["staff_id", "address_hash"]).doUpdateSet({ last_at: nowIso() }))
            .execute();
        },
      };
    },
  };
}
