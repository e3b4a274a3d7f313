import { randomUUID } from "node:crypto";
import type { FirstResponse, LeadDetail, LeadMail, StaffMember } from "../../common/admin-api";
import { attributionOfRow } from "../../common/forms/attribution";
import { FORMS, tableOf, type FormKey } from "../../common/forms/registry";
import type { FormDeclaration } from "../../common/forms/declare";
import type { Db } from "../db/index";
import { nowIso, toIso } from "../db/time";
import { labelledFields, valuesOf } from "../forms/leads";
import { summarise } from "./lead-list";
import { readTimeline } from "./timeline";

// One lead as the inbox opens it: every declared field, labelled, in form order; its notes and
// deliveries. Reading changes nothing: "opened" is set by an explicit POST (markRead).

type Row = Record<string, unknown>;

/** Every field of a lead, labelled, in form order (and a subscription's state). */
export function leadFields(form: FormKey, row: Row): [string, string][] {
  const definition: FormDeclaration = FORMS[form];
  const state = (definition.stateColumns ?? []).map(({ column, label, timestamp }): [string, string] => {
    const value = row[column];
    if (value === null || value === undefined) return [label, ""];
    return [label, timestamp ? toIso(value as string) : typeof value === "string" ? value : JSON.stringify(value)];
  });
  return [...labelledFields(definition, valuesOf(definition, row)), ...state];
}

export async function readRow(db: Db, form: FormKey, id: string): Promise<Row | undefined> {
  return db.selectFrom(tableOf(form)).selectAll().where("id", "=", id).executeTakeFirst();
}

/** A lead with its notes, mail and timeline (as stored: reading it marks nothing); the route adds the reply form. */
export async function readLead(
  db: Db,
  form: FormKey,
  id: string,
  staff: StaffMember[],
): Promise<Omit<LeadDetail, "reply"> | undefined> {
  const row = await readRow(db, form, id);
  if (!row) return undefined;
  const table = tableOf(form);
  const notes = await db
    .selectFrom("lead_notes")
    .select(["id", "author", "body", "created_at"])
    .where("lead_id", "=", id)
    .where("source_table", "=", table)
    .orderBy("created_at")
    .execute();
  const mail = await db
    .selectFrom("outbox")
    .select(["id", "kind", "status", "attempts", "last_error", "created_at", "sent_at", "next_attempt_at"])
    .where("source_table", "=", table)
    .where("source_id", "=", id)
    .orderBy("created_at")
    .execute();
  const summary = summarise(form, row);
  const nameOf = (email: string) => staff.find((member) => member.email === email)?.name ?? email;
  const leadNotes = notes.map((note) => ({
    id: note.id,
    author: nameOf(note.author),
    body: note.body,
    createdAt: toIso(note.created_at),
  }));
  const leadMail = mail.map((m): LeadMail => ({
    id: m.id,
    kind: m.kind,
    status: m.status === "sending" ? "queued" : m.status === "pending" ? "queued" : m.status,
    attempts: m.attempts,
    lastError: m.last_error,
    createdAt: toIso(m.created_at),
    sentAt: toIso(m.sent_at),
    nextAttemptAt: m.status === "pending" ? toIso(m.next_attempt_at) : null,
  }));
  const firstResponse: FirstResponse | null = row.first_response_at
    ? {
        at: toIso(row.first_response_at as Date | string),
        by: nameOf(row.first_response_by as string),
        how: row.first_response_how as FirstResponse["how"],
        note: (row.first_response_note as string | null) ?? null,
      }
    : null;
  return {
    ...summary,
    formTitle: FORMS[form].title,
    fields: leadFields(form, row),
    notes: leadNotes,
    mail: leadMail,
    canNotify: form !== "newsletter",
    attribution: attributionOfRow(row),
    firstResponse,
    assignee: staff.find((member) => member.id === summary.assignedTo) ?? null,
    timeline:
      form === "newsletter"
        ? []
        : await readTimeline(db, {
            table,
            id,
            receivedAt: summary.createdAt,
            notes: leadNotes,
            mail: leadMail,
            firstResponse,
            staff,
          }),
  };
}

/**
 * Marks a lead opened (the first time); the first time each staff member opens it is on its
 * timeline ("read by"). False when there is no such lead.
 */
export async function markRead(db: Db, form: FormKey, id: string, by?: string): Promise<boolean> {
  const table = tableOf(form);
  const row = await db.selectFrom(table).select(["id", "opened_at"]).where("id", "=", id).executeTakeFirst();
  if (!row) return false;
  const now = nowIso();
  if (row.opened_at === null) await db.updateTable(table).set({ opened_at: now }).where("id", "=", id).execute();
  if (by && form !== "newsletter") {
    const seen = await db
      .selectFrom("lead_events")
      .select("id")
      .where("lead_id", "=", id)
      .where("source_table", "=", table)
      .where("kind", "=", "read")
      .where("actor", "=", by)
      .executeTakeFirst();
    if (!seen)
      await db
        .insertInto("lead_events")
        .values({ id: randomUUID(), source_table: table, lead_id: id, at: now, actor: by, kind: "read", detail: null })
        .execute();
  }
  return true;
}
