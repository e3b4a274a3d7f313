import { randomUUID } from "node:crypto";
import type { LeadStatus } from "../../common/admin-api";
import { tableOf, type FormKey } from "../../common/forms/registry";
import type { Db, DatabaseHandle } from "../db/index";
import { nowIso } from "../db/time";
import { queueNotification, queueWebhooks, storedLead } from "../forms/leads";
import { readRow } from "./lead-detail";

// What staff do to a lead: "send again" (the notification), a status ("spam" flags it; any
// other status on a flagged lead is "not spam" and releases what the honeypot withheld), notes.

type Row = Record<string, unknown>;

export async function resendNotification(database: DatabaseHandle, form: FormKey, id: string) {
  if (form === "newsletter") return "not-applicable" as const;
  const row = await readRow(database.db, form, id);
  if (!row) return "not-found" as const;
  await queueNotification(database.db, storedLead(form, row));
  return "queued" as const;
}

/**
 * Sets the shown status. "spam" flags the lead; any other status on a flagged lead clears the
 * flag ("not spam") and queues the notification the honeypot withheld, if none was ever queued.
 */
export async function setStatus(
  database: DatabaseHandle,
  form: FormKey,
  id: string,
  status: LeadStatus,
  webhookUrls: readonly string[] = [],
  by: string | null = null,
) {
  const { db } = database;
  const table = tableOf(form);
  return db.transaction().execute(async (trx) => {
    const row = (await trx.selectFrom(table).selectAll().where("id", "=", id).executeTakeFirst()) as Row | undefined;
    if (!row) return { found: false as const, released: false };
    // The lead's timeline shows every status set (lead_events).
    await trx
      .insertInto("lead_events")
      .values({
        id: randomUUID(),
        source_table: table,
        lead_id: id,
        at: nowIso(),
        actor: by,
        kind: "status",
        detail: JSON.stringify({ status }),
      })
      .execute();
    if (status === "spam") {
      await trx.updateTable(table).set({ spam: 1 }).where("id", "=", id).execute();
      return { found: true as const, released: false };
    }
    await trx.updateTable(table).set({ spam: 0, lead_status: status }).where("id", "=", id).execute();
    let released = false;
    if (row.spam === 1 && form !== "newsletter") {
      const queued = await trx
        .selectFrom("outbox")
        .select("id")
        .where("source_table", "=", table)
        .where("source_id", "=", id)
        .where("kind", "=", "notification")
        .executeTakeFirst();
      if (!queued) {
        const lead = storedLead(form, row);
        await queueNotification(trx, lead);
        // A lead released from the spam folder is a new lead for the firm's tools too.
        await queueWebhooks(trx, webhookUrls, lead);
        released = true;
      }
    }
    return { found: true as const, released };
  });
}

export async function addNote(db: Db, form: FormKey, id: string, author: string, body: string) {
  const row = await db.selectFrom(tableOf(form)).select("id").where("id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  const note = { id: randomUUID(), source_table: tableOf(form), lead_id: id, author, body, created_at: nowIso() };
  await db.insertInto("lead_notes").values(note).execute();
  return { id: note.id, author, body, createdAt: note.created_at };
}
