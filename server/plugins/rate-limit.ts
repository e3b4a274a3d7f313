import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Redis } from "ioredis";
import ipaddr from "ipaddr.js";
import { sendFailure } from "../http/answers";

// Rate limits on the API only (never on pages or assets: a page load fetches a dozen files),
// keyed on the client address Fastify trusts (the proxy's forwarded address only under
// TRUST_PROXY; IPv6 clients by their /64, which one subscriber gets whole), in tiers: a short
// burst window and a daily ceiling, per form. Shared through Redis (plugins/redis.ts) when
// REDIS_URL is set; while Redis does not answer, each instance counts in its own memory rather
// than waiting on Redis or letting everything through, and after a failure it does not ask
// Redis again for 30 seconds (a Redis that hangs would otherwise cost a timeout on every post).

export interface RateLimitTier {
  /** Names the tier in the counter's key. */
  name: string;
  max: number;
  windowMs: number;
  message: string;
}

type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** The client a limit counts: an IPv4 address, or the /64 network of an IPv6 one. */
export function clientKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address); // IPv4-mapped IPv6 becomes IPv4
  if (parsed.kind() === "ipv4") return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((part) => part.toString(16)).join(":")}::/64`;
}

/**
 * In-process fixed-window counters. The plugin's own LocalStore hands every caller the same
 * mutable counter object, so concurrent requests all read the last count and are refused
 * together; this store answers each call with its own snapshot.
 */
export class MemoryRateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private calls = 0;

  incr(key: string, callback: StoreCallback, timeWindow: number) {
    const now = Date.now();
    if (++this.calls % 1000 === 0) this.prune(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + timeWindow };
      this.windows.set(key, window);
    }
    window.count += 1;
    callback(null, { current: window.count, ttl: window.resetAt - now });
  }

  read(key: string, callback: StoreCallback) {
    const now = Date.now();
    const window = this.windows.get(key);
    callback(
      null,
      window && window.resetAt > now ? { current: window.count, ttl: window.resetAt - now } : { current: 0, ttl: 0 },
    );
  }

  child() {
    return new MemoryRateLimitStore();
  }

  private prune(now: number) {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

/**
 * Fixed-window counters in Redis, shared by every instance; when a command fails (Redis does
 * not answer: the redis plugin says so in the log), the count goes to memory instead.
 */
export class RedisRateLimitStore {
  private readonly fallback = new MemoryRateLimitStore();
  /** Until then, count in memory without asking Redis: a hung Redis costs one timeout, not one a post. */
  private redisPausedUntil = 0;

  constructor(
    private readonly redis: Redis,
    private readonly nameSpace: string,
    private readonly pauseAfterFailureMs = 30_000,
  ) {}

  private redisPaused() {
    return Date.now() < this.redisPausedUntil;
  }

  private pauseRedis() {
    this.redisPausedUntil = Date.now() + this.pauseAfterFailureMs;
  }

  incr(key: string, callback: StoreCallback, timeWindow: number) {
    if (this.redisPaused()) return this.fallback.incr(key, callback, timeWindow);
    const redisKey = `${this.nameSpace}${key}`;
    this.redis
      .multi()
      .incr(redisKey)
      .pexpire(redisKey, timeWindow, "NX")
      .pttl(redisKey)
      .exec()
      .then((results) => {
        const failed = results?.find(([error]) => error);
        if (!results || failed) throw failed?.[0] ?? new Error("transaction aborted");
        callback(null, { current: Number(results[0]![1]), ttl: Math.max(0, Number(results[2]![1])) });
      })
      .catch(() => {
        this.pauseRedis();
        this.fallback.incr(key, callback, timeWindow);
      });
  }

  /** The count so far, without counting (`{ increment: false }`). */
  read(key: string, callback: StoreCallback) {
    if (this.redisPaused()) return this.fallback.read(key, callback);
    const redisKey = `${this.nameSpace}${key}`;
    this.redis
      .multi()
      .get(redisKey)
      .pttl(redisKey)
      .exec()
      .then((results) => {
        const failed = results?.find(([error]) => error);
        if (!results || failed) throw failed?.[0] ?? new Error("transaction aborted");
        callback(null, { current: Number(results[0]![1] ?? 0), ttl: Math.max(0, Number(results[1]![1])) });
      })
      .catch(() => {
        this.pauseRedis();
        this.fallback.read(key, callback);
      });
  }

  child() {
    return this;
  }
}

export interface RateLimitingOptions {
  /** REDIS_KEY_PREFIX: the counters' keys start with it, then `rl:`. */
  redisKeyPrefix: string;
}

/** Gives the app `createRateLimit` (no global limit: routes opt in with tieredRateLimit). */
async function rateLimiting(app: FastifyInstance, { redisKeyPrefix }: RateLimitingOptions) {
  const redis = app.redis;
  if (!redis) {
    await app.register(rateLimit, { global: false, store: MemoryRateLimitStore });
    return;
  }
  const store = new RedisRateLimitStore(redis, `${redisKeyPrefix}rl:`);
  // The plugin constructs its store from a class: this one hands it the instance made here.
  const SharedStore = function () {
    return store;
  } as unknown as typeof MemoryRateLimitStore;
  await app.register(rateLimit, { global: false, store: SharedStore });
}

export default fp(rateLimiting, { name: "rate-limiting", dependencies: ["redis"] });

/** An onRequest hook that counts the request in every tier and answers 429 past any limit. */
export function tieredRateLimit(app: FastifyInstance, scope: string, tiers: readonly RateLimitTier[]) {
  const limiters = tiers.map((tier) => ({
    tier,
    check: app.createRateLimit({
      max: tier.max,
      timeWindow: tier.windowMs,
      keyGenerator: (request: FastifyRequest) => `${scope}:${tier.name}:${clientKey(request.ip)}`,
    }),
  }));
  return async function rateLimited(request: FastifyRequest, reply: FastifyReply) {
    for (const { tier, check } of limiters) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        request.log.info({ scope, tier: tier.name }, "rate limit reached");
        reply.header("retry-after", String(result.ttlInSeconds));
        return sendFailure(request, reply, { status: 429, sentence: tier.message });
      }
    }
  };
}

/** The tiers of the form endpoints. */
export function formTiers(perMinute: number, perDay: number): RateLimitTier[] {
  return [
    {
      name: "minute",
      max: perMinute,
      windowMs: 60_000,
      message: "Too many submissions from your address. Please wait a minute, then try again.",
    },
    {
      name: "day",
      max: perDay,
      windowMs: 24 * 60 * 60_000,
      message:
        "Too many submissions from your address today. Please try again tomorrow, or write to us by e-mail or WhatsApp.",
    },
  ];
}
