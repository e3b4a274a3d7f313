import type { FastifyReply, FastifyRequest } from "fastify";
import { sendFailure } from "./answers";

// onRequest guards of the form endpoints, run before the body is read.

const ACCEPTED_TYPES = ["application/json", "application/x-www-form-urlencoded"];

/** 415 unless the body is JSON or a plain HTML form post. */
export async function requireFormContentType(request: FastifyRequest, reply: FastifyReply) {
  const type = String(request.headers["content-type"] ?? "")
    .split(";")[0]!
    .trim()
    .toLowerCase();
  if (!ACCEPTED_TYPES.includes(type)) {
    return sendFailure(request, reply, {
      status: 415,
      sentence: "Send the form as application/json (or as application/x-www-form-urlencoded from an HTML form).",
    });
  }
}

/**
 * 403 when a browser says the post comes from another site: an Origin header that is neither
 * this server's own origin (scheme, host and port) nor PUBLIC_ORIGIN. No Origin header (curl, a server) is judged like
 * any request. "Origin: null" (sent under some referrer policies) passes only when the browser
 * also says the request is same-origin (Sec-Fetch-Site).
 */
export function sameOriginGuard(publicOrigin: string | undefined) {
  return async function sameOrigin(request: FastifyRequest, reply: FastifyReply) {
    const origin = request.headers.origin;
    if (origin === undefined || origin === "") return;
    if (origin === "null") {
      if (request.headers["sec-fetch-site"] === "same-origin") return;
    } else {
      if (publicOrigin !== undefined && origin === publicOrigin) return;
      try {
        // Scheme, host and port, through the URL parser (a default port compares equal: "host:80"
        // and "host" on http). The scheme is the request's own (the proxy's only under TRUST_PROXY).
        const own = new URL(`${request.protocol}://${request.headers.host ?? ""}`).origin;
        if (new URL(origin).origin === own) return;
      } catch {
        // not a URL: refused below
      }
    }
    request.log.info({ origin }, "cross-site post refused");
    return sendFailure(request, reply, { status: 403, sentence: "This form can only be sent from our own website." });
  };
}
