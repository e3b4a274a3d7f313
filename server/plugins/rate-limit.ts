import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Redis } from "ioredis";
import { sendFailure } from "../http/answers";

// Rate limits on the API only (STACK trap 4: never on pages or assets), keyed on the client
// address Fastify trusts (the proxy's forwarded address only under TRUST_PROXY), in tiers:
// a short burst window and a daily ceiling, per form. Shared through Redis when REDIS_URL is
// set; if Redis stops answering, requests pass rather than fail (a visitor's submission
// matters more than a limit).

export interface RateLimitTier {
  /** Names the tier in the counter's key. */
  name: string;
  max: number;
  windowMs: number;
  message: string;
}

type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

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

export async function registerRateLimiting(app: FastifyInstance, redis: Redis | undefined, nameSpace = "site-rl:") {
  await app.register(rateLimit, {
    global: false,
    skipOnError: true,
    ...(redis ? { redis, nameSpace } : { store: MemoryRateLimitStore }),
  });
}

/** An onRequest hook that counts the request in every tier and answers 429 past any limit. */
export function tieredRateLimit(app: FastifyInstance, scope: string, tiers: readonly RateLimitTier[]) {
  const limiters = tiers.map((tier) => ({
    tier,
    check: app.createRateLimit({
      max: tier.max,
      timeWindow: tier.windowMs,
      keyGenerator: (request: FastifyRequest) => `${scope}:${tier.name}:${request.ip}`,
    }),
  }));
  return async function rateLimited(request: FastifyRequest, reply: FastifyReply) {
    for (const { tier, check } of limiters) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        request.log.info({ scope, tier: tier.name }, "rate limit reached");
        reply.header("retry-after", String(result.ttlInSeconds));
        return sendFailure(request, reply, 429, tier.message);
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
