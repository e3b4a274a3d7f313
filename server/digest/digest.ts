import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { sql, type SqlBool } from "kysely";
import { clockWords, WEEKDAYS, type BusinessHours } from "../../common/business-hours";
import { columnOfRole } from "../../common/forms/declare";
import { FORMS, LEAD_FORM_KEYS, tableOf, type LeadFormKey } from "../../common/forms/registry";
import { staffName } from "../accounts/staff";
import type { DatabaseHandle, Db } from "../db/index";
import { nowIso, toIso } from "../db/time";
import { enqueueMail } from "../delivery/outbox";
import { digestMail, type DigestLead } from "../mail/templates";

// The morning digest: on working days from 08:00 in the firm's time zone, each staff member who
// has not turned it off gets one e-mail: the leads waiting for an answer that are theirs or
// unassigned (overdue first: by due time), and yesterday's new leads by form, each with a link
// to the lead; nobody gets one when nothing waits for them.
//
// Sent once per day whatever the number of instances: the day's row in digest_days is claimed
// (its primary key) in the transaction that queues the mails, so of two instances that run at
// once one claims it and queues, the other finds it claimed and queues nothing. The outbox then
// sends them with its retries. Each instance only asks, once a minute (schedule.ts).

/** When the digest goes out, in the firm's time zone. */
export const DIGEST_TIME = "08:00";
/** Leads listed by name in one digest; the rest are counted, with a link to the list. */
export const DIGEST_LIST_LIMIT = 50;

export interface DigestOptions {
  now: Date;
  hours: BusinessHours;
  /** Origin of the links to the inbox. */
  linkOrigin: string;
  siteName: string;
  listLimit?: number;
}

export type DigestRun =
  | { status: "not-due"; reason: string }
  | { status: "already-sent"; day: string }
  | { status: "sent"; day: string; mails: number };

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The firm's calendar day of `now` (YYYY-MM-DD), and whether the digest is due on it now. */
export function digestDay(now: Date, hours: BusinessHours): { day: string; due: boolean; reason?: string } {
  const local = new TZDate(now.getTime(), hours.timeZone);
  const day = format(local, "yyyy-MM-dd");
  if (!hours.workingDays.includes(WEEKDAYS[local.getDay()]!)) return { day, due: false, reason: "not a working day" };
  if (hours.closedDates.some((closed) => closed.date === day)) return { day, due: false, reason: "a closed date" };
  if (local.getHours() * 60 + local.getMinutes() < minutesOf(DIGEST_TIME))
    return { day, due: false, reason: `before ${DIGEST_TIME}` };
  return { day, due: true };
}

interface WaitingLead {
  form: LeadFormKey;
  id: string;
  name: string;
  reference: string;
  createdAt: string;
  dueAt: string;
  assignedTo: string | null;
}

const nameColumn = (form: LeadFormKey) => columnOfRole(FORMS[form], "name") ?? "name";

/** Every lead waiting for an answer (unanswered, not spam), oldest due time first. */
async function readWaiting(db: Db): Promise<WaitingLead[]> {
  const pages = await Promise.all(
    LEAD_FORM_KEYS.map(async (form) => {
      const rows = (await db
        .selectFrom(tableOf(form))
        .select([
          sql.ref<string>("id").as("id"),
          sql.ref<string>(nameColumn(form)).as("name"),
          sql.ref<string>("reference").as("reference"),
          sql.ref<string>("created_at").as("created_at"),
          sql.ref<string>("due_at").as("due_at"),
          sql.ref<string | null>("assigned_to").as("assigned_to"),
        ])
        .where(sql<SqlBool>`spam = 0 and first_response_at is null and due_at is not null`)
        .orderBy("due_at")
        .execute()) as Record<string, string | Date | null>[];
      return rows.map((row): WaitingLead => ({
        form,
        id: row.id as string,
        name: row.name as string,
        reference: (row.reference as string | null) ?? (row.id as string),
        createdAt: toIso(row.created_at as string),
        dueAt: toIso(row.due_at as string),
        assignedTo: (row.assigned_to as string | null) ?? null,
      }));
    }),
  );
  return pages.flat().sort((a, b) => (a.dueAt < b.dueAt ? -1 : a.dueAt > b.dueAt ? 1 : 0));
}

/** The leads received on the firm's calendar day before `day`, not spam, by form. */
async function readYesterday(db: Db, day: string, timeZone: string) {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const from = new TZDate(year, month - 1, date - 1, 0, 0, timeZone).toISOString();
  const to = new TZDate(year, month - 1, date, 0, 0, timeZone).toISOString();
  return Promise.all(
    LEAD_FORM_KEYS.map(async (form) => {
      const rows = (await db
        .selectFrom(tableOf(form))
        .select([
          sql.ref<string>("id").as("id"),
          sql.ref<string>(nameColumn(form)).as("name"),
          sql.ref<string>("reference").as("reference"),
        ])
        .where("spam", "=", 0)
        .where("created_at", ">=", from)
        .where("created_at", "<", to)
        .orderBy("created_at")
        .execute()) as { id: string; name: string; reference: string | null }[];
      return { form, rows };
    }),
  );
}

/**
 * Runs the morning digest if it is due now and no instance has sent today's: claims the day and
 * queues one mail per staff member with something waiting, in one transaction.
 */
export async function runMorningDigest(
  { db, writes }: Pick<DatabaseHandle, "db" | "writes">,
  options: DigestOptions,
): Promise<DigestRun> {
  const { now, hours, linkOrigin, siteName, listLimit = DIGEST_LIST_LIMIT } = options;
  const { day, due, reason } = digestDay(now, hours);
  if (!due) return { status: "not-due", reason: reason! };
  const claimed = await db.selectFrom("digest_days").select("day").where("day", "=", day).executeTakeFirst();
  if (claimed) return { status: "already-sent", day };

  // The database's write runner: on SQLite a BEGIN IMMEDIATE, so a second instance waits for the
  // first's commit rather than failing on a stale snapshot; on PostgreSQL a transaction.
  return writes.run(async (trx): Promise<DigestRun> => {
    // The claim: of two instances at once, the second waits on the first's row, then inserts nothing.
    const inserted = await trx
      .insertInto("digest_days")
      .values({ day, claimed_at: nowIso(), mails: 0 })
      .onConflict((oc) => oc.column("day").doNothing())
      .returning("day")
      .executeTakeFirst();
    if (!inserted) return { status: "already-sent", day };

    const [staff, waiting, yesterday] = await Promise.all([
      trx
        .selectFrom("staff_accounts")
        .select(["id", "email"])
        .where("digest_enabled", "=", 1)
        .orderBy("email")
        .execute(),
      readWaiting(trx),
      readYesterday(trx, day, hours.timeZone),
    ]);
    const link = (form: LeadFormKey, id: string) => `${linkOrigin}/admin/leads/${form}/${id}`;
    const yesterdayGroups = yesterday
      .filter((group) => group.rows.length > 0)
      .map((group) => ({
        formTitle: FORMS[group.form].title,
        leads: group.rows.map((row): DigestLead => ({
          name: row.name,
          reference: row.reference ?? row.id,
          formTitle: FORMS[group.form].title,
          url: link(group.form, row.id),
        })),
      }));
    const dayWords = format(new TZDate(now.getTime(), hours.timeZone), "EEEE d MMMM");
    let mails = 0;
    for (const member of staff) {
      const theirs = waiting.filter((lead) => lead.assignedTo === member.id || lead.assignedTo === null);
      if (theirs.length === 0) continue;
      const listed = theirs.slice(0, listLimit).map((lead): DigestLead => ({
        name: lead.name,
        reference: lead.reference,
        formTitle: FORMS[lead.form].title,
        clock: clockWords({
          receivedAt: new Date(lead.createdAt),
          dueAt: new Date(lead.dueAt),
          firstResponseAt: null,
          now,
          hours,
        }).words,
        owner: lead.assignedTo === null ? "unassigned" : "yours",
        url: link(lead.form, lead.id),
      }));
      await enqueueMail(trx, {
        kind: "digest",
        sourceTable: "staff_accounts",
        sourceId: member.id,
        to: member.email,
        content: digestMail({
          siteName,
          day: dayWords,
          staffName: staffName(member),
          waiting: listed,
          moreWaiting: theirs.length - listed.length,
          waitingUrl: `${linkOrigin}/admin/leads?view=waiting`,
          yesterday: yesterdayGroups,
          settingsUrl: `${linkOrigin}/admin/settings`,
        }),
      });
      mails += 1;
    }
    await trx.updateTable("digest_days").set({ mails }).where("day", "=", day).execute();
    return { status: "sent", day, mails };
  });
}
