import fastifyHelmet from "@fastify/helmet";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import helmet from "helmet";
import fp from "fastify-plugin";
import { NON_PAGE_POLICY } from "../../common/csp";

// Security headers on every answer. Pages replace the Content-Security-Policy
// with their own, which allows their inline scripts by hash (site/static-site.ts).

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

/** The headers helmet and ownHeaders set, as name → value, for answers written by hand. */
function headerList(hsts: boolean): [string, string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string) => void headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => void headers.delete(name.toLowerCase()),
  };
  helmet(helmetOptions(hsts))({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  headers.set("permissions-policy", PERMISSIONS_POLICY);
  headers.set("content-security-policy", NON_PAGE_POLICY);
  return [...headers];
}

const CLIENT_ERRORS: Record<string, { status: number; reason: string; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: "Request Header Fields Too Large",
    message: "The request's headers are too large: clear this site's cookies, or send fewer or shorter headers.",
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: "Request Timeout",
    message: "The request took too long to arrive: please try again.",
  },
};
const BAD_REQUEST = {
  status: 400,
  reason: "Bad Request",
  message: "This is not a valid HTTP request (a malformed header line or Content-Length): check the client sending it.",
};

/**
 * Fastify's clientErrorHandler: the answer to a request Node's HTTP parser refuses (oversized
 * headers, a bad Content-Length or header line, a timeout), which no hook ever sees. Written
 * on the socket like Fastify's default, with the security headers every other answer carries.
 */
export function clientErrorAnswer(hsts: boolean) {
  const securityHeaders = headerList(hsts)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  return function (this: FastifyInstance, error: Error & { code?: string }, socket: Duplex) {
    // A reset connection has nobody to answer.
    if (error.code === "ECONNRESET" || socket.destroyed) return;
    const { status, reason, message } = CLIENT_ERRORS[error.code ?? ""] ?? BAD_REQUEST;
    this.log.debug({ code: error.code, status }, "request refused by the HTTP parser");
    if (socket.writable) {
      const body = JSON.stringify({ message });
      socket.write(
        `HTTP/1.1 ${status} ${reason}\r\n${securityHeaders}cache-control: no-store\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy(error);
  };
}

export default fp(securityHeaders, { name: "security-headers" });
