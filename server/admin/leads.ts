import { randomUUID } from "node:crypto";
import { sql, type Expression, type SqlBool } from "kysely";
import type { LeadDetail, LeadStatus, LeadSummary, Subscriber, SubscriptionStatus } from "../../common/admin-api";
import type { Db, DatabaseHandle } from "../db/index";
import { nowIso, toIso } from "../db/time";
import { columnOfRole, type FormDeclaration } from "../../common/forms/declare";
import { FORMS, FORM_KEYS, isFormKey, tableOf, type FormKey } from "../../common/forms/registry";
import { labelledFields, queueNotification, queueWebhooks, storedLead, valuesOf } from "../leads";

// The inbox's view of the four submission tables: one newest-first list (each table read
// with a keyset query on its own (spam, [lead_status,] created_at, id) index, the pages
// merged), a lead with its fields, notes and mail, status changes and "not spam".

/** A form's declaration (common/forms) as the inbox reads it. */
export const formOf = (key: FormKey): FormDeclaration => FORMS[key];
export { FORMS, FORM_KEYS, isFormKey };

const roleColumn = (form: FormDeclaration, role: "name" | "company" | "summary") => columnOfRole(form, role) ?? null;

/** The columns the inbox's search looks in: the declared fields marked `searched`. */
export const searchColumns = (form: FormDeclaration) =>
  form.fields.filter((field) => field.searched).map((field) => field.column);

export type SpamFilter = "exclude" | "only" | "all";

export interface LeadFilter {
  forms?: readonly FormKey[];
  /** new, in progress, done; "spam" is the spam flag. */
  status?: LeadStatus;
  spam?: SpamFilter;
  q?: string;
}

export interface Cursor {
  createdAt: string;
  id: string;
}

const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The filter as one SQL condition over a form's table (also narrows the export). */
export function filterCondition(form: FormKey, filter: LeadFilter): Expression<SqlBool> {
  const parts: ReturnType<typeof sql<SqlBool>>[] = [];
  const spam = filter.status === "spam" ? "only" : (filter.spam ?? "exclude");
  if (spam === "exclude") parts.push(sql<SqlBool>`spam = 0`);
  if (spam === "only") parts.push(sql<SqlBool>`spam = 1`);
  if (filter.status && filter.status !== "spam") parts.push(sql<SqlBool>`lead_status = ${filter.status}`);
  const q = filter.q?.trim();
  if (q) {
    const pattern = likePattern(q);
    const matches = searchColumns(formOf(form)).map(
      (column) => sql`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
    );
    parts.push(sql<SqlBool>`(${sql.join(matches, sql` or `)})`);
  }
  return parts.length === 0 ? sql<SqlBool>`1 = 1` : sql<SqlBool>`${sql.join(parts, sql` and `)}`;
}

type Row = Record<string, unknown>;

function shownStatus(row: Row): LeadStatus {
  return row.spam === 1 ? "spam" : (row.lead_status as LeadStatus);
}

function summarise(form: FormKey, row: Row): LeadSummary {
  const definition = formOf(form);
  const company = roleColumn(definition, "company");
  return {
    form,
    id: row.id as string,
    createdAt: toIso(row.created_at as Date | string),
    name: row[roleColumn(definition, "name")!] as string,
    email: row.email as string,
    company: company ? (row[company] as string) : null,
    summary: (row[roleColumn(definition, "summary")!] as string | null) ?? null,
    status: shownStatus(row),
    spam: row.spam === 1,
    opened: row.opened_at !== null,
    reference: (row.reference as string | null | undefined) ?? null,
  };
}

/** One page of the inbox, newest first, after the cursor. */
export async function listLeads(
  db: Db,
  filter: LeadFilter,
  { after, limit = 50 }: { after?: Cursor; limit?: number },
): Promise<{ leads: LeadSummary[]; next: Cursor | undefined }> {
  const forms = filter.forms?.length ? filter.forms : FORM_KEYS;
  const pages = await Promise.all(
    forms.map(async (form) => {
      const definition = formOf(form);
      const columns = ["id", "created_at", "email", "spam", "lead_status", "opened_at"];
      for (const role of ["name", "summary", "company"] as const) {
        const column = roleColumn(definition, role);
        if (column && !columns.includes(column)) columns.push(column);
      }
      if (definition.referencePrefix) columns.push("reference");
      let query = db
        .selectFrom(tableOf(form))
        .select(columns.map((column) => sql.ref(column).as(column)))
        .where(filterCondition(form, filter))
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(limit + 1);
      if (after) query = query.where(sql<SqlBool>`(created_at, id) < (${after.createdAt}, ${after.id})`);
      const rows = (await query.execute()) as Row[];
      return rows.map((row) => summarise(form, row));
    }),
  );
  const merged = pages
    .flat()
    .sort((a, b) => (a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1));
  const leads = merged.slice(0, limit);
  const last = leads.at(-1);
  return { leads, next: merged.length > limit && last ? { createdAt: last.createdAt, id: last.id } : undefined };
}

/** Every field of a lead, labelled, in form order (and a subscription's state). */
export function leadFields(form: FormKey, row: Row): [string, string][] {
  const definition = formOf(form);
  const state = (definition.stateColumns ?? []).map(({ column, label, timestamp }): [string, string] => {
    const value = row[column];
    if (value === null || value === undefined) return [label, ""];
    return [label, timestamp ? toIso(value as string) : String(value as string)];
  });
  return [...labelledFields(definition, valuesOf(definition, row)), ...state];
}

async function readRow(db: Db, form: FormKey, id: string): Promise<Row | undefined> {
  return db.selectFrom(tableOf(form)).selectAll().where("id", "=", id).executeTakeFirst();
}

/** A lead with its notes and mail; marks it opened. */
export async function readLead(db: Db, form: FormKey, id: string): Promise<LeadDetail | undefined> {
  const row = await readRow(db, form, id);
  if (!row) return undefined;
  const table = tableOf(form);
  if (row.opened_at === null) {
    await db.updateTable(table).set({ opened_at: nowIso() }).where("id", "=", id).execute();
  }
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
  return {
    ...summary,
    formTitle: formOf(form).title,
    opened: true,
    fields: leadFields(form, row),
    notes: notes.map((note) => ({
      id: note.id,
      author: note.author,
      body: note.body,
      createdAt: toIso(note.created_at),
    })),
    mail: mail.map((m) => ({
      id: m.id,
      kind: m.kind,
      status: m.status === "sending" ? "queued" : m.status === "pending" ? "queued" : m.status,
      attempts: m.attempts,
      lastError: m.last_error,
      createdAt: toIso(m.created_at),
      sentAt: toIso(m.sent_at),
      nextAttemptAt: m.status === "pending" ? toIso(m.next_attempt_at) : null,
    })),
    canNotify: form !== "newsletter",
  };
}

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
) {
  const { db } = database;
  const table = tableOf(form);
  return db.transaction().execute(async (trx) => {
    const row = (await trx.selectFrom(table).selectAll().where("id", "=", id).executeTakeFirst()) as Row | undefined;
    if (!row) return { found: false as const, released: false };
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

export const SUBSCRIPTION_STATUSES = ["pending", "confirmed", "unsubscribed"] as const satisfies SubscriptionStatus[];
export const isSubscriptionStatus = (value: unknown): value is SubscriptionStatus =>
  (SUBSCRIPTION_STATUSES as readonly unknown[]).includes(value);

/** Subscribers, newest first, keyset on (created_at, id). */
export async function listSubscribers(
  db: Db,
  { status, after, limit = 50 }: { status?: string; after?: Cursor; limit?: number },
) {
  let query = db
    .selectFrom("subscribers")
    .select(["id", "name", "email", "status", "spam", "created_at", "updated_at", "confirmed_at", "unsubscribed_at"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit + 1);
  if (isSubscriptionStatus(status)) query = query.where("status", "=", status);
  if (after) query = query.where(sql<SqlBool>`(created_at, id) < (${after.createdAt}, ${after.id})`);
  const rows = await query.execute();
  const subscribers = rows.slice(0, limit).map((row): Subscriber => ({
    id: row.id,
    name: row.name,
    email: row.email,
    status: row.status,
    spam: row.spam === 1,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
    confirmedAt: toIso(row.confirmed_at),
    unsubscribedAt: toIso(row.unsubscribed_at),
  }));
  const last = subscribers.at(-1);
  return { subscribers, next: rows.length > limit && last ? { createdAt: last.createdAt, id: last.id } : undefined };
}
