import fastifyHelmet from "@fastify/helmet";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import helmet from "helmet";
import fp from "fastify-plugin";
import { NON_PAGE_POLICY } from "../../common/csp";

// Security headers on every answer. Pages replace the Content-Security-Policy
// with their own, which allows their inline scripts by hash (plugins/static-site.ts).

export interface SecurityHeadersOptions {
  /** Send HSTS: only when the public origin is https. */
  hsts: boolean;
}

/** Powerful features the site never uses. */
const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "usb=()",
  "browsing-topics=()",
].join(", ");

function helmetOptions(hsts: boolean) {
  return {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: "same-origin" },
    crossOriginResourcePolicy: { policy: "same-origin" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: "deny" },
  } as const;
}

function ownHeaders(reply: FastifyReply) {
  reply.header("permissions-policy", PERMISSIONS_POLICY);
  reply.header("content-security-policy", NON_PAGE_POLICY);
}

async function securityHeaders(app: FastifyInstance, { hsts }: SecurityHeadersOptions) {
  await app.register(fastifyHelmet, { global: true, ...helmetOptions(hsts) });
  app.addHook("onRequest", (_request, reply, done) => {
    ownHeaders(reply);
    done();
  });
}

/**
 * The same headers on an answer Fastify makes before any hook runs (a URL it cannot decode):
 * helmet itself, with the same options, on the raw response.
 */
export function secureFrameworkError(hsts: boolean, request: FastifyRequest, reply: FastifyReply) {
  helmet(helmetOptions(hsts))(request.raw, reply.raw, () => undefined);
  ownHeaders(reply);
}

export default fp(securityHeaders, { name: "security-headers" });
