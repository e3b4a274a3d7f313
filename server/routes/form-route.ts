import { createHash } from "node:crypto";
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from "fastify";
import type { z } from "zod";
import { fieldErrors, HONEYPOT_FIELD } from "../../common/forms/fields";
import type { Config } from "../config";
import type { DatabaseHandle } from "../db/index";
import type { Writer } from "../db/write-queue";
import { nowIso } from "../db/time";
import { isFormPost, outcomeUrl, sendFailure } from "../http/answers";
import { redactEmail } from "../http/redact";

// The pipeline every form endpoint shares: validate with the shared zod schema, note the
// honeypot, then store the row, its outbox mail and the idempotency record in one
// transaction, committed before the answer leaves.

export interface FormDeps {
  config: Config;
  database: DatabaseHandle;
  /** Origin of the links in e-mails and of redirects. */
  linkOrigin: string;
  /** Called after a commit that queued mail: wakes the outbox worker. */
  onOutboxWrite?: () => void;
}

export interface FormContext {
  spam: boolean;
  now: string;
  deps: FormDeps;
  log: FastifyBaseLogger;
}

export interface StoredAnswer {
  id: string;
  status: 200 | 201;
  body: Record<string, string>;
  /** The outcome page of a plain HTML form post. */
  page: string;
  /** True when the transaction queued mail. */
  queuedMail: boolean;
}

export type FormSchema = z.ZodType<Record<string, unknown>>;

export interface FormDefinition<S extends FormSchema> {
  name: string;
  path: string;
  schema: S;
  errorKey: "message" | "error";
  store(trx: Writer, data: z.output<S>, context: FormContext): Promise<StoredAnswer>;
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,128}$/;

interface Replay {
  status: number;
  body: Record<string, string>;
  page: string;
}

type Outcome = { kind: "stored"; answer: StoredAnswer } | { kind: "replay"; replay: Replay } | { kind: "conflict" };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  return typeof value === "string" ? value.trim() !== "" : true;
}

/** A unique-constraint violation, on either database. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "23505" || code === "SQLITE_CONSTRAINT_PRIMARYKEY" || code === "SQLITE_CONSTRAINT_UNIQUE";
}

/** The first answer to this key, or a conflict when the key came with other data. */
async function readReplay(
  db: Writer | DatabaseHandle["db"],
  scope: string,
  key: string,
  fingerprint: string,
): Promise<Outcome | undefined> {
  const row = await db
    .selectFrom("idempotency_keys")
    .selectAll()
    .where("scope", "=", scope)
    .where("key", "=", key)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.fingerprint !== fingerprint) return { kind: "conflict" };
  const stored = JSON.parse(row.body) as { body: Record<string, string>; page: string };
  return { kind: "replay", replay: { status: row.status_code, body: stored.body, page: stored.page } };
}

interface Submission<S extends FormSchema> {
  definition: FormDefinition<S>;
  deps: FormDeps;
  data: z.output<S>;
  spam: boolean;
  key: string | undefined;
  fingerprint: string;
  log: FastifyBaseLogger;
}

async function submit<S extends FormSchema>({
  definition,
  deps,
  data,
  spam,
  key,
  fingerprint,
  log,
}: Submission<S>): Promise<Outcome> {
  const scope = definition.name;
  const attempt = () =>
    deps.database.writes.run(async (trx): Promise<Outcome> => {
      const replay = key ? await readReplay(trx, scope, key, fingerprint) : undefined;
      if (replay) return replay;
      const now = nowIso();
      const answer = await definition.store(trx, data, { spam, now, deps, log });
      if (key) {
        await trx
          .insertInto("idempotency_keys")
          .values({
            scope,
            key,
            fingerprint,
            status_code: answer.status,
            body: JSON.stringify({ body: answer.body, page: answer.page }),
            created_at: now,
          })
          .execute();
      }
      return { kind: "stored", answer };
    });

  try {
    return await attempt();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // A concurrent duplicate committed first (same key, or the same new subscriber).
    if (key) {
      const replay = await readReplay(deps.database.db, scope, key, fingerprint);
      if (replay) return replay;
    }
    return attempt();
  }
}

export interface FormRouteOptions<S extends FormSchema> {
  deps: FormDeps;
  definition: FormDefinition<S>;
  /** onRequest hooks that run before the body is read: origin, content type, rate limits. */
  guards: onRequestHookHandler[];
}

/** Adds POST {definition.path} to `app`: JSON or a plain form post, behind the guards. */
export function registerFormRoute<S extends FormSchema>(
  app: FastifyInstance,
  { deps, definition, guards }: FormRouteOptions<S>,
) {
  app.post(
    definition.path,
    { config: { form: { errorKey: definition.errorKey } }, onRequest: guards },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const body = request.body;
      if (!isPlainObject(body)) {
        return sendFailure(request, reply, {
          status: 400,
          sentence: 'Send the form\'s fields as a JSON object, for example {"name": "…", "email": "…"}.',
        });
      }
      const keyHeader = request.headers["idempotency-key"];
      const key = typeof keyHeader === "string" && keyHeader !== "" ? keyHeader : undefined;
      if (keyHeader !== undefined && (key === undefined || !IDEMPOTENCY_KEY.test(key))) {
        return sendFailure(request, reply, {
          status: 400,
          sentence: "The Idempotency-Key header must be 8 to 128 letters, digits or - _ . : (a UUID works).",
        });
      }

      const parsed = definition.schema.safeParse(body);
      if (!parsed.success) {
        const errors = fieldErrors(parsed.error);
        return sendFailure(request, reply, {
          status: 400,
          sentence: `Please check the form: ${Object.values(errors).join("; ")}.`,
          errors,
        });
      }
      const spam = isFilled(body[HONEYPOT_FIELD]);
      const fingerprint = createHash("sha256").update(JSON.stringify(parsed.data)).digest("hex");

      const outcome = await submit({
        definition,
        deps,
        data: parsed.data,
        spam,
        key,
        fingerprint,
        log: request.log,
      });
      if (outcome.kind === "conflict") {
        return sendFailure(request, reply, {
          status: 422,
          sentence: "This Idempotency-Key was already used for a different submission: send a new key with new data.",
        });
      }
      let status: number;
      let answerBody: Record<string, string>;
      let page: string;
      if (outcome.kind === "replay") {
        ({ status, body: answerBody, page } = outcome.replay);
        reply.header("idempotent-replayed", "true");
        request.log.info({ form: definition.name }, "repeated submission: first answer returned");
      } else {
        const { answer } = outcome;
        ({ status, body: answerBody, page } = answer);
        if (answer.queuedMail) deps.onOutboxWrite?.();
        const email = typeof parsed.data.email === "string" ? redactEmail(parsed.data.email) : undefined;
        request.log.info({ form: definition.name, id: answer.id, spam, email }, "submission stored");
      }
      if (isFormPost(request)) return reply.redirect(outcomeUrl(request, page), 303);
      return reply.code(status).send(answerBody);
    },
  );
}
