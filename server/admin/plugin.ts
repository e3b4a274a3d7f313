import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { sql, type SqlBool } from "kysely";
import {
  ADMIN_API_PREFIX,
  LEAD_STATUSES,
  type AuditPage,
  type LeadPage,
  type LeadStatus,
  type SubscriberPage,
} from "../../common/admin-api";
import type { Config } from "../config";
import type { DatabaseHandle } from "../db/index";
import { EXPORT_TYPES, exportRows, toCsv } from "../submissions";
import { sameOriginGuard } from "../http/guards";
import { redactEmail } from "../http/redact";
import { audit, readAudit } from "./audit";
import { erase, previewErasure } from "./erase";
import {
  FORMS,
  addNote,
  filterCondition,
  isFormKey,
  isSubscriptionStatus,
  listLeads,
  listSubscribers,
  readLead,
  resendNotification,
  setStatus,
  type Cursor,
  type LeadFilter,
} from "./leads";
import { DUMMY_HASH, MAX_PASSWORD_LENGTH, verifyPassword } from "./passwords";
import { createSession, deleteSession, readSession, sessionCookie, type Staff } from "./sessions";
import { normaliseEmail, upgradePasswordHash } from "./staff";

// The firm's inbox API, registered under ADMIN_API_PREFIX (common/admin-api.ts). Every call but
// sign-in needs a live session (401 otherwise, with nothing else said: an unknown path too);
// every state-changing call passes the same Origin check as the forms and must be JSON (a plain
// cross-site form cannot send it).

export interface AdminOptions {
  config: Config;
  database: DatabaseHandle;
  /** Wakes the outbox worker after "send again" or "not spam". */
  onOutboxWrite?: () => void;
}

declare module "fastify" {
  interface FastifyRequest {
    staff?: Staff;
  }
}

export const WRONG_CREDENTIALS = "The e-mail or password is wrong.";
const SIGN_IN_WINDOW_MS = 15 * 60_000;
/**
 * Sign-in attempts in 15 minutes: failed ones per account (from any address; a success does not
 * count), and all of them per client address (any account).
 */
export const SIGN_IN_LIMITS = { perAccount: 10, perAddress: 30 };

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function encodeCursor(cursor: Cursor | { at: string; id: string } | undefined): string | null {
  return cursor ? Buffer.from(JSON.stringify(cursor)).toString("base64url") : null;
}

function decodeCursor(value: unknown): Record<string, string> | undefined {
  if (typeof value !== "string" || value === "" || value.length > 300) return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(value, "base64url").toString("utf8")) as unknown;
    if (typeof parsed !== "object" || parsed === null) return undefined;
    const entries = Object.entries(parsed).filter(([, v]) => typeof v === "string" && !Number.isNaN(v.length));
    const out = Object.fromEntries(entries) as Record<string, string>;
    for (const key of ["createdAt", "at"])
      if (out[key] !== undefined && Number.isNaN(Date.parse(out[key]))) return undefined;
    return out;
  } catch {
    return undefined;
  }
}

const text = (value: unknown, max: number) => (typeof value === "string" && value.length <= max ? value : undefined);

function readFilter(query: Record<string, unknown>): LeadFilter {
  const form = query.form;
  const status = query.status;
  const spam = query.spam;
  return {
    forms: isFormKey(form) ? [form] : undefined,
    status: (LEAD_STATUSES as readonly unknown[]).includes(status) ? (status as LeadStatus) : undefined,
    spam: spam === "only" || spam === "all" ? spam : "exclude",
    q: text(query.q, 200)?.trim() || undefined,
  };
}

/**
 * The per-account sign-in limit counts failed attempts only: a staff member who signs in many
 * times is never locked out by it. Every attempt is counted as it starts (so guesses sent in
 * parallel cannot slip past a count read before they fail) and a success is counted again on a
 * second counter that is subtracted. Both live in the same fixed 15-minute window of the clock,
 * so they start and end together; in Redis when configured, like every other limit.
 */
function accountLimit(app: FastifyInstance) {
  const keys = new WeakMap<FastifyRequest, string>();
  // Counters only (the limit is applied here): a ceiling that is never reached, so the count
  // is exact (the limiter reports max - count as remaining).
  const CEILING = Number.MAX_SAFE_INTEGER;
  const counter = (name: string) => {
    const limiter = app.createRateLimit({
      max: CEILING,
      timeWindow: SIGN_IN_WINDOW_MS,
      keyGenerator: (request) => `admin-sign-in-account-${name}:${keys.get(request) ?? ""}`,
    });
    return async (request: FastifyRequest, key: string, increment: boolean) => {
      keys.set(request, key);
      const result = await limiter(request, { increment });
      return result.isAllowed ? 0 : CEILING - result.remaining;
    };
  };
  const attempts = counter("attempts");
  const successes = counter("successes");
  return {
    async attempt(request: FastifyRequest, email: string) {
      const now = Date.now();
      const window = Math.floor(now / SIGN_IN_WINDOW_MS);
      const key = `${window}:${createHash("sha256").update(email).digest("hex")}`;
      const failed = (await attempts(request, key, true)) - (await successes(request, key, false));
      return {
        blocked: failed > SIGN_IN_LIMITS.perAccount,
        retryAfterSeconds: Math.ceil(((window + 1) * SIGN_IN_WINDOW_MS - now) / 1000),
        succeeded: async () => void (await successes(request, key, true)),
      };
    },
  };
}

export default async function adminApi(app: FastifyInstance, { config, database, onOutboxWrite }: AdminOptions) {
  const { db } = database;
  const cookie = sessionCookie(config.PUBLIC_ORIGIN);
  const originGuard = sameOriginGuard(config.PUBLIC_ORIGIN);
  const perAddress = app.createRateLimit({
    max: SIGN_IN_LIMITS.perAddress,
    timeWindow: SIGN_IN_WINDOW_MS,
    keyGenerator: (request) => `admin-sign-in-address:${request.ip}`,
  });
  const perAccount = accountLimit(app);

  app.addHook("onRequest", async (request, reply) => {
    reply.header("cache-control", "no-store");
    reply.header("x-robots-tag", "noindex, nofollow");
    if (STATE_CHANGING.has(request.method)) {
      await originGuard(request, reply);
      if (reply.sent) return reply;
      const type = String(request.headers["content-type"] ?? "")
        .split(";")[0]!
        .trim()
        .toLowerCase();
      if (request.method !== "DELETE" && type !== "application/json") {
        return reply.code(415).send({ message: "Send application/json." });
      }
    }
    const isSignIn = request.method === "POST" && request.routeOptions.url === `${ADMIN_API_PREFIX}/session`;
    if (isSignIn) return;
    const id = cookie.read(request.headers.cookie);
    const staff = id ? await readSession(db, id) : undefined;
    if (!staff) return reply.code(401).send({ message: "Sign in first." });
    request.staff = staff;
  });

  const tooMany = (reply: FastifyReply, ttl: number) =>
    reply
      .code(429)
      .header("retry-after", String(ttl))
      .send({ message: "Too many sign-in attempts. Please wait 15 minutes, then try again." });

  // Sign in: a new session id every time (a fixed id planted before sign-in is dropped).
  app.post("/session", async (request, reply) => {
    const byAddress = await perAddress(request);
    if (!byAddress.isAllowed && byAddress.isExceeded) return tooMany(reply, byAddress.ttlInSeconds);
    const body = (request.body ?? {}) as { email?: unknown; password?: unknown };
    const email = normaliseEmail(text(body.email, 254) ?? "");
    const password = text(body.password, MAX_PASSWORD_LENGTH) ?? "";
    if (email === "" || password === "") {
      return reply.code(400).send({ message: "Enter your e-mail and password." });
    }
    const attempt = await perAccount.attempt(request, email);
    if (attempt.blocked) return tooMany(reply, attempt.retryAfterSeconds);
    const account = await db
      .selectFrom("staff_accounts")
      .select(["id", "email", "password_hash"])
      .where("email", "=", email)
      .executeTakeFirst();
    // The same scrypt work whether or not the account exists: timing tells nothing.
    const valid = await verifyPassword(password, account?.password_hash ?? DUMMY_HASH);
    if (!account || !valid) {
      request.log.info({ email: redactEmail(email) }, "staff sign-in refused");
      return reply.code(401).send({ message: WRONG_CREDENTIALS });
    }
    await attempt.succeeded();
    await upgradePasswordHash(db, account, password);
    const id = await createSession(db, account.id, cookie.read(request.headers.cookie));
    await audit(db, { actor: account.email, action: "sign-in" });
    return reply.header("set-cookie", cookie.set(id)).send({ email: account.email });
  });

  app.get("/session", (request) => ({ email: request.staff!.email }));

  app.delete("/session", async (request, reply) => {
    const id = cookie.read(request.headers.cookie);
    if (id) await deleteSession(db, id);
    await audit(db, { actor: request.staff!.email, action: "sign-out" });
    return reply.header("set-cookie", cookie.clear()).code(204).send();
  });

  const unknownForm = (reply: FastifyReply) =>
    reply.code(400).send({ message: `form must be one of ${Object.keys(FORMS).join(", ")}.` });

  app.get("/leads", async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    // No form (or an empty one) is every form; a form that is not one of the four is refused.
    if (query.form !== undefined && query.form !== "" && !isFormKey(query.form)) return unknownForm(reply);
    const after = decodeCursor(query.after);
    const { leads, next } = await listLeads(db, readFilter(query), {
      after: after?.createdAt && after.id ? { createdAt: after.createdAt, id: after.id } : undefined,
    });
    return { leads, next: encodeCursor(next) } satisfies LeadPage;
  });

  const leadParams = (request: FastifyRequest) => {
    const { form, id } = request.params as { form: string; id: string };
    return isFormKey(form) && /^[0-9a-f-]{36}$/.test(id) ? { form, id } : undefined;
  };
  const noLead = (reply: FastifyReply) => reply.code(404).send({ message: "No such lead." });

  app.get("/leads/:form/:id", async (request, reply) => {
    const params = leadParams(request);
    const lead = params && (await readLead(db, params.form, params.id));
    return lead ?? noLead(reply);
  });

  app.patch("/leads/:form/:id", async (request, reply) => {
    const params = leadParams(request);
    if (!params) return noLead(reply);
    const status = (request.body as { status?: unknown } | undefined)?.status;
    if (!(LEAD_STATUSES as readonly unknown[]).includes(status)) {
      return reply.code(400).send({ message: `status must be one of ${LEAD_STATUSES.join(", ")}.` });
    }
    const result = await setStatus(database, params.form, params.id, status as LeadStatus, config.WEBHOOK_URLS);
    if (!result.found) return noLead(reply);
    if (result.released) onOutboxWrite?.();
    return { status, released: result.released };
  });

  app.post("/leads/:form/:id/notes", async (request, reply) => {
    const params = leadParams(request);
    if (!params) return noLead(reply);
    const body = text((request.body as { body?: unknown } | undefined)?.body, 5000)?.trim();
    if (!body) return reply.code(400).send({ message: "Write the note (at most 5,000 characters)." });
    const note = await addNote(db, params.form, params.id, request.staff!.email, body);
    return note ? reply.code(201).send(note) : noLead(reply);
  });

  app.post("/leads/:form/:id/resend", async (request, reply) => {
    const params = leadParams(request);
    if (!params) return noLead(reply);
    const result = await resendNotification(database, params.form, params.id);
    if (result === "not-found") return noLead(reply);
    if (result === "not-applicable")
      return reply.code(400).send({ message: "Newsletter subscriptions have no notification." });
    onOutboxWrite?.();
    return reply.code(202).send({ message: "The notification is queued again." });
  });

  app.get("/subscribers", async (request) => {
    const query = request.query as Record<string, unknown>;
    const after = decodeCursor(query.after);
    const { subscribers, next } = await listSubscribers(db, {
      status: text(query.status, 20),
      after: after?.createdAt && after.id ? { createdAt: after.createdAt, id: after.id } : undefined,
    });
    return { subscribers, next: encodeCursor(next) } satisfies SubscriberPage;
  });

  // The current filter of one form, as CSV (formula-safe) or JSON: the export command's code.
  // The subscribers page's filter (pending, confirmed, unsubscribed) is `subscription`.
  app.get("/export", async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const form = query.form;
    if (!isFormKey(form)) return unknownForm(reply);
    const format = query.format === "json" ? "json" : "csv";
    const filter = readFilter(query);
    const subscription =
      form === "newsletter" && isSubscriptionStatus(query.subscription) ? query.subscription : undefined;
    const condition = filterCondition(form, filter);
    const where = subscription ? sql<SqlBool>`(${condition}) and status = ${subscription}` : condition;
    const type = FORMS[form].exportType;
    const rows = await exportRows(db, type, { includeSpam: true, where });
    await audit(db, {
      actor: request.staff!.email,
      action: "export",
      detail: {
        form,
        format,
        rows: rows.length,
        filter: { status: filter.status, spam: filter.spam, search: Boolean(filter.q), subscription },
      },
    });
    const name = `${type}-${new Date().toISOString().slice(0, 10)}.${format}`;
    reply.header("content-disposition", `attachment; filename="${name}"`);
    if (format === "json")
      return reply.type("application/json; charset=utf-8").send(`${JSON.stringify(rows, null, 2)}\n`);
    return reply.type("text/csv; charset=utf-8").send(toCsv(EXPORT_TYPES[type].columns, rows));
  });

  const readEmail = (request: FastifyRequest) =>
    normaliseEmail(text((request.body as { email?: unknown } | undefined)?.email, 254) ?? "");

  app.post("/erasures/preview", async (request, reply) => {
    const email = readEmail(request);
    if (!email.includes("@")) return reply.code(400).send({ message: "Enter the e-mail address to erase." });
    const counts = await previewErasure(db, email);
    return { email, counts, total: Object.values(counts).reduce((sum, n) => sum + n, 0) };
  });

  app.post("/erasures", async (request, reply) => {
    const email = readEmail(request);
    const confirm = normaliseEmail(text((request.body as { confirm?: unknown }).confirm, 254) ?? "");
    if (!email.includes("@")) return reply.code(400).send({ message: "Enter the e-mail address to erase." });
    if (confirm !== email)
      return reply.code(400).send({ message: "Confirm the erasure: repeat the address in confirm." });
    const counts = await erase(db, email, request.staff!.email);
    if (!counts) return reply.code(404).send({ message: `Nothing is stored about ${email}: nothing was erased.` });
    return { email, counts };
  });

  app.get("/audit", async (request) => {
    const after = decodeCursor((request.query as Record<string, unknown>).after);
    const { entries, next } = await readAudit(db, after?.at && after.id ? { at: after.at, id: after.id } : undefined);
    return { entries, next: encodeCursor(next) } satisfies AuditPage;
  });

  // Unknown paths under the prefix answer 401 too when signed out (the hook above), 404 when signed in.
  app.all("/*", (_request, reply) => reply.code(404).send({ message: "No such endpoint." }));
}
