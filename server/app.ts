import { randomUUID } from "node:crypto";
import { resolve } from "node:path";
import Fastify, { type FastifyServerOptions } from "fastify";
import type { Config } from "./config";
import type { DatabaseHandle } from "./db/index";
import securityHeaders from "./plugins/security-headers";
import staticSite from "./plugins/static-site";
import { healthRoutes } from "./routes/health";

export const BODY_LIMIT_BYTES = 16 * 1024;

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** The built site to serve; false for an API-only instance (the site lives on a CDN). */
  clientDir?: string | false;
  logger?: FastifyServerOptions["logger"];
}

/** A hop count becomes the function form Fastify's types accept. */
function trustProxy(setting: Config["TRUST_PROXY"]) {
  return typeof setting === "number" ? (_address: string, hop: number) => hop < setting : setting;
}

/** The one constructor of the server, used by main.ts and by every test. */
export async function buildApp({ config, database, clientDir = resolve("build/client"), logger }: AppOptions) {
  const app = Fastify({
    logger: logger ?? {
      level: config.LOG_LEVEL,
      // No client addresses, user agents or bodies in the logs (DESIGN §4).
      serializers: {
        req: (request: { method: string; url: string }) => ({ method: request.method, url: request.url }),
      },
    },
    trustProxy: trustProxy(config.TRUST_PROXY),
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true },
    requestIdHeader: false,
    genReqId: () => randomUUID(),
  });

  // 4xx answers keep their message; anything else is logged in full and answered generically.
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error, reqId: request.id }, "request failed");
      return reply.code(500).send({ message: "Something went wrong on our side. Please try again in a moment." });
    }
    return reply.code(status).send({ message: error.message });
  });

  await app.register(securityHeaders, { hsts: config.PUBLIC_ORIGIN?.startsWith("https:") ?? false });
  healthRoutes(app, database.db);
  if (clientDir !== false) await app.register(staticSite, { clientDir });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
