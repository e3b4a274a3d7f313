import { Redis } from "ioredis";

// The Redis the tests use: TEST_REDIS_URL, or the local server. Probed once: its tests run when
// it answers and are skipped with the reason otherwise; when TEST_REDIS_URL is set explicitly
// (CI), an unreachable Redis fails the run instead.

const explicitRedis = process.env.TEST_REDIS_URL;
export const redisUrl = explicitRedis ?? "redis://127.0.0.1:6379";

async function probeRedis(url: string): Promise<string> {
  const client = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    retryStrategy: () => null,
  });
  client.on("error", () => undefined);
  try {
    await client.connect();
    await client.ping();
    return "";
  } catch (error) {
    return error instanceof Error ? error.message : "unreachable";
  } finally {
    client.disconnect();
  }
}

const problem = await probeRedis(redisUrl);
if (problem && explicitRedis) throw new Error(`TEST_REDIS_URL is set but Redis does not answer: ${problem}`);

/** Non-empty when the Redis tests are skipped: why. */
export const redisSkipReason = problem ? `no Redis at ${redisUrl}: ${problem}` : "";
