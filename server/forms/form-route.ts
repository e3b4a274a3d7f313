import { createHash } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Attribution } from "../../common/forms/attribution";
import type { FormDeclaration } from "../../common/forms/declare";
import type { DatabaseHandle } from "../db/index";
import type { Writer } from "../db/write-queue";
import { nowIso } from "../db/time";
import type { Values } from "./leads";
import type { FormDeps } from "./form-deps";

export type { FormDeps };

// What every form endpoint shares once its body passed the declared schema: the honeypot
// noted, then the row, its outbox mail and the idempotency record in one transaction,
// committed before the answer leaves. A repeated Idempotency-Key gets the first answer.

export interface FormContext {
  spam: boolean;
  /** The visit the submission came from (analytics/plugin.ts), null when none was counted. */
  attribution: Attribution | null;
  now: string;
  deps: FormDeps;
  log: FastifyBaseLogger;
}

export interface StoredAnswer {
  /** The row the submission wrote (or found): its idempotency record names it, so an erasure finds it. */
  id: string;
  status: 200 | 201;
  body: Record<string, string>;
  /** The outcome page of a plain HTML form post. */
  page: string;
  /** True when the transaction queued mail. */
  queuedMail: boolean;
}

/** A form's declaration and how its submission is stored. */
export interface FormDefinition {
  form: FormDeclaration;
  store(trx: Writer, values: Values, context: FormContext): Promise<StoredAnswer>;
}

interface Replay {
  status: number;
  body: Record<string, string>;
  page: string;
}

export type Outcome =
  { kind: "stored"; answer: StoredAnswer } | { kind: "replay"; replay: Replay } | { kind: "conflict" };

/** A unique-constraint violation, on either database. */
export function isUniqueViolation(error: unknown): boolean {
  const { code, errcode } = (error ?? {}) as { code?: unknown; errcode?: unknown };
  // PostgreSQL's unique_violation; node:sqlite's extended codes SQLITE_CONSTRAINT_PRIMARYKEY
  // (1555) and SQLITE_CONSTRAINT_UNIQUE (2067), and the names other SQLite drivers give them.
  return (
    code === "23505" ||
    errcode === 1555 ||
    errcode === 2067 ||
    code === "SQLITE_CONSTRAINT_PRIMARYKEY" ||
    code === "SQLITE_CONSTRAINT_UNIQUE"
  );
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

export interface Submission {
  definition: FormDefinition;
  deps: FormDeps;
  values: Values;
  spam: boolean;
  key: string | undefined;
  log: FastifyBaseLogger;
  attribution: Attribution | null;
}

/** Stores a validated submission once (a repeated key replays the first answer). */
export async function submit({ definition, deps, values, spam, key, log, attribution }: Submission): Promise<Outcome> {
  const scope = definition.form.key;
  const fingerprint = createHash("sha256").update(JSON.stringify(values)).digest("hex");
  const attempt = () =>
    deps.database.writes.run(async (trx): Promise<Outcome> => {
      const replay = key ? await readReplay(trx, scope, key, fingerprint) : undefined;
      if (replay) return replay;
      const now = deps.clock().toISOString();
      const answer = await definition.store(trx, values, { spam, now, deps, log, attribution });
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
            source_id: answer.id,
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
