import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterEach, describe, expect, it } from "vitest";
import { sqliteDatabase } from "../test-support/databases";
import { RedisRateLimitStore } from "./rate-limit";
import { redisSkipReason, redisUrl } from "../test-support/redis";
import { makeApiApp, type ApiApp } from "../test-support/app";

// Redis-backed limits run when Redis answers (test-support/redis.ts).
const redisSkip = redisSkipReason;

const contact = { name: "Ada", email: "ada@example.com", subject: "Hi", message: "Hello" };
const post = (app: ApiApp["app"]) =>
  app.inject({
    method: "POST",
    url: "/api/contact",
    headers: { "content-type": "application/json" },
    payload: JSON.stringify(contact),
  });

describe("rate limits", () => {
  const apps: ApiApp[] = [];
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
  });

  it.skipIf(redisSkip !== "")(
    `are shared by every instance through Redis${redisSkip ? ` (skipped: ${redisSkip})` : ""}`,
    async () => {
      // Keys of their own, shared by both instances: counts of other runs stay out.
      const env = { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `test-${randomUUID()}:`, RATE_LIMIT_PER_MINUTE: "2" };
      const a = await makeApiApp(sqliteDatabase(), env);
      const b = await makeApiApp(sqliteDatabase(), env);
      apps.push(a, b);
      expect((await post(a.app)).statusCode).toBe(201);
      expect((await post(b.app)).statusCode).toBe(201);
      const third = await post(a.app);
      expect(third.statusCode).toBe(429);
      expect(third.json()).toEqual({ message: expect.stringContaining("wait a minute") as unknown });
      expect((await post(b.app)).statusCode).toBe(429);
    },
  );

  it("count in memory while Redis does not answer, and say so once", async () => {
    const app = await makeApiApp(sqliteDatabase(), { REDIS_URL: "redis://127.0.0.1:1", RATE_LIMIT_PER_MINUTE: "2" });
    apps.push(app);
    expect((await post(app.app)).statusCode).toBe(201);
    expect((await post(app.app)).statusCode).toBe(201);
    expect((await post(app.app)).statusCode).toBe(429);
    const said = app.logLines.filter((line) => line.includes("Redis at REDIS_URL does not answer"));
    expect(said).toHaveLength(1);
    expect(said[0]).toContain("each instance counts rate limits on its own until it is back");
  });

  it("after Redis fails once, count in memory for a while instead of waiting on it for every post", async () => {
    let calls = 0;
    // A Redis that accepts commands and answers none: ioredis gives up after its command timeout.
    const hung = {
      multi() {
        calls += 1;
        const chain = {
          incr: () => chain,
          pexpire: () => chain,
          pttl: () => chain,
          get: () => chain,
          exec: () => new Promise((_, reject) => setTimeout(() => reject(new Error("Command timed out")), 50)),
        };
        return chain;
      },
    } as unknown as Redis;
    const store = new RedisRateLimitStore(hung, "t:", 60_000);
    const count = () =>
      new Promise<number>((resolve, reject) =>
        store.incr("client", (error, result) => (error ? reject(error) : resolve(result!.current)), 60_000),
      );
    expect(await count()).toBe(1);
    expect(await count()).toBe(2);
    expect(await count()).toBe(3);
    expect(calls).toBe(1);
  });

  it("count an IPv6 client by its /64: a new address in the same network is the same client", async () => {
    const app = await makeApiApp(sqliteDatabase(), { RATE_LIMIT_PER_MINUTE: "2", TRUST_PROXY: "127.0.0.1" });
    apps.push(app);
    const from = (address: string) =>
      app.app.inject({
        method: "POST",
        url: "/api/contact",
        headers: { "content-type": "application/json", "x-forwarded-for": address },
        payload: JSON.stringify(contact),
      });
    expect((await from("2001:db8:1:2::1")).statusCode).toBe(201);
    expect((await from("2001:db8:1:2:ffff:ffff:ffff:fffe")).statusCode).toBe(201);
    expect((await from("2001:0db8:0001:0002:abcd::9")).statusCode).toBe(429);
    // Another /64, and IPv4, are other clients.
    expect((await from("2001:db8:1:3::1")).statusCode).toBe(201);
    expect((await from("203.0.113.7")).statusCode).toBe(201);
    // An IPv4-mapped IPv6 address is that IPv4 client.
    expect((await from("203.0.113.7")).statusCode).toBe(201);
    expect((await from("::ffff:203.0.113.7")).statusCode).toBe(429);
  });

  it("never apply to pages, assets or health checks", async () => {
    const app = await makeApiApp(sqliteDatabase(), { RATE_LIMIT_PER_MINUTE: "1", RATE_LIMIT_PER_DAY: "1" });
    apps.push(app);
    for (let i = 0; i < 5; i++) expect((await app.app.inject({ url: "/healthz" })).statusCode).toBe(200);
    expect((await post(app.app)).statusCode).toBe(201);
    expect((await post(app.app)).statusCode).toBe(429);
    expect((await app.app.inject({ url: "/readyz" })).statusCode).toBe(200);
  });
});
