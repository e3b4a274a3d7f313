import { randomUUID } from "node:crypto";
import { resolve } from "node:path";
import Fastify, { type FastifyServerOptions } from "fastify";
import { Redis } from "ioredis";
import type { Config } from "./config";
import type { DatabaseHandle } from "./db/index";
import { sendFailure } from "./http/answers";
import { BODY_LIMIT_BYTES } from "./http/limits";
import { redactError } from "./http/redact";
import { registerApi } from "./plugins/api";
import securityHeaders from "./plugins/security-headers";
import staticSite from "./plugins/static-site";
import { healthRoutes } from "./routes/health";

export { BODY_LIMIT_BYTES };

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** The built site to serve; false for an API-only instance (the site lives on a CDN). */
  clientDir?: string | false;
  logger?: FastifyServerOptions["logger"];
  /** Called when a submission queued mail: main.ts wakes the outbox worker with it. */
  onOutboxWrite?: () => void;
  /** Adds GET /api/bench/hello, the benchmark's baseline. Never set in production. */
  benchmarkRoute?: boolean;
  /** Prefix of the rate-limit counters in Redis (tests isolate themselves with it). */
  rateLimitNameSpace?: string;
  /** Where the default logger writes (tests read the log lines); stdout when unset. */
  logStream?: { write(line: string): void };
}

/** A hop count becomes the function form Fastify's types accept. */
function trustProxy(setting: Config["TRUST_PROXY"]) {
  return typeof setting === "number" ? (_address: string, hop: number) => hop < setting : setting;
}

/** Fastify's body errors, as sentences that say what to fix. */
const BODY_ERRORS: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: "The form is too large: keep it under 16 KiB (shorten the message).",
  FST_ERR_CTP_INVALID_JSON_BODY: "The request body is not valid JSON: send the form's fields as a JSON object.",
  FST_ERR_CTP_EMPTY_JSON_BODY: "The request body is empty: send the form's fields as a JSON object.",
  FST_ERR_CTP_INVALID_MEDIA_TYPE:
    "Send the form as application/json (or as application/x-www-form-urlencoded from an HTML form).",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "The request body does not match its Content-Length header.",
};

function redisClient(url: string, log: (message: string) => void) {
  const client = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 1000, connectTimeout: 2000 });
  let down = false;
  client.on("error", (error: Error) => {
    if (down) return;
    down = true;
    log(`Redis at REDIS_URL does not answer (${error.message}): rate limits pass until it is back`);
  });
  client.on("ready", () => {
    down = false;
  });
  return client;
}

/** The one constructor of the server, used by main.ts and by every test. */
export async function buildApp({
  config,
  database,
  clientDir = resolve("build/client"),
  logger,
  onOutboxWrite,
  benchmarkRoute = false,
  rateLimitNameSpace,
  logStream,
}: AppOptions) {
  const app = Fastify({
    logger: logger ?? {
      level: config.LOG_LEVEL,
      ...(logStream ? { stream: logStream } : {}),
      // No client addresses, user agents, bodies or query strings (link tokens) in the logs (DESIGN §4).
      serializers: {
        req: (request: { method: string; url: string }) => ({
          method: request.method,
          url: request.url.split("?")[0],
        }),
      },
    },
    trustProxy: trustProxy(config.TRUST_PROXY),
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true },
    requestIdHeader: false,
    genReqId: () => randomUUID(),
  });

  // 4xx answers say what to fix; anything else is logged in full and answered generically.
  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: redactError(error), reqId: request.id }, "request failed");
      return sendFailure(
        request,
        reply,
        500,
        "Something went wrong on our side. Please try again in a moment.",
        undefined,
        config.PUBLIC_ORIGIN,
      );
    }
    const sentence =
      (error.code && BODY_ERRORS[error.code]) ??
      (error instanceof SyntaxError ? BODY_ERRORS.FST_ERR_CTP_INVALID_JSON_BODY! : error.message);
    return sendFailure(request, reply, status, sentence, undefined, config.PUBLIC_ORIGIN);
  });

  await app.register(securityHeaders, { hsts: config.PUBLIC_ORIGIN?.startsWith("https:") ?? false });
  const redis = config.REDIS_URL ? redisClient(config.REDIS_URL, (message) => app.log.warn(message)) : undefined;
  if (redis) app.addHook("onClose", () => void redis.quit().catch(() => redis.disconnect()));

  healthRoutes(app, database.db);
  await registerApi(app, {
    config,
    database,
    linkOrigin: config.PUBLIC_ORIGIN ?? `http://127.0.0.1:${config.PORT}`,
    onOutboxWrite,
    redis,
    rateLimitNameSpace,
  });
  if (benchmarkRoute) app.get("/api/bench/hello", () => ({ hello: "world" }));
  if (clientDir !== false) await app.register(staticSite, { clientDir });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
