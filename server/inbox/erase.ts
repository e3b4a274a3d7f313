import { sql } from "kysely";
import { LEAD_FORM_KEYS, tableOf, type FormKey } from "../../common/forms/registry";
import type { Db } from "../db/index";
import { toIso } from "../db/time";
import { audit, hashEmail } from "./audit";

// Erasing everything stored about an e-mail address (a deletion request under the privacy
// policy): every form's rows, the subscriber and its tokens, the mail about them or to them,
// the notes on them, and the idempotency records of those submissions. Idempotency records
// hold a hash of the submission (its name and address among it); each names the row it stored
// (older ones are found by the form's name as scope and the row's times).

/** The lead forms' tables and idempotency scopes, from the registry. */
const submissions = () => LEAD_FORM_KEYS.map((key) => ({ table: tableOf(key), scope: key }));

export type ErasureCounts = Record<string, number>;

async function find(db: Db, email: string) {
  const address = email.trim().toLowerCase();
  const rows: { table: string; scope: string; id: string; times: string[] }[] = [];
  for (const { table, scope } of submissions()) {
    const found = await db
      .selectFrom(table)
      .select(["id", "created_at"])
      .where(sql<string>`lower(email)`, "=", address)
      .execute();
    for (const row of found) rows.push({ table, scope, id: row.id, times: [toIso(row.created_at)] });
  }
  const subscriber = await db
    .selectFrom("subscribers")
    .select(["id", "created_at", "updated_at", "confirmation_sent_at"])
    .where("email", "=", address)
    .executeTakeFirst();
  if (subscriber) {
    rows.push({
      table: "subscribers",
      scope: "newsletter" satisfies FormKey,
      id: subscriber.id,
      times: [subscriber.created_at, subscriber.updated_at, subscriber.confirmation_sent_at]
        .filter((value) => value !== null)
        .map((value) => toIso(value)),
    });
  }
  return { address, rows };
}

/** What an erasure would delete, per table, without deleting anything. */
export async function previewErasure(db: Db, email: string): Promise<ErasureCounts> {
  const { address, rows } = await find(db, email);
  const counts: ErasureCounts = {};
  for (const row of rows) counts[row.table] = (counts[row.table] ?? 0) + 1;
  const ids = rows.map((row) => row.id);
  const mail = await db
    .selectFrom("outbox")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where((eb) =>
      eb.or([
        ...(ids.length ? [eb("source_id", "in", ids)] : []),
        eb(sql<string>`lower(to_address)`, "=", address),
        eb(sql<string>`lower(reply_to)`, "=", address),
      ]),
    )
    .executeTakeFirst();
  if (Number(mail?.n ?? 0) > 0) counts.outbox = Number(mail?.n);
  return counts;
}

/** Deletes everything about the address in one transaction; undefined when nothing is stored. */
export async function erase(db: Db, email: string, actor: string): Promise<ErasureCounts | undefined> {
  const hashed = await hashEmail(db, email);
  return db.transaction().execute(async (trx) => {
    const { address, rows } = await find(trx, email);
    const ids = rows.map((row) => row.id);
    const counts: ErasureCounts = {};
    const deleted = (result: { numDeletedRows: bigint }[]) => Number(result[0]?.numDeletedRows ?? 0n);
    const mailIds = (
      await trx
        .selectFrom("outbox")
        .select("id")
        .where((eb) =>
          eb.or([
            ...(ids.length ? [eb("source_id", "in", ids)] : []),
            eb(sql<string>`lower(to_address)`, "=", address),
            eb(sql<string>`lower(reply_to)`, "=", address),
          ]),
        )
        .execute()
    ).map((row) => row.id);
    if (ids.length === 0 && mailIds.length === 0) return undefined;
    if (mailIds.length) {
      await trx.deleteFrom("outbox_attempts").where("outbox_id", "in", mailIds).execute();
      counts.outbox = deleted(await trx.deleteFrom("outbox").where("id", "in", mailIds).execute());
    }
    if (ids.length) {
      counts.lead_notes = deleted(await trx.deleteFrom("lead_notes").where("lead_id", "in", ids).execute());
      counts.lead_replies = deleted(await trx.deleteFrom("lead_replies").where("lead_id", "in", ids).execute());
      counts.lead_events = deleted(await trx.deleteFrom("lead_events").where("lead_id", "in", ids).execute());
      counts.subscriber_tokens = deleted(
        await trx.deleteFrom("subscriber_tokens").where("subscriber_id", "in", ids).execute(),
      );
    }
    // Idempotency records hold a hash of the submission: those that name the rows go, and older
    // ones (from before they named their row) are found by their scope and time.
    let keys = ids.length
      ? deleted(await trx.deleteFrom("idempotency_keys").where("source_id", "in", ids).execute())
      : 0;
    for (const row of rows) {
      counts[row.table] =
        (counts[row.table] ?? 0) +
        deleted(
          await trx
            .deleteFrom(row.table as "subscribers")
            .where("id", "=", row.id)
            .execute(),
        );
      if (row.times.length) {
        keys += deleted(
          await trx
            .deleteFrom("idempotency_keys")
            .where("scope", "=", row.scope)
            .where("created_at", "in", row.times)
            .execute(),
        );
      }
    }
    counts.idempotency_keys = keys;
    for (const key of Object.keys(counts)) if (counts[key] === 0) delete counts[key];
    await audit(trx, { actor, action: "erase", detail: { email: hashed, deleted: counts } });
    return counts;
  });
}
