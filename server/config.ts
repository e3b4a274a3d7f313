import { basename } from "node:path";
import ipaddr from "ipaddr.js";
import addressparser from "nodemailer/lib/addressparser/index.js";
import { z } from "zod";
import { EMAIL_PATTERN, hasInvisibleCharacters } from "../common/forms/fields";
import { redactUrl } from "./http/redact";
import type { SiteIdentity } from "../common/settings";
import { SettingsError, siteIdentity } from "./publishing/site-settings";
import { parseFlag } from "../common/flag";
import { ANALYTICS_RAW_DAYS_DEFAULT } from "../common/analytics";
import { describeIssues } from "../common/describe-issues";

// The environment, parsed once at start. Every variable is optional; a bad value stops the
// server with a message per variable, so a mistake shows at deploy time, not hours later.
const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const urlWithProtocols = (protocols: readonly string[], example: string) =>
  optionalString.refine(
    (value) => {
      if (value === undefined) return true;
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL like ${example}` },
  );

/** true or false (also 1/0, yes/no), with a default. */
const flag = (name: string, fallback: boolean) =>
  optionalString.transform((value, ctx) => {
    const parsed = parseFlag(value, fallback);
    if (parsed !== undefined) return parsed;
    ctx.addIssue({ code: "custom", message: `must be true or false, not ${JSON.stringify(value)}` });
    return z.NEVER;
  });

function isWebhookSecret(value: string): boolean {
  const match = /^whsec_([A-Za-z0-9+/]+={0,2})$/.exec(value);
  return match !== null && Buffer.from(match[1]!, "base64").length >= 24;
}

const positiveInt = z.coerce
  .number({ message: "must be a number" })
  .int("must be a whole number")
  .min(1, "must be at least 1");

const envSchema = z.object({
  PORT: z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(0, "must be between 0 and 65535")
    .max(65535, "must be between 0 and 65535")
    .default(3000),
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .trim()
    .default("file:./data/site.db")
    .refine((value) => /^(file:.+|postgres(ql)?:\/\/.+)$/.test(value), {
      message: "must be file:<path> (SQLite) or postgres://user@host:port/db",
    }),
  SMTP_URL: urlWithProtocols(["smtp:", "smtps:"], "smtp://user:pass@mail.example.com:587"),
  MAIL_FROM: optionalString.refine((value) => value === undefined || isMailbox(value), {
    message: 'must be one sender address, like website@example.com or "Example Consulting <website@example.com>"',
  }),
  NOTIFY_TO: optionalString.pipe(z.email({ message: "must be an e-mail address" }).optional()),
  PUBLIC_ORIGIN: urlWithProtocols(["http:", "https:"], "https://www.example.com").transform((value) =>
    value === undefined ? undefined : new URL(value).origin,
  ),
  REDIS_URL: urlWithProtocols(["redis:", "rediss:"], "redis://127.0.0.1:6379"),
  // Starts every key this server writes in Redis: another site on the same Redis needs its own.
  REDIS_KEY_PREFIX: optionalString
    .transform((value) => value ?? "site-")
    .pipe(z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/, "must be at most 64 letters, digits or - _ . :")),
  TRUST_PROXY: optionalString.transform((value, ctx) => {
    if (value === undefined || value === "false") return false;
    if (value === "true") {
      ctx.addIssue({ code: "custom", message: TRUST_PROXY_TRUE });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(",").map((part) => part.trim());
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (bad.length > 0) {
      ctx.addIssue({
        code: "custom",
        message: `${bad.map((entry) => JSON.stringify(entry)).join(", ")} is not an IP address or CIDR range: give a hop count (for example 1) or the proxies' addresses (for example 10.0.0.1,10.0.0.0/8)`,
      });
      return z.NEVER;
    }
    return entries;
  }),
  // The copy the firm edits (Keystatic writes there) and the site is built from: a folder named
  // "content", inside the git checkout when publishes are to be commits.
  CONTENT_DIR: optionalString.default("content").refine((value) => basename(value ?? "content") === "content", {
    message: 'must be a folder named "content" (e.g. /srv/site/content)',
  }),
  // Where "Publish" builds the site, one folder per build, the last 5 kept (docs/operations.md);
  // build/sites beside the deployed build when unset.
  SITE_BUILDS_DIR: optionalString,
  // Where staff see a preview of what was saved (server/publishing/preview-site.ts): a host of its
  // own, answered by this server; by default "preview." before PUBLIC_ORIGIN's host.
  PREVIEW_ORIGIN: urlWithProtocols(["http:", "https:"], "https://preview.example.com").transform((value) =>
    value === undefined ? undefined : new URL(value).origin,
  ),
  LOG_LEVEL: z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(", ")}` }).default("info"),
  // GET /metrics (Prometheus) answers only with `Authorization: Bearer <METRICS_TOKEN>`; unset: 404.
  METRICS_TOKEN: optionalString.refine((value) => value === undefined || /^[\x21-\x7e]{24,}$/.test(value), {
    message: "must be at least 24 characters without spaces (make one: openssl rand -hex 32)",
  }),
  // Per client address and per form; the benchmark lifts them.
  RATE_LIMIT_PER_MINUTE: positiveInt.default(5),
  RATE_LIMIT_PER_DAY: positiveInt.default(50),
  // How long submissions are kept (24 months): the server purges older ones daily by itself.
  RETENTION_DAYS: positiveInt.default(730),
  // An acknowledgement to the sender of each lead, whenever mail is on; false turns it off.
  ACK_EMAILS: flag("ACK_EMAILS", true),
  // Each new lead POSTed, signed (Standard Webhooks), to every URL. Errors show a URL only as
  // redactUrl does (scheme and host): a Slack webhook's path is its secret.
  WEBHOOK_URLS: optionalString.transform((value, ctx) => {
    if (value === undefined) return [];
    const urls = value
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean);
    urls.forEach((url, index) => {
      let parsed: URL | undefined;
      try {
        parsed = new URL(url);
      } catch {
        // refused below
      }
      if (!parsed || (parsed.protocol !== "https:" && parsed.protocol !== "http:")) {
        const shown = parsed?.host ? redactUrl(url) : `entry ${index + 1}`;
        ctx.addIssue({ code: "custom", message: `${shown} is not an http(s) URL` });
      }
    });
    return urls;
  }),
  WEBHOOK_SECRET: optionalString.refine((value) => value === undefined || isWebhookSecret(value), {
    message:
      "must be whsec_ followed by a base64 key of at least 24 bytes (generate one: echo whsec_$(openssl rand -base64 32))",
  }),
  WEBHOOK_ALLOW_PRIVATE: flag("WEBHOOK_ALLOW_PRIVATE", false),
  // First-party, cookieless counting (docs/analytics.md); false: /api/events stores nothing.
  ANALYTICS: flag("ANALYTICS", true),
  // Days raw events are kept; each finished day is rolled up into non-personal counts first.
  ANALYTICS_RAW_DAYS: positiveInt.max(3650, "must be at most 3650 (ten years)").default(ANALYTICS_RAW_DAYS_DEFAULT),
  // Backups (docs/operations.md "Backups and restores"): every BACKUP_INTERVAL_HOURS (0: only
  // on demand), into BACKUP_DIR, the BACKUP_KEEP newest verified ones kept; each good one copied
  // off the machine by BACKUP_COPY_COMMAND ({file} is its path; run without a shell).
  BACKUP_INTERVAL_HOURS: z.coerce
    .number({ message: "must be a number of hours (0 turns scheduled backups off)" })
    .min(0, "must be 0 (off) or more")
    .max(168, "must be at most 168 (a week)")
    .default(24),
  BACKUP_DIR: optionalString.transform((value) => value ?? "data/backups"),
  BACKUP_KEEP: positiveInt.max(1000, "must be at most 1000").default(14),
  // For end-to-end tests only: the server's clock starts at this instant (ISO 8601 with its offset)
  // and runs on from there; refused when NODE_ENV is production (main.ts).
  CLOCK_START: optionalString.pipe(
    z.iso
      .datetime({ offset: true, message: "must be an ISO 8601 instant with its offset, like 2026-11-27T17:55:00Z" })
      .optional(),
  ),
  BACKUP_COPY_COMMAND: optionalString.refine((value) => value === undefined || value.includes("{file}"), {
    message: "must contain {file}, where the backup's path goes (for example rclone copy {file} offsite:firm)",
  }),
});

const TRUST_PROXY_TRUE =
  "true would trust the X-Forwarded-For header of any client (anyone could pick their own address and escape the rate limits): give the number of proxies in front of the server (for example 1) or their addresses (for example 10.0.0.1,10.0.0.0/8)";

/** The names @fastify/proxy-addr accepts besides addresses and CIDR ranges. */
const PROXY_NAMES = ["loopback", "linklocal", "uniquelocal"];

function isProxyAddress(entry: string): boolean {
  return PROXY_NAMES.includes(entry) || ipaddr.isValid(entry) || ipaddr.isValidCIDR(entry);
}

/** One mailbox, optionally with a display name: what nodemailer sends as From. */
function isMailbox(value: string): boolean {
  const parsed = addressparser(value);
  if (parsed.length !== 1) return false;
  const [entry] = parsed;
  if (!entry || "group" in entry) return false;
  return EMAIL_PATTERN.test(entry.address) && !hasInvisibleCharacters(value, false);
}

function isLoopbackOrigin(origin: string): boolean {
  const host = new URL(origin).hostname.replace(/^\[|\]$/g, "");
  if (host === "localhost" || host.endsWith(".localhost")) return true;
  return ipaddr.isValid(host) && ipaddr.process(host).range() === "loopback";
}

/** A host name that is, or names, this machine or a private network (checked again after DNS). */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "");
  if (host === "localhost" || host.endsWith(".localhost")) return true;
  return ipaddr.isValid(host) && !isPublicAddress(host);
}

/**
 * Why a webhook target is refused at start, or undefined. Lead data travels only over https,
 * except to a receiver on this machine or a private network (WEBHOOK_ALLOW_PRIVATE=true): a
 * host name is accepted then, and its address checked at every delivery (webhooks.ts).
 */
export function webhookUrlProblem(url: URL, allowPrivate: boolean): string | undefined {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const isPrivate = isPrivateHost(host);
  if (isPrivate && !allowPrivate) {
    return "is on a loopback or private network: set WEBHOOK_ALLOW_PRIVATE=true if that is meant";
  }
  if (url.protocol === "http:" && (!allowPrivate || (ipaddr.isValid(host) && !isPrivate))) {
    return "is plain http: lead data would travel unencrypted, so use https (http only reaches a receiver on this machine or a private network, with WEBHOOK_ALLOW_PRIVATE=true)";
  }
  return undefined;
}

/** Only ordinary unicast addresses on the internet: not loopback, private, link-local, CGNAT, … */
export function isPublicAddress(address: string): boolean {
  return ipaddr.process(address).range() === "unicast";
}

// Links in e-mails must work for the recipient: with mail on, PUBLIC_ORIGIN is required, and
// https (RFC 8058 one-click unsubscribe URLs must be https) unless it names this machine.
const configSchema = envSchema.superRefine((config, ctx) => {
  if (config.WEBHOOK_URLS.length > 0 && !config.WEBHOOK_SECRET) {
    ctx.addIssue({
      code: "custom",
      path: ["WEBHOOK_SECRET"],
      message: "is required when WEBHOOK_URLS is set: receivers check each delivery's signature with it",
    });
  }
  for (const url of config.WEBHOOK_URLS) {
    const problem = webhookUrlProblem(new URL(url), config.WEBHOOK_ALLOW_PRIVATE);
    if (problem) ctx.addIssue({ code: "custom", path: ["WEBHOOK_URLS"], message: `${redactUrl(url)} ${problem}` });
  }
  if (!config.SMTP_URL) return;
  if (!config.PUBLIC_ORIGIN) {
    ctx.addIssue({
      code: "custom",
      path: ["PUBLIC_ORIGIN"],
      message:
        "is required when SMTP_URL is set: the links in confirmation and unsubscribe e-mails need the site's public address, like https://www.example.com",
    });
  } else if (!config.PUBLIC_ORIGIN.startsWith("https:") && !isLoopbackOrigin(config.PUBLIC_ORIGIN)) {
    ctx.addIssue({
      code: "custom",
      path: ["PUBLIC_ORIGIN"],
      message:
        "must be https:// when SMTP_URL is set (links in e-mails, and one-click unsubscribe requires https); http is allowed only for localhost",
    });
  }
});

/**
 * The environment, and the firm's name and scheduling page for e-mails: from the site's settings
 * file (content/settings.yaml, server/publishing/site-settings.ts), the one the site is built from.
 */
export type Config = z.infer<typeof envSchema> & SiteIdentity;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/**
 * Parses the environment; throws ConfigError naming every bad variable. The site's identity comes
 * from content/settings.yaml unless given (tests).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, site?: SiteIdentity): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(describeIssues(result.error, "(the environment)"));
  }
  if (result.data.CLOCK_START && env.NODE_ENV === "production") {
    throw new ConfigError([
      "CLOCK_START: is for tests only and is refused when NODE_ENV is production: the server keeps the real time",
    ]);
  }
  return { ...result.data, ...(site ?? readIdentity()) };
}

function readIdentity(): SiteIdentity {
  try {
    return siteIdentity();
  } catch (error) {
    if (error instanceof SettingsError) throw new ConfigError([error.message]);
    throw error;
  }
}
