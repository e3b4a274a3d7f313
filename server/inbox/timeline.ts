import type { LeadMail, LeadNote, StaffMember, TimelineEntry } from "../../common/admin-api";
import type { Db } from "../db/index";
import { toIso } from "../db/time";
import type { FirstResponse } from "../../common/admin-api";

// A lead's timeline, oldest first: received, the notification (its delivery state), who read it,
// status changes, assignments, notes, replies (text, sender, delivery state) and "answered another
// way". Read from the tables that keep each (the lead, outbox, lead_events, lead_notes,
// lead_replies): nothing is kept twice.

const STATUS_WORDS: Record<string, string> = { new: "New", in_progress: "In progress", done: "Done", spam: "Spam" };

export interface TimelineInput {
  table: string;
  id: string;
  receivedAt: string;
  notes: LeadNote[];
  mail: LeadMail[];
  firstResponse: FirstResponse | null;
  /** Staff names by account id and by e-mail (staffName). */
  staff: StaffMember[];
}

export async function readTimeline(db: Db, input: TimelineInput): Promise<TimelineEntry[]> {
  const { table, id } = input;
  const byEmail = (email: string | null) =>
    email === null ? null : (input.staff.find((member) => member.email === email)?.name ?? email);
  const byId = (staffId: string | null) =>
    staffId === null ? null : (input.staff.find((member) => member.id === staffId)?.name ?? "a removed account");
  const [events, replies] = await Promise.all([
    db
      .selectFrom("lead_events")
      .select(["at", "actor", "kind", "detail"])
      .where("lead_id", "=", id)
      .where("source_table", "=", table)
      .execute(),
    db
      .selectFrom("lead_replies")
      .select(["author", "subject", "body", "created_at", "outbox_id"])
      .where("lead_id", "=", id)
      .where("source_table", "=", table)
      .execute(),
  ]);
  const entries: TimelineEntry[] = [{ at: input.receivedAt, kind: "received", actor: null, text: "Received" }];
  for (const mail of input.mail)
    if (mail.kind === "notification")
      entries.push({
        at: mail.sentAt ?? mail.createdAt,
        kind: "notified",
        actor: null,
        text: mail.status === "sent" ? "The firm was notified" : "The firm's notification was queued",
        delivery: mail.status,
      });
  for (const event of events) {
    const detail = event.detail ? (JSON.parse(event.detail) as Record<string, unknown>) : {};
    const actor = byEmail(event.actor);
    const text =
      event.kind === "read"
        ? "Read"
        : event.kind === "status"
          ? `Status set to ${STATUS_WORDS[String(detail.status)] ?? String(detail.status)}`
          : detail.staffId
            ? `Assigned to ${byId(detail.staffId as string)}`
            : "Unassigned";
    entries.push({ at: toIso(event.at), kind: event.kind, actor, text });
  }
  for (const note of input.notes)
    // The note's text stays in "Internal notes", once on the page.
    entries.push({ at: note.createdAt, kind: "note", actor: byEmail(note.author), text: "Note added" });
  for (const reply of replies) {
    const mail = input.mail.find((one) => one.id === reply.outbox_id);
    entries.push({
      at: toIso(reply.created_at),
      kind: "reply",
      actor: byEmail(reply.author),
      text: `Replied: ${reply.subject}`,
      body: reply.body,
      // An erased or cleaned-up outbox row: the reply was queued and is no longer waiting.
      delivery: mail?.status ?? "sent",
    });
  }
  const first = input.firstResponse;
  if (first && first.how !== "reply")
    entries.push({
      at: first.at,
      kind: "answered",
      actor: byEmail(first.by),
      text: `Answered another way (${first.how})`,
      body: first.note ?? undefined,
    });
  return entries.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}
