import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

// Staff passwords, hashed with scrypt (memory-hard, in node:crypto). Stored as
// scrypt$N$r$p$salt$hash (base64url), so the cost can rise without breaking old hashes: a hash
// made at a lower cost still verifies, and is replaced at the next sign-in (needsRehash).

export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 1024;

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** OWASP's minimum for scrypt: N = 2^17, r = 8, p = 1 (128 MiB and about 0.3 s per hash here). */
export const PASSWORD_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;

/**
 * The memory one derivation takes, which is what scrypt's maxmem must allow (OpenSSL counts
 * 128·r·(N + p + 2) bytes; node:crypto's default limit, 32 MiB, would refuse N = 2^17).
 */
export function scryptMemory({ N, r, p }: ScryptCost): number {
  return 128 * r * (N + p + 2);
}

/** Derivations running at once: each holds 128 MiB, so a burst of sign-ins queues here. */
export const MAX_CONCURRENT_HASHES = 2;
/** Derivations that may wait for a slot; beyond, a sign-in is answered 503 (HashQueueFull). */
export const MAX_WAITING_HASHES = 8;
let running = 0;
const waiting: (() => void)[] = [];

/** Derivations waiting for a slot now. */
export const waitingHashes = () => waiting.length;

/** A derivation refused because MAX_WAITING_HASHES already wait: answer 503, try again soon. */
export class HashQueueFull extends Error {
  constructor() {
    super("Too many password hashes are waiting.");
  }
}

/** True when a derivation asked for now would be refused with HashQueueFull. */
export const hashQueueFull = () => running >= MAX_CONCURRENT_HASHES && waiting.length >= MAX_WAITING_HASHES;

/**
 * Takes a slot, waiting for one while all are busy (at most MAX_WAITING_HASHES wait: beyond,
 * HashQueueFull); returns its release (tests hold slots with it).
 */
export async function takeHashSlot(): Promise<() => void> {
  if (running >= MAX_CONCURRENT_HASHES) {
    if (waiting.length >= MAX_WAITING_HASHES) throw new HashQueueFull();
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else running += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
}

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  const release = await takeHashSlot();
  try {
    return await work();
  } finally {
    release();
  }
}

function derive(password: string, salt: Buffer, cost: ScryptCost) {
  const options: ScryptOptions = { ...cost, maxmem: scryptMemory(cost) };
  return withHashSlot(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password.normalize("NFC"), salt, KEY_LENGTH, options, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  );
}

/** A stored hash's parts; undefined when it is not one this module could have written. */
function parse(stored: string) {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  // Bounds keep a damaged row from asking for gigabytes: 2^14 ≤ N ≤ 2^20, a power of two.
  const sane =
    Number.isInteger(Math.log2(cost.N)) &&
    cost.N >= 2 ** 14 &&
    cost.N <= 2 ** 20 &&
    Number.isInteger(cost.r) &&
    cost.r >= 1 &&
    cost.r <= 32 &&
    Number.isInteger(cost.p) &&
    cost.p >= 1 &&
    cost.p <= 4;
  if (scheme !== "scrypt" || !salt || !hash || !sane) return undefined;
  return { cost, salt: Buffer.from(salt, "base64url"), hash: Buffer.from(hash, "base64url") };
}

export async function hashPassword(password: string, cost: ScryptCost = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.cost);
  return key.length === parsed.hash.length && timingSafeEqual(key, parsed.hash);
}

/** True for a hash made at a lower cost than today's: replace it once the password is known. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  if (!parsed) return false;
  const { N, r, p } = parsed.cost;
  return N < PASSWORD_COST.N || r < PASSWORD_COST.r || p < PASSWORD_COST.p;
}

/** Why a new password is refused, or undefined when it is fine. */
export function passwordProblem(password: string): string | undefined {
  if ([...password].length < MIN_PASSWORD_LENGTH)
    return `The password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (password.length > MAX_PASSWORD_LENGTH) return `The password must be at most ${MAX_PASSWORD_LENGTH} characters.`;
  return undefined;
}

/** A hash of a random password: sign-in with an unknown e-mail costs as much as with a known one. */
export const DUMMY_HASH = await hashPassword(randomBytes(18).toString("base64url"));
