import { sql, type SqlBool } from "kysely";
import type { AnswerWay, LeadClock, LeadSummary } from "../../common/admin-api";
import { clockWords, dueTimeOf, type BusinessHours } from "../../common/business-hours";
import { LEAD_FORM_KEYS, tableOf, type FormKey, type LeadFormKey } from "../../common/forms/registry";
import type { Db } from "../db/index";
import type { Writer } from "../db/write-queue";
import { toIso } from "../db/time";

// The response clock of a lead (contact messages, service requests, assessments; subscribers
// have none): its due time, stored when it arrives (received + the firm's response target in
// business time, common/business-hours.ts), and its first answer. Spam has no clock: a lead
// flagged spam leaves "Waiting for an answer" and the overdue count, and comes back with its
// due time when it is marked "not spam". Everything here reads the partial index of migration 008
// (unanswered, not spam, by due time): nothing computes a due time per row at read.

/** How a first response was given: a reply sent from the inbox, or "answered another way". */
export type ResponseWay = "reply" | AnswerWay;

/** A lead as the clock names it. */
export interface LeadRef {
  form: LeadFormKey;
  id: string;
}

export const hasClock = (form: FormKey): form is LeadFormKey => (LEAD_FORM_KEYS as FormKey[]).includes(form);

/** The due time of a lead received at `receivedAt` (ISO), as stored. */
export function dueAtFor(receivedAt: string, hours: BusinessHours): string {
  return dueTimeOf(new Date(receivedAt), hours).toISOString();
}

/**
 * Stamps a lead's first response: the first call wins, a later one changes nothing (the answer
 * time is when the firm first answered). `by` is the staff member's e-mail; `note` a one-line
 * note (required of "answered another way" by its route, optional for a reply). Returns
 * "recorded", "already" (answered before) or "not-found".
 */
export async function recordFirstResponse(
  db: Db | Writer,
  lead: LeadRef,
  { at, by, how, note = null }: { at: Date; by: string; how: ResponseWay; note?: string | null },
): Promise<"recorded" | "already" | "not-found"> {
  const table = tableOf(lead.form) as "contact_messages";
  const result = await db
    .updateTable(table)
    .set({
      first_response_at: at.toISOString(),
      first_response_by: by,
      first_response_how: how,
      first_response_note: note,
    })
    .where("id", "=", lead.id)
    .where("first_response_at", "is", null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) return "recorded";
  const row = await db.selectFrom(table).select("id").where("id", "=", lead.id).executeTakeFirst();
  return row ? "already" : "not-found";
}

/** A lead's clock for the inbox (null: spam, a subscription, or a lead with no due time yet). */
export function clockOf(lead: LeadSummary, hours: BusinessHours, now: Date): LeadClock | null {
  if (lead.spam || !lead.dueAt) return null;
  const { state, words } = clockWords({
    receivedAt: new Date(lead.createdAt),
    dueAt: new Date(lead.dueAt),
    firstResponseAt: lead.firstResponseAt ? new Date(lead.firstResponseAt) : null,
    now,
    hours,
  });
  return { dueAt: lead.dueAt, state, words };
}

/** The waiting leads of a table: unanswered, not spam (the partial index's own condition). */
const waiting = sql<SqlBool>`spam = 0 and first_response_at is null`;

/** A place in "Waiting for an answer": the last lead's due time and id. */
export interface WaitingPosition {
  dueAt: string;
  id: string;
}

/**
 * One page of "Waiting for an answer": the three lead tables, each read on its waiting index
 * from the cursor in (due_at, id) order, merged, oldest due time first.
 */
export async function listWaiting<T>(
  db: Db,
  {
    after,
    limit = 50,
    read,
    assignedTo,
  }: {
    after?: WaitingPosition;
    limit?: number;
    read: (form: LeadFormKey) => string[];
    /** "Mine": only the leads assigned to this staff account's id. */
    assignedTo?: string;
  },
  summarise: (form: LeadFormKey, row: Record<string, unknown>) => T & { dueAt: string | null; id: string },
): Promise<{ leads: T[]; next: WaitingPosition | undefined }> {
  const pages = await Promise.all(
    LEAD_FORM_KEYS.map(async (form) => {
      let query = db
        .selectFrom(tableOf(form))
        .select(read(form).map((column) => sql.ref(column).as(column)))
        .where(waiting)
        .orderBy("due_at")
        .orderBy("id")
        .limit(limit + 1);
      if (after) query = query.where(sql<SqlBool>`(due_at, id) > (${after.dueAt}, ${after.id})`);
      if (assignedTo !== undefined) query = query.where("assigned_to", "=", assignedTo);
      const rows = (await query.execute()) as Record<string, unknown>[];
      return rows.map((row) => summarise(form, row));
    }),
  );
  const key = (lead: { dueAt: string | null; id: string }) => `${lead.dueAt ?? ""} ${lead.id}`;
  const merged = pages.flat().sort((a, b) => (key(a) < key(b) ? -1 : 1));
  const leads = merged.slice(0, limit);
  const last = leads.at(-1);
  return {
    leads,
    next: merged.length > limit && last?.dueAt ? { dueAt: last.dueAt, id: last.id } : undefined,
  };
}

/** How many leads are overdue now: waiting, and due before `now`. */
export async function countOverdue(db: Db, now: Date): Promise<number> {
  const counts = await Promise.all(
    LEAD_FORM_KEYS.map((form) =>
      db
        .selectFrom(tableOf(form))
        .select((eb) => eb.fn.countAll<number | string>().as("n"))
        .where(waiting)
        .where("due_at", "<", now.toISOString())
        .executeTakeFirstOrThrow(),
    ),
  );
  return counts.reduce((total, { n }) => total + Number(n), 0);
}

/**
 * Gives every lead without a due time one, from its arrival and the business hours (the leads
 * from before the clock, at the server's start). A batch at a time; returns how many.
 */
export async function backfillDueTimes(db: Db, hours: BusinessHours, batch = 500): Promise<number> {
  let done = 0;
  for (const form of LEAD_FORM_KEYS) {
    const table = tableOf(form) as "contact_messages";
    for (;;) {
      const rows = await db
        .selectFrom(table)
        .select(["id", "created_at"])
        .where("due_at", "is", null)
        .limit(batch)
        .execute();
      if (rows.length === 0) break;
      await db.transaction().execute(async (trx) => {
        for (const row of rows)
          await trx
            .updateTable(table)
            .set({ due_at: dueAtFor(toIso(row.created_at), hours) })
            .where("id", "=", row.id)
            .execute();
      });
      done += rows.length;
    }
  }
  return done;
}
