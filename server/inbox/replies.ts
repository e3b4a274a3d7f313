import { randomUUID } from "node:crypto";
import type { ReplyDraft } from "../../common/admin-api";
import { columnOfRole } from "../../common/forms/declare";
import { FORMS, tableOf, type LeadFormKey } from "../../common/forms/registry";
import { fillTemplate, REPLY_LIMITS, replyProblem, replySubject } from "../../common/replies";
import type { Config } from "../config";
import type { Db } from "../db/index";
import { nowIso } from "../db/time";
import { enqueueMail } from "../delivery/outbox";
import { replyMail } from "../mail/templates";
import { audit } from "./audit";
import { recordFirstResponse } from "./response-clock";
import { staffName } from "../accounts/staff";
import { listTemplates } from "./templates";

// A reply from the inbox: written on a lead, sent only to that lead's own address (the inbox is
// not a relay: no recipient is ever taken from the request), From MAIL_FROM with Reply-To the
// staff member, through the outbox (its retries). One transaction queues the mail, keeps the
// reply for the lead's timeline, stamps the first response and writes the audit entry.

type Row = Record<string, unknown>;

/** Why replies cannot be sent on this server, or undefined when they can. */
export function repliesOff(config: Pick<Config, "SMTP_URL">): string | undefined {
  return config.SMTP_URL
    ? undefined
    : "Mail is off on this server (SMTP_URL is not set): replies cannot be sent from the inbox. Answer by phone or from your own mail program, then mark the lead “answered another way”.";
}

/** The lead's own subject where its form has one, else the form's name. */
function baseSubject(form: LeadFormKey, row: Row): string {
  const subject = row.subject;
  return typeof subject === "string" && subject.trim() !== "" ? subject : FORMS[form].title;
}

/** The reply form of a lead: to its address, `Re: <subject> [<reference>]`, the templates filled. */
export async function replyDraft(
  db: Db,
  {
    form,
    row,
    staff,
    site,
    config,
  }: {
    form: LeadFormKey;
    row: Row;
    staff: { email: string };
    site: { schedulingUrl: string; consultationMinutes?: number };
    config: Pick<Config, "SMTP_URL">;
  },
): Promise<ReplyDraft> {
  const reference = (row.reference as string | null) ?? (row.id as string);
  const nameColumn = columnOfRole(FORMS[form], "name") ?? "name";
  const values = {
    name: typeof row[nameColumn] === "string" ? row[nameColumn] : "",
    reference,
    bookingUrl: site.schedulingUrl,
    consultationMinutes: String(site.consultationMinutes ?? ""),
    staffName: staffName(staff),
  };
  const templates = await listTemplates(db);
  const whyNot = repliesOff(config);
  return {
    to: row.email as string,
    subject: replySubject(baseSubject(form, row), reference),
    templates: templates.map((template) => ({
      id: template.id,
      name: template.name,
      body: fillTemplate(template.body, values),
    })),
    canSend: whyNot === undefined,
    whyNot: whyNot ?? null,
  };
}

export type ReplyOutcome =
  | { kind: "queued"; id: string; outboxId: string; firstResponse: boolean }
  | { kind: "refused"; message: string }
  | { kind: "not-found" };

/**
 * Queues a reply to a lead. `to`, when the request names one, must be the lead's own address
 * (compared without case); the mail goes to the stored address whatever it says.
 */
export async function sendReply(
  db: Db,
  lead: { form: LeadFormKey; id: string },
  {
    staff,
    subject,
    body,
    to,
    now,
    config,
  }: {
    staff: { email: string };
    subject: string;
    body: string;
    to?: string;
    now: Date;
    config: Pick<Config, "SMTP_URL">;
  },
): Promise<ReplyOutcome> {
  const off = repliesOff(config);
  if (off) return { kind: "refused", message: off };
  const table = tableOf(lead.form) as "contact_messages";
  return db.transaction().execute(async (trx): Promise<ReplyOutcome> => {
    const row = (await trx.selectFrom(table).selectAll().where("id", "=", lead.id).executeTakeFirst()) as
      Row | undefined;
    if (!row) return { kind: "not-found" };
    const address = row.email as string;
    if (to !== undefined && to.trim().toLowerCase() !== address.toLowerCase())
      return {
        kind: "refused",
        message: `A reply goes only to the lead's own address (${address}): the inbox does not send to other addresses.`,
      };
    if (row.spam === 1)
      return { kind: "refused", message: "This lead is marked as spam: mark it “not spam” before replying." };
    const text = body.replace(/\r\n/g, "\n");
    const problem = replyProblem({ subject, body: text });
    if (problem) return { kind: "refused", message: problem };
    const reference = (row.reference as string | null) ?? lead.id;
    // The reference stays in the subject, so the lead's answer finds its way back.
    const fullSubject = subject.includes(`[${reference}]`) ? subject.trim() : `${subject.trim()} [${reference}]`;
    if (fullSubject.length > REPLY_LIMITS.subject + 50)
      return { kind: "refused", message: "The subject is too long: shorten it." };
    const outboxId = await enqueueMail(trx, {
      kind: "reply",
      sourceTable: table,
      sourceId: lead.id,
      to: address,
      replyTo: staff.email,
      content: replyMail({ subject: fullSubject, body: text }),
    });
    const id = randomUUID();
    await trx
      .insertInto("lead_replies")
      .values({
        id,
        source_table: table,
        lead_id: lead.id,
        outbox_id: outboxId,
        author: staff.email,
        to_address: address,
        subject: fullSubject,
        body: text,
        created_at: nowIso(),
      })
      .execute();
    const first = await recordFirstResponse(trx, lead, { at: now, by: staff.email, how: "reply" });
    await audit(trx, {
      actor: staff.email,
      action: "reply",
      detail: { form: lead.form, id: lead.id, reply: id, firstResponse: first === "recorded" },
    });
    return { kind: "queued", id, outboxId, firstResponse: first === "recorded" };
  });
}
