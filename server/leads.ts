import { randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { sql } from "kysely";
import { isoIn } from "./db/time";
import type { Db } from "./db/index";
import type { Writer } from "./db/write-queue";
import { enqueue, enqueueMail } from "./mail/outbox";
import { acknowledgementMail, notificationMail } from "./mail/templates";
import type { FormDeps } from "./routes/form-route";

// What a new lead (a contact message, service request or assessment request) sets in motion,
// written in the submission's transaction: the firm's notification, an acknowledgement to the
// sender, and a signed webhook to each of the firm's tools. Honeypot hits get none of these.

export interface LeadKind {
  /** The form's name in logs, webhooks (`contact.created`) and idempotency scopes. */
  name: "contact" | "service-request" | "assessment";
  table: "contact_messages" | "service_requests" | "assessment_requests";
  /** First letters of every reference of this kind. */
  prefix: string;
  /** "contact message", "service request", … */
  title: string;
}

export const LEAD_KINDS = {
  contact: { name: "contact", table: "contact_messages", prefix: "CM", title: "contact message" },
  serviceRequest: { name: "service-request", table: "service_requests", prefix: "SR", title: "service request" },
  assessment: { name: "assessment", table: "assessment_requests", prefix: "AR", title: "assessment request" },
} as const satisfies Record<string, LeadKind>;

/** Crockford's base32: no I, L, O or U, so a reference read over the phone is not misheard. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A new reference, like CM-7K3Q-2M: 30 random bits, unique per table (a clash is retried). */
export function newReference(prefix: string): string {
  const chars = [...randomBytes(6)].map((byte) => ALPHABET[byte % 32]).join("");
  return `${prefix}-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

export interface Lead {
  kind: LeadKind;
  id: string;
  reference: string;
  createdAt: string;
  name: string;
  email: string;
  service?: string;
  /** Label and value of every field, in form order, for the firm's notification. */
  fields: readonly (readonly [string, string])[];
  /** The form's fields by their API names, for webhooks. */
  data: Record<string, string | undefined>;
  /** "IT Consulting assessment request": the notification's title, when it is not kind.title. */
  title?: string;
}

/** Caps on acknowledgements, which go to addresses nobody has verified. */
export const ACK_MAIL_CAPS = {
  /** At most one per address and form in this time… */
  perAddressEveryMs: 24 * 60 * 60_000,
  /** …and all addresses together at most this many an hour (a warning in the log when reached). */
  sitePerHour: 200,
} as const;

/** Queues what a lead sets in motion. Returns true when something was queued. */
export async function queueLeadDeliveries(
  trx: Writer,
  { deps, log }: { deps: FormDeps; log: FastifyBaseLogger },
  lead: Lead,
): Promise<boolean> {
  const { config } = deps;
  const title = lead.title ?? lead.kind.title;
  await enqueueMail(trx, {
    kind: "notification",
    sourceTable: lead.kind.table,
    sourceId: lead.id,
    replyTo: lead.email,
    content: notificationMail({
      formTitle: title,
      visitorName: lead.name,
      fields: lead.fields,
      submittedAt: lead.createdAt,
      reference: lead.reference,
    }),
  });

  if (config.SMTP_URL && config.ACK_EMAILS) {
    const to = lead.email.toLowerCase();
    // Two submissions at once from one address would both find no acknowledgement and both queue
    // one. PostgreSQL runs them in parallel transactions: the second waits here until the first
    // commits, then sees its row. (SQLite's writes are already one at a time: db/write-queue.ts.)
    if (deps.database.dialect === "postgres") {
      await sql`select pg_advisory_xact_lock(hashtext(${`ack:${lead.kind.table}:${to}`}))`.execute(trx);
    }
    const recent = await trx
      .selectFrom("outbox")
      .select("id")
      .where("kind", "=", "ack")
      .where("to_address", "=", to)
      .where("source_table", "=", lead.kind.table)
      .where("created_at", ">", isoIn(-ACK_MAIL_CAPS.perAddressEveryMs))
      .executeTakeFirst();
    if (recent) log.info({ form: lead.kind.name }, "acknowledgement not sent: one went to this address today");
    else if (await siteAckCapReached(trx)) {
      log.warn({ form: lead.kind.name }, "acknowledgement not sent: the site-wide hourly cap is reached");
    } else {
      await enqueueMail(trx, {
        kind: "ack",
        sourceTable: lead.kind.table,
        sourceId: lead.id,
        to,
        content: acknowledgementMail({
          siteName: config.VITE_SITE_NAME,
          formTitle: lead.kind.title,
          reference: lead.reference,
          schedulingUrl: config.VITE_SITE_SCHEDULING_URL,
        }),
      });
    }
  }

  await queueWebhooks(trx, config.WEBHOOK_URLS, lead);
  return true;
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

/** One delivery per webhook URL; the JSON is the lead's fields by their API names. */
export async function queueWebhooks(
  trx: Writer | Db,
  urls: readonly string[],
  lead: Pick<Lead, "kind" | "id" | "reference" | "createdAt" | "data">,
) {
  const type = `${lead.kind.name}.created`;
  const body = JSON.stringify({
    type,
    id: lead.id,
    reference: lead.reference,
    created_at: lead.createdAt,
    ...lead.data,
  });
  for (const url of urls) {
    await enqueue(trx, {
      kind: "webhook",
      sourceTable: lead.kind.table,
      sourceId: lead.id,
      to: url,
      subject: type,
      body,
    });
  }
}

/** A stored lead's fields by their API names (the columns are snake_case). */
export function leadData(row: Record<string, unknown>): Record<string, string | undefined> {
  const API_NAMES: Record<string, string> = { full_name: "fullName", team_size: "teamSize" };
  const FIELDS = [
    "name",
    "full_name",
    "email",
    "subject",
    "company",
    "team_size",
    "service",
    "challenges",
    "goals",
    "message",
  ];
  const data: Record<string, string | undefined> = {};
  for (const column of FIELDS) {
    if (typeof row[column] === "string") data[API_NAMES[column] ?? column] = row[column];
  }
  return data;
}
