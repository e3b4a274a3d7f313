import { randomUUID } from "node:crypto";
import { join, resolve } from "node:path";
import Fastify, { type FastifyReply, type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { EventBufferOptions } from "./analytics/event-buffer";
import type { Config } from "./config";
import type { DatabaseHandle } from "./db/index";
import { sendFailure } from "./http/answers";
import { BODY_LIMIT_BYTES, BODY_LIMIT_TEXT } from "./http/limits";
import { redactError } from "./http/redact";
import analytics from "./analytics/plugin";
import databasePlugin from "./plugins/database";
import rateLimiting from "./plugins/rate-limit";
import redis from "./plugins/redis";
import securityHeaders, { clientErrorAnswer, secureFrameworkError } from "./plugins/security-headers";
import sessions from "./plugins/sessions";
import staticSite from "./site/static-site";
import { audit } from "./inbox/audit";
import { BuildStore } from "./publishing/build-store";
import { Publisher, type PublisherOptions } from "./publishing/publisher";
import { PreviewPasses, previewOriginOf } from "./publishing/preview-site";
import publishing from "./publishing/plugin";
import forms from "./forms/plugin";
import inbox from "./inbox/plugin";
import type { FormDeps } from "./forms/form-deps";
import health from "./health/routes";
import systemStatus, { type SystemOptions } from "./system/plugin";
import { newsletterLinkPages } from "./newsletter/link-pages";
import { DEFAULT_BUSINESS_HOURS, type BusinessHours } from "../common/business-hours";
import type { SiteIdentity } from "../common/settings";
import { readServiceOffer } from "../common/content/read-service-offer";
import type { ServiceOffer } from "../common/content/service-offer";

export { BODY_LIMIT_BYTES };

declare module "fastify" {
  interface FastifyInstance {
    /** The configuration, parsed once at start (config.ts). */
    config: Config;
    /** The firm's name and scheduling page as the live build has them (a publish changes them). */
    siteIdentity: () => SiteIdentity;
    /** The firm's business hours as the live build has them (the response clock). */
    businessHours: () => BusinessHours;
    /** Now, for the response clock and the time a submission is stored (AppOptions.clock). */
    clock: () => Date;
    /** The origin of links in e-mails (PUBLIC_ORIGIN; a loopback address when mail is off). */
    linkOrigin: string;
  }
}

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** The built site to serve; false for an API-only instance (the site lives on a CDN). */
  clientDir?: string | false;
  /** Fastify's logger option; loggerOptions(config) when unset. */
  logger?: FastifyServerOptions["logger"];
  /** Called when a submission or the inbox queued mail: main.ts wakes the outbox worker with it. */
  onOutboxWrite?: () => void;
  /** How counted events are buffered before they are written (tests lengthen the interval). */
  eventBuffer?: EventBufferOptions;
  /** The System screen's clock, disk and backups (tests give their own). */
  system?: SystemOptions;
  /**
   * Now: when a submission is stored and what the response clock measures against. The real
   * time unless set (tests pin it; main.ts passes config.CLOCK_START's clock, never in production).
   */
  clock?: () => Date;
  /** Replaces `astro build` and its checks in a publish (tests: a fast build of their own). */
  siteBuild?: PublisherOptions["build"];
}

/**
 * The logger: no client addresses, user agents, bodies or query strings (link tokens) in the
 * logs. `stream` is where lines go (stdout when unset; tests keep them).
 */
export function loggerOptions(config: Config, stream?: { write(line: string): void }) {
  return {
    level: config.LOG_LEVEL,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: { method: string; url: string }) => ({
        method: request.method,
        url: request.url.split("?")[0],
      }),
    },
  };
}

/** A hop count becomes the function form Fastify's types accept. */
function trustProxy(setting: Config["TRUST_PROXY"]) {
  return typeof setting === "number" ? (_address: string, hop: number) => hop < setting : setting;
}

/** Fastify's body errors, as sentences that say what to fix. */
const BODY_ERRORS: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: `The form is larger than any form of this site can be (${BODY_LIMIT_TEXT}): send only the form's fields, within their lengths.`,
  FST_ERR_CTP_INVALID_JSON_BODY: "The request body is not valid JSON: send the form's fields as a JSON object.",
  FST_ERR_CTP_EMPTY_JSON_BODY: "The request body is empty: send the form's fields as a JSON object.",
  FST_ERR_CTP_INVALID_MEDIA_TYPE:
    "Send the form as application/json (or as application/x-www-form-urlencoded from an HTML form).",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "The request body does not match its Content-Length header.",
};

/** The one constructor of the server, used by main.ts and by every test. */
export async function buildApp({
  config,
  database,
  clientDir = resolve("build/client"),
  logger,
  onOutboxWrite,
  eventBuffer,
  clock = () => new Date(),
  siteBuild,
  system = {},
}: AppOptions) {
  const hsts = config.PUBLIC_ORIGIN?.startsWith("https:") ?? false;
  const app = Fastify({
    logger: logger ?? loggerOptions(config),
    trustProxy: trustProxy(config.TRUST_PROXY),
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true },
    requestIdHeader: false,
    genReqId: () => randomUUID(),
    // A URL the router cannot decode ("/%") is answered here, before any hook: with the headers.
    frameworkErrors: (_error, request, reply: FastifyReply) => {
      secureFrameworkError(hsts, request, reply);
      void reply.code(400).send({ message: "This address is not valid: check the link, or start from the home page." });
    },
    // A request Node's parser refuses (431, 400) is answered on the socket: with the headers too.
    clientErrorHandler: clientErrorAnswer(hsts),
  });
  app.decorate("publicOrigin", config.PUBLIC_ORIGIN);
  app.decorate("config", config);
  // Routes declare their `schema:` in zod (common/forms and the admin's own).
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // 4xx answers say what to fix; anything else is logged in full and answered generically.
  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: redactError(error), reqId: request.id }, "request failed");
      return sendFailure(request, reply, {
        status: 500,
        sentence: "Something went wrong on our side. Please try again in a moment.",
      });
    }
    const sentence =
      (error.code && BODY_ERRORS[error.code]) ??
      (error instanceof SyntaxError ? BODY_ERRORS.FST_ERR_CTP_INVALID_JSON_BODY! : error.message);
    return sendFailure(request, reply, { status, sentence });
  });

  // The live build of the site, and "Publish" that replaces it (server/publishing/).
  const publisher =
    clientDir === false
      ? undefined
      : new Publisher({
          deployedDir: clientDir,
          buildsDir: config.SITE_BUILDS_DIR ?? join(clientDir, "..", "sites"),
          contentDir: config.CONTENT_DIR,
          onEvent: (event) => audit(database.db, event),
          log: (message) => app.log.warn(message),
          // On PostgreSQL (several instances may share it) builds are shared through it; SQLite is
          // one instance: its builds stay in SITE_BUILDS_DIR alone.
          ...(database.dialect === "postgres" ? { store: new BuildStore(database.db, config.DATABASE_URL) } : {}),
          ...(siteBuild ? { build: siteBuild } : {}),
        });
  // The live build's business hours; a build from before they were recorded: the settings file's.
  const businessHours = () =>
    publisher?.live.current.identity?.businessHours ?? config.businessHours ?? DEFAULT_BUSINESS_HOURS;
  if (publisher) {
    await publisher.start();
    app.addHook("onClose", () => publisher.stop());
  }
  // The services the live build's forms offer; a build from before they were recorded (or no build):
  // those of the content folder's service files, read once.
  let contentOffer: ServiceOffer | undefined;
  const offer = () => publisher?.live.current.services ?? (contentOffer ??= readServiceOffer(config.CONTENT_DIR));
  const deps: FormDeps = {
    config,
    database,
    // E-mails name the firm as the live build does: a publish changes both at once.
    site: () => {
      const live = publisher?.live.current.identity;
      return {
        ...(live ?? { siteName: config.siteName, schedulingUrl: config.schedulingUrl }),
        // A build from before it was recorded: the settings file's.
        consultationMinutes: live?.consultationMinutes ?? config.consultationMinutes,
        businessHours: businessHours(),
      };
    },
    offer,
    clock,
    // With mail on, PUBLIC_ORIGIN is required; without it no link is ever mailed.
    linkOrigin: config.PUBLIC_ORIGIN ?? `http://127.0.0.1:${config.PORT}`,
    onOutboxWrite,
  };
  app.decorate("siteIdentity", deps.site);
  app.decorate("businessHours", businessHours);
  app.decorate("clock", clock);
  app.decorate("linkOrigin", deps.linkOrigin);
  // Plugins that decorate or hook the whole app (fastify-plugin), then one plugin per feature.
  await app.register(securityHeaders, { hsts });
  await app.register(databasePlugin, { database });
  await app.register(redis, { url: config.REDIS_URL });
  await app.register(rateLimiting, { redisKeyPrefix: config.REDIS_KEY_PREFIX });
  await app.register(sessions, { publicOrigin: config.PUBLIC_ORIGIN });
  const served =
    publisher && clientDir !== false ? { live: publisher.live, buildDir: join(clientDir, "..") } : undefined;
  const adminOrigin = config.PUBLIC_ORIGIN ?? `http://127.0.0.1:${config.PORT}`;
  const preview = publisher
    ? { passes: new PreviewPasses(), previewOrigin: previewOriginOf(config.PREVIEW_ORIGIN, adminOrigin) }
    : undefined;
  // First: the preview host answers the preview alone, and keeps the routes below off it.
  await app.register(publishing, {
    publisher,
    contentDir: config.CONTENT_DIR,
    publicOrigin: config.PUBLIC_ORIGIN,
    adminOrigin,
    preview,
    editorDir: served && join(served.buildDir, "editor"),
  });
  await app.register(analytics, { enabled: config.ANALYTICS, publicOrigin: config.PUBLIC_ORIGIN, buffer: eventBuffer });
  await app.register(systemStatus, { now: clock, ...system });
  await app.register(health);
  await app.register(forms, { ...deps, live: served?.live });
  await app.register(newsletterLinkPages, { config, database });
  await app.register(inbox, {
    publicOrigin: config.PUBLIC_ORIGIN,
    onOutboxWrite,
    publisher,
    ...(preview ? { preview } : {}),
    adminDir: served && join(served.buildDir, "admin"),
  });
  // Last: every other GET is a page or a file of the live build (or its 404 page).
  if (served) await app.register(staticSite, { live: served.live });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
