import { randomBytes, randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { sql } from "kysely";
import { attributionColumns, attributionOfRow, type Attribution } from "../../common/forms/attribution";
import { columnOfRole, type FormDeclaration } from "../../common/forms/declare";
import { FORMS, type FormKey, type LeadFormKey } from "../../common/forms/registry";
import { DEFAULT_BUSINESS_HOURS, responseTargetWords } from "../../common/business-hours";
import { isoIn, toIso } from "../db/time";
import { dueAtFor } from "../inbox/response-clock";
import { nextAssignee } from "../inbox/assignment";
import type { Db } from "../db/index";
import type { Writer } from "../db/write-queue";
import { enqueue, enqueueMail } from "../delivery/outbox";
import { acknowledgementMail, notificationMail } from "../mail/templates";
import type { FormDeps } from "./form-deps";

// A form's submission as the server stores and announces it, all of it read from the form's
// declaration (common/forms): its row, the firm's notification, an acknowledgement to the
// sender and a signed webhook to each of the firm's tools, written in the submission's
// transaction. Honeypot hits get none of the deliveries.

/** A form's values by their API names (what the schema parsed, or what a stored row holds). */
export type Values = Readonly<Record<string, string | undefined>>;
type Row = Record<string, unknown>;

/** Crockford's base32: no I, L, O or U, so a reference read over the phone is not misheard. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A new reference, like CM-7K3Q-2M: 30 random bits, unique per table (a clash is retried). */
export function newReference(prefix: string): string {
  const chars = [...randomBytes(6)].map((byte) => ALPHABET[byte % 32]).join("");
  return `${prefix}-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

/** The declared fields as columns of the form's table (a blank optional field is null). */
export function columnsOf(form: FormDeclaration, values: Values): Record<string, string | null> {
  return Object.fromEntries(form.fields.map((field) => [field.column, values[field.name] ?? null]));
}

/** A stored row's declared fields by their API names. */
export function valuesOf(form: FormDeclaration, row: Row): Record<string, string | undefined> {
  const values: Record<string, string | undefined> = {};
  for (const field of form.fields) {
    const value = row[field.column];
    values[field.name] = typeof value === "string" ? value : undefined;
  }
  return values;
}

/** Label and value of every field, in form order: the notification, the inbox's lead view. */
export function labelledFields(form: FormDeclaration, values: Values, blank = ""): [string, string][] {
  return form.fields.map((field) => [field.label, values[field.name] || blank]);
}

/** What the notification calls the submission ("contact message", "IT Consulting assessment request"). */
export function notificationTitle(form: FormDeclaration, values: Values): string {
  return form.notificationTitle?.(values) ?? form.title.toLowerCase();
}

/** The fields a webhook carries, by their API names (blank ones left out). */
export function webhookFields(form: FormDeclaration, values: Values): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const field of form.fields) {
    const value = values[field.name];
    if (field.webhook && value !== undefined) fields[field.name] = value;
  }
  return fields;
}

export interface Lead {
  key: LeadFormKey;
  id: string;
  reference: string;
  createdAt: string;
  values: Values;
  /** The visit it came from (common/forms/attribution.ts), null when none was counted. */
  attribution: Attribution | null;
}

/** Caps on acknowledgements, which go to addresses nobody has verified. */
export const ACK_MAIL_CAPS = {
  /** At most one per address and form in this time… */
  perAddressEveryMs: 24 * 60 * 60_000,
  /** …and all addresses together at most this many an hour (a warning in the log when reached). */
  sitePerHour: 200,
} as const;

/** The firm's notification of a lead (Reply-To the visitor). */
export async function queueNotification(trx: Writer | Db, lead: Lead): Promise<void> {
  const form: FormDeclaration = FORMS[lead.key];
  const nameColumn = columnOfRole(form, "name");
  const nameField = form.fields.find((field) => field.column === nameColumn)!;
  const email = lead.values.email ?? "";
  await enqueueMail(trx, {
    kind: "notification",
    sourceTable: form.table,
    sourceId: lead.id,
    replyTo: email,
    content: notificationMail({
      formTitle: notificationTitle(form, lead.values),
      visitorName: lead.values[nameField.name] ?? "",
      fields: labelledFields(form, lead.values, "(none)"),
      submittedAt: lead.createdAt,
      reference: lead.reference,
    }),
  });
}

/** Queues what a new lead sets in motion: notification, acknowledgement, webhooks. */
export async function queueLeadDeliveries(
  trx: Writer,
  { deps, log }: { deps: FormDeps; log: FastifyBaseLogger },
  lead: Lead,
): Promise<void> {
  const { config } = deps;
  const form = FORMS[lead.key];
  await queueNotification(trx, lead);

  if (config.SMTP_URL && config.ACK_EMAILS) {
    const to = (lead.values.email ?? "").toLowerCase();
    // Two submissions at once from one address would both find no acknowledgement and both queue
    // one. PostgreSQL runs them in parallel transactions: the second waits here until the first
    // commits, then sees its row. (SQLite's writes are already one at a time: db/write-queue.ts.)
    if (deps.database.dialect === "postgres") {
      await sql`select pg_advisory_xact_lock(hashtext(${`ack:${form.table}:${to}`}))`.execute(trx);
    }
    const recent = await trx
      .selectFrom("outbox")
      .select("id")
      .where("kind", "=", "ack")
      .where("to_address", "=", to)
      .where("source_table", "=", form.table)
      .where("created_at", ">", isoIn(-ACK_MAIL_CAPS.perAddressEveryMs))
      .executeTakeFirst();
    if (recent) log.info({ form: form.key }, "acknowledgement not sent: one went to this address today");
    else if (await siteAckCapReached(trx)) {
      log.warn({ form: form.key }, "acknowledgement not sent: the site-wide hourly cap is reached");
    } else {
      await enqueueMail(trx, {
        kind: "ack",
        sourceTable: form.table,
        sourceId: lead.id,
        to,
        content: acknowledgementMail({
          siteName: deps.site().siteName,
          formTitle: form.title.toLowerCase(),
          reference: lead.reference,
          schedulingUrl: deps.site().schedulingUrl,
          replyWithin: responseTargetWords(deps.site().businessHours ?? DEFAULT_BUSINESS_HOURS),
        }),
      });
    }
  }

  await queueWebhooks(trx, config.WEBHOOK_URLS, lead);
}

/**
 * True once ACK_MAIL_CAPS.sitePerHour acknowledgements were queued in the last hour. On
 * PostgreSQL two transactions at the very edge may both pass: the cap can be overshot by the
 * number of submissions in flight at once, never more.
 */
async function siteAckCapReached(trx: Writer): Promise<boolean> {
  const { n } = await trx
    .selectFrom("outbox")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("kind", "=", "ack")
    .where("created_at", ">", isoIn(-60 * 60_000))
    .executeTakeFirstOrThrow();
  return Number(n) >= ACK_MAIL_CAPS.sitePerHour;
}

/**
 * One delivery per webhook URL: `type`, `id`, `reference`, `created_at`, the form's webhook
 * fields and `attribution` (the visit it came from, or null).
 */
export async function queueWebhooks(trx: Writer | Db, urls: readonly string[], lead: Lead) {
  const form = FORMS[lead.key];
  const type = `${form.key}.created`;
  const body = JSON.stringify({
    type,
    id: lead.id,
    reference: lead.reference,
    created_at: lead.createdAt,
    ...webhookFields(form, lead.values),
    attribution: lead.attribution,
  });
  for (const url of urls) {
    await enqueue(trx, { kind: "webhook", sourceTable: form.table, sourceId: lead.id, to: url, subject: type, body });
  }
}

/** A stored lead, as the deliveries read it (a lead released from the spam folder, "send again"). */
export function storedLead(key: LeadFormKey, row: Row): Lead {
  const id = row.id as string;
  return {
    key,
    id,
    reference: (row.reference as string | null) ?? id,
    createdAt: toIso(row.created_at as Date | string),
    values: valuesOf(FORMS[key], row),
    attribution: attributionOfRow(row),
  };
}

/** The one way a lead form's submission is stored: its row, then (unless spam) its deliveries. */
export async function storeLead(
  trx: Writer,
  key: LeadFormKey,
  values: Values,
  context: {
    spam: boolean;
    now: string;
    deps: FormDeps;
    log: FastifyBaseLogger;
    attribution: Attribution | null;
  },
): Promise<Lead> {
  const form: FormDeclaration = FORMS[key];
  const id = randomUUID();
  const reference = newReference(form.referencePrefix!);
  await trx
    .insertInto(form.table as "contact_messages")
    .values({
      ...columnsOf(form, values),
      ...attributionColumns(context.attribution),
      id,
      reference,
      spam: context.spam ? 1 : 0,
      created_at: context.now,
      // The response clock starts now (spam keeps a due time, unused unless it is marked "not spam").
      due_at: dueAtFor(context.now, context.deps.site().businessHours ?? DEFAULT_BUSINESS_HOURS),
      // Round-robin (an inbox setting) gives it to the next staff member; spam goes to nobody.
      assigned_to: context.spam ? null : await nextAssignee(trx, context.deps.database.dialect),
    } as never)
    .execute();
  const lead = { key, id, reference, createdAt: context.now, values, attribution: context.attribution };
  if (!context.spam) await queueLeadDeliveries(trx, context, lead);
  return lead;
}

export const isLeadForm = (key: FormKey): key is LeadFormKey => FORMS[key].referencePrefix !== undefined;
