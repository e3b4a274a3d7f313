import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { NON_PAGE_POLICY } from "../../common/csp";

// Security headers on every answer (DESIGN §6). Pages replace the Content-Security-Policy
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

async function securityHeaders(app: FastifyInstance, { hsts }: SecurityHeadersOptions) {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: "same-origin" },
    crossOriginResourcePolicy: { policy: "same-origin" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: "deny" },
  });
  app.addHook("onRequest", (_request, reply, done) => {
    reply.header("permissions-policy", PERMISSIONS_POLICY);
    reply.header("content-security-policy", NON_PAGE_POLICY);
    done();
  });
}

export default fp(securityHeaders, { name: "security-headers" });
