import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { Redis } from "ioredis";

// The Redis connection (REDIS_URL), shared by whatever needs it (today: rate-limit counters),
// decorated as `app.redis`; undefined without REDIS_URL. Commands never wait for a connection
// (no offline queue, short timeouts): a dead Redis answers with an error at once, and its users
// fall back (rate limits count in memory). Whether Redis answers is logged on change only.

declare module "fastify" {
  interface FastifyInstance {
    redis: Redis | undefined;
  }
}

export interface RedisOptions {
  url: string | undefined;
}

async function redisPlugin(app: FastifyInstance, { url }: RedisOptions) {
  if (!url) {
    app.decorate("redis", undefined);
    return;
  }
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 500,
    connectTimeout: 2000,
  });
  let up = true;
  redis.on("error", (error: Error) => {
    if (!up) return;
    up = false;
    app.log.warn(
      `Redis at REDIS_URL does not answer (${error.message}): each instance counts rate limits on its own until it is back`,
    );
  });
  redis.on("ready", () => {
    if (up) return;
    up = true;
    app.log.info("Redis at REDIS_URL answers again: rate limits are shared again");
  });
  // Connected before the first request; if it is down now, ioredis keeps trying in the background.
  await redis.connect().catch(() => undefined);
  app.decorate("redis", redis);
  app.addHook("onClose", async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
}

export default fp(redisPlugin, { name: "redis" });
