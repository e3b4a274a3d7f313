import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, type ZodTypeProvider } from "fastify-type-provider-zod";
import { EVENTS_BODY_LIMIT_BYTES, EVENTS_PATH } from "../../common/analytics";
import { API_PREFIX } from "../../common/api";
import { eventsBody, type ParsedEvent } from "./event-schema";
import type { CountedEvent } from "./event-buffer";
import { bucketOf } from "./vitals";
import { deviceClass, referrerHost } from "./visitor";
import { sameOriginGuard } from "../http/guards";
import { tieredRateLimit, type RateLimitTier } from "../plugins/rate-limit";

// POST /api/events: what the counting script sends with navigator.sendBeacon (text/plain, the
// beacon's type for a string, or application/json), one event or a batch. A bot, a browser
// sending Sec-GPC: 1, signed-in staff and ANALYTICS=false are answered 204 like everyone
// else and nothing is stored. Refused with a 4xx and nothing stored: another site's post, a body
// over 4 KiB, more than the per-address limit, anything the schema does not know.

/**
 * Per client address (IPv6: its /64): a busy reader sends a few beacons a page. Raising the forms'
 * limits (RATE_LIMIT_PER_MINUTE, RATE_LIMIT_PER_DAY) raises these with them, never below.
 */
export function eventTiers(perMinute: number, perDay: number): RateLimitTier[] {
  return [
    {
      name: "minute",
      max: Math.max(120, perMinute),
      windowMs: 60_000,
      message: "Too many events from your address: wait a minute.",
    },
    {
      name: "day",
      max: Math.max(5000, perDay),
      windowMs: 24 * 60 * 60_000,
      message: "Too many events from your address today.",
    },
  ];
}

const ACCEPTED_TYPES = ["application/json", "text/plain"];

function contentTypeOf(request: FastifyRequest): string {
  return String(request.headers["content-type"] ?? "")
    .split(";")[0]!
    .trim()
    .toLowerCase();
}

/** A refused beacon: a short sentence, no echo of what was sent. */
function refuse(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).send({ message });
}

export default async function eventRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { analytics, config } = parent;
  const ownHosts = [config.PUBLIC_ORIGIN ? new URL(config.PUBLIC_ORIGIN).hostname : undefined].filter(
    (host): host is string => host !== undefined,
  );

  // A beacon's string body is text/plain: read as JSON here, and only here.
  app.removeContentTypeParser("text/plain");
  app.addContentTypeParser("text/plain", { parseAs: "string" }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(Object.assign(new Error("The body is not valid JSON."), { statusCode: 400 }), undefined);
    }
  });

  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const where = issue?.instancePath ? `${issue.instancePath.slice(1).replace(/\//g, ".")}: ` : "";
      return refuse(reply, 400, `Not an event this site counts: ${where}${issue?.message ?? "invalid"}.`);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        error.code === "FST_ERR_CTP_BODY_TOO_LARGE"
          ? `Send at most ${EVENTS_BODY_LIMIT_BYTES / 1024} KiB of events at once.`
          : error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error instanceof SyntaxError
            ? "The body is not valid JSON."
            : error.message;
      return refuse(reply, status, message);
    }
    throw error;
  });

  const originGuard = sameOriginGuard(config.PUBLIC_ORIGIN);
  const rateLimit = tieredRateLimit(
    parent,
    "events",
    eventTiers(config.RATE_LIMIT_PER_MINUTE, config.RATE_LIMIT_PER_DAY),
  );

  app.post(
    EVENTS_PATH.slice(API_PREFIX.length),
    {
      bodyLimit: EVENTS_BODY_LIMIT_BYTES,
      schema: { body: eventsBody },
      onRequest: [
        async (request, reply) => {
          // Counting is off: the same answer, nothing read, nothing stored.
          if (!analytics.enabled) return reply.code(204).send();
          if (!ACCEPTED_TYPES.includes(contentTypeOf(request))) {
            return refuse(reply, 415, "Send events as application/json or text/plain (navigator.sendBeacon).");
          }
        },
        originGuard,
        rateLimit,
      ],
    },
    async (request, reply) => {
      const reason = await analytics.notCounted(request);
      if (reason) return reply.code(204).send();
      const at = Date.now();
      const visitor = await analytics.visitor(request, at);
      const device = deviceClass(request.headers["user-agent"] ?? "");
      const hosts = [...ownHosts, request.hostname];
      analytics.buffer.add(
        request.body.map((event) =>
          toRow(event, { at, visitor: visitor.id, network: visitor.network, day: visitor.day, device, hosts }),
        ),
      );
      return reply.code(204).send();
    },
  );
}

function toRow(
  event: ParsedEvent,
  context: { at: number; day: string; visitor: string; network: string; device: string; hosts: string[] },
): CountedEvent {
  const base = {
    day: context.day,
    at: new Date(context.at).toISOString(),
    visitor: context.visitor,
    network: context.network,
    device: context.device,
    type: event.type,
    path: event.path,
  };
  switch (event.type) {
    case "pageview":
      return {
        ...base,
        referrer_host: referrerHost(event.referrer, context.hosts),
        utm_source: event.utm_source ?? null,
        utm_medium: event.utm_medium ?? null,
        utm_campaign: event.utm_campaign ?? null,
        utm_term: event.utm_term ?? null,
        utm_content: event.utm_content ?? null,
      };
    case "dialog_opened":
      return base;
    case "assessment_step":
      return { ...base, detail: String(event.step) };
    case "form_sent":
      return { ...base, detail: `${event.form}:${event.outcome}` };
    case "vital":
      return { ...base, detail: event.name, value: event.value, bucket: bucketOf(event.name, event.value) };
  }
}
