import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { isbot } from "isbot";
import type { Attribution } from "../../common/forms/attribution";
import { API_PREFIX } from "../../common/api";
import { attributionFor } from "./attribution";
import { EventBuffer, type EventBufferOptions } from "./event-buffer";
import eventRoutes from "./events";
import { DailySalts, networkId, utcDay, visitorId } from "./visitor";

// First-party counting (docs/analytics.md, decision 020), decorated once as `app.analytics`: who is counted,
// the visitor of a request for its day, the buffer of events, and the visit a lead came from; and
// the counting script's route, POST /api/events (events.ts).
// The buffer is flushed when the app closes (main.ts closes it on SIGTERM before the database).

declare module "fastify" {
  interface FastifyInstance {
    analytics: Analytics;
  }
}

export interface Visitor {
  day: string;
  id: string;
  /** The visitor's network (address or /64) for the day, hashed: its daily cap's key. */
  network: string;
}

export interface Analytics {
  /** ANALYTICS: false stores nothing and attributes nothing. */
  enabled: boolean;
  buffer: EventBuffer;
  /** Why a request is not counted (a bot, Global Privacy Control, signed-in staff), or undefined. */
  notCounted(request: FastifyRequest): Promise<string | undefined>;
  /** The request's visitor for the current UTC day. */
  visitor(request: FastifyRequest, at?: number): Promise<Visitor>;
  /** The visit the request's visitor made today, or null (not counted, or no page view yet). */
  attribution(request: FastifyRequest): Promise<Attribution | null>;
}

export interface AnalyticsOptions {
  enabled: boolean;
  /** PUBLIC_ORIGIN: the site in every visitor's hash (else the request's host). */
  publicOrigin: string | undefined;
  buffer?: EventBufferOptions;
}

async function analyticsPlugin(app: FastifyInstance, { enabled, publicOrigin, buffer: options }: AnalyticsOptions) {
  const { database } = app;
  const salts = new DailySalts(database.db);
  const buffer = new EventBuffer(database, app.log, options);

  const analytics: Analytics = {
    enabled,
    buffer,
    async notCounted(request) {
      const userAgent = request.headers["user-agent"] ?? "";
      if (!userAgent || isbot(userAgent)) return "bot";
      if (request.headers["sec-gpc"] === "1") return "global privacy control";
      if (app.sessions.idOf(request) && (await app.sessions.read(request))) return "staff";
      return undefined;
    },
    async visitor(request, at = Date.now()) {
      const day = utcDay(at);
      const salt = await salts.saltFor(day);
      const site = publicOrigin ?? request.host;
      return {
        day,
        id: visitorId({ salt, site, address: request.ip, userAgent: request.headers["user-agent"] ?? "" }),
        network: networkId({ salt, site, address: request.ip }),
      };
    },
    async attribution(request) {
      if (!enabled || (await analytics.notCounted(request))) return null;
      const visitor = await analytics.visitor(request);
      // This instance's page views of the last second are written first.
      await buffer.flush();
      return attributionFor(database.db, visitor);
    },
  };
  app.decorate("analytics", analytics);
  app.addHook("onClose", async () => buffer.close());
  await app.register(eventRoutes, { prefix: API_PREFIX });
}

export default fp(analyticsPlugin, { name: "analytics", dependencies: ["database", "sessions"] });
