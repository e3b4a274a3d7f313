import {
  Form,
  Link,
  useActionData,
  useLoaderData,
  useNavigation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from "react-router";
import { ANSWER_NOTE_LIMIT, ANSWER_WAYS, LEAD_STATUSES, type AnswerWay, type StaffMember } from "../common/admin-api";
import { ATTRIBUTION_COLUMNS } from "../common/forms/attribution";
import {
  api,
  ApiError,
  failure,
  formatTime,
  formText,
  signedIn,
  STATUS_LABELS,
  type LeadDetail,
  type LeadStatus,
} from "./api";
import {
  Badge,
  buttonClass,
  ErrorText,
  inputClass,
  labelClass,
  linkClass,
  PageHeading,
  secondaryButtonClass,
} from "./ui";
import { ClockText } from "./response-clock";
import { ReplyForm } from "./reply-form";
import { Timeline } from "./timeline";

// One lead: every field (as text: React escapes it), who it is assigned to, the reply form (to
// the lead's own address, from a template), its status, notes, the notification's delivery state
// with "send again", "not spam", its timeline, and a mailto: link for one's own mail program.

/** How a lead was first answered, for people. */
export const ANSWER_WAY_LABELS: Record<AnswerWay | "reply", string> = {
  reply: "a reply from the inbox",
  phone: "phone",
  whatsapp: "WhatsApp",
  email: "e-mail from another program",
  meeting: "a meeting",
  other: "another way",
};

const MAIL_STATUS: Record<string, string> = { queued: "Queued", sent: "Sent", failed: "Failed" };

/** What each outbox row of a lead is, for people. */
const DELIVERY_LABELS: Record<string, string> = {
  notification: "Notification to the firm",
  ack: "Acknowledgement to the sender",
  subscriber: "Mail to the subscriber",
  webhook: "Webhook",
  reply: "Reply to the sender",
};

function replyHref(lead: LeadDetail) {
  const subject = lead.fields.find(([label]) => label === "Subject")?.[1] ?? `Your ${lead.formTitle.toLowerCase()}`;
  return `mailto:${encodeURIComponent(lead.email).replace(/%40/g, "@")}?subject=${encodeURIComponent(`Re: ${subject}`)}`;
}

const leadPath = ({ form = "", id = "" }: { form?: string; id?: string }) =>
  `/leads/${encodeURIComponent(form)}/${encodeURIComponent(id)}`;

/**
 * The lead, marked read: opening a lead is what reads it (an explicit POST: reading it with GET
 * changes nothing on the server).
 */
export const leadLoader = signedIn(async ({ params, request }: LoaderFunctionArgs) => {
  const path = leadPath(params);
  // Every opening is a POST: the first marks the lead read, each person's first is on the timeline.
  await api(`${path}/read`, { method: "POST", body: {}, signal: request.signal });
  const [lead, { staff }] = await Promise.all([
    api<LeadDetail>(path, { signal: request.signal }),
    api<{ staff: StaffMember[] }>("/staff", { signal: request.signal }),
  ]);
  return { lead, staff };
});

const isStatus = (value: string): value is LeadStatus => (LEAD_STATUSES as readonly string[]).includes(value);

/** Status, "not spam", a note, "send again": what was done, or what went wrong, in a sentence. */
export const leadAction = signedIn(
  async ({ params, request }: ActionFunctionArgs): Promise<{ notice?: string; error?: string }> => {
    const path = leadPath(params);
    const data = await request.formData();
    const intent = formText(data, "intent");
    try {
      if (intent === "status" || intent === "not-spam") {
        const status = intent === "not-spam" ? "new" : formText(data, "status");
        if (!isStatus(status)) return { error: "Choose a status." };
        const answer = await api<{ released: boolean }>(path, { method: "PATCH", body: { status } });
        return {
          notice: `Status set to ${STATUS_LABELS[status]}.${answer.released ? " The withheld notification is queued." : ""}`,
        };
      }
      if (intent === "note") {
        await api(`${path}/notes`, { method: "POST", body: { body: formText(data, "note") } });
        return { notice: "Note added." };
      }
      if (intent === "answered") {
        await api(`${path}/answered`, {
          method: "POST",
          body: { how: formText(data, "how"), note: formText(data, "answer-note") },
        });
        return { notice: "Marked as answered: the response clock has stopped." };
      }
      if (intent === "reply") {
        await api(`${path}/replies`, {
          method: "POST",
          body: { subject: formText(data, "subject"), body: formText(data, "body") },
        });
        return { notice: "Reply queued: it goes out in a moment." };
      }
      if (intent === "assign") {
        const staffId = formText(data, "assignee");
        await api(`${path}/assignee`, { method: "PUT", body: { staffId: staffId === "" ? null : staffId } });
        return { notice: staffId === "" ? "The lead is unassigned." : "The lead is assigned." };
      }
      if (intent === "resend") {
        await api(`${path}/resend`, { method: "POST", body: {} });
        return { notice: "The notification is queued again." };
      }
      return { error: "The inbox does not know this action." };
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 401) throw caught;
      return { error: failure(caught) };
    }
  },
);

export function LeadPage() {
  const { lead, staff } = useLoaderData<typeof leadLoader>();
  const answer = useActionData<typeof leadAction>();
  const busy = useNavigation().state !== "idle";

  return (
    <article className="space-y-6">
      <p>
        <Link to="/admin/leads" className={linkClass}>
          ← All leads
        </Link>
      </p>
      <div>
        <PageHeading>
          <span className="break-all">{lead.name}</span>
        </PageHeading>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-800">
          <Badge tone={lead.status}>{STATUS_LABELS[lead.status]}</Badge>
          <span>{lead.formTitle}</span>
          <span>received {formatTime(lead.createdAt)}</span>
          <ClockText clock={lead.clock} />
        </p>
        <p className="mt-1 text-sm break-all text-slate-700">Reference: {lead.reference ?? lead.id}</p>
      </div>
      <div aria-live="polite" className="min-h-6 text-sm font-semibold text-emerald-900">
        {answer?.notice}
      </div>
      <ErrorText message={answer?.error} />

      <section aria-labelledby="fields-heading" className="rounded-lg border border-slate-300 bg-white p-4">
        <h2 id="fields-heading" className="text-lg font-bold">
          What they sent
        </h2>
        <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-[10rem_1fr]">
          {lead.fields.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold text-slate-900">{label}</dt>
              <dd className="break-words whitespace-pre-wrap text-slate-900">{value || "—"}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4">
          <a className={secondaryButtonClass} href={replyHref(lead)}>
            Reply by e-mail
          </a>
          <span className="mt-1 block text-sm text-slate-700">
            (from your own mail program: the inbox does not see that reply; the Reply form below does)
          </span>
        </p>
      </section>

      {lead.reply ? (
        <ReplyForm
          draft={lead.reply}
          busy={busy}
          sentCount={lead.timeline.filter((entry) => entry.kind === "reply").length}
        />
      ) : null}

      {lead.canNotify ? <ResponseSection lead={lead} busy={busy} /> : null}

      {lead.canNotify ? <AssigneeSection lead={lead} staff={staff} busy={busy} /> : null}

      <section aria-labelledby="visit-heading" className="rounded-lg border border-slate-300 bg-white p-4">
        <h2 id="visit-heading" className="text-lg font-bold">
          Where it came from
        </h2>
        {lead.attribution ? (
          <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-[10rem_1fr]">
            {ATTRIBUTION_COLUMNS.map(({ name, label }) => (
              <div key={name} className="contents">
                <dt className="font-semibold text-slate-900">{label}</dt>
                <dd className="break-all text-slate-900">{lead.attribution?.[name] ?? "—"}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="mt-2 text-sm">
            No visit was counted for this lead (counting off, the visitor’s browser asked not to be tracked, or it was
            sent without the site’s pages).
          </p>
        )}
      </section>

      <section aria-labelledby="status-heading" className="rounded-lg border border-slate-300 bg-white p-4">
        <h2 id="status-heading" className="text-lg font-bold">
          Progress
        </h2>
        <Form method="post" className="mt-3 flex flex-wrap items-end gap-3" key={lead.status}>
          <div>
            <label htmlFor="lead-status" className={labelClass}>
              Status
            </label>
            <select id="lead-status" name="status" defaultValue={lead.status} className={inputClass}>
              {Object.entries(STATUS_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" name="intent" value="status" className={buttonClass} disabled={busy}>
            Save status
          </button>
          {lead.spam ? (
            <button type="submit" name="intent" value="not-spam" className={secondaryButtonClass} disabled={busy}>
              Not spam
            </button>
          ) : null}
        </Form>
        {lead.spam ? (
          <p className="mt-2 text-sm text-slate-800">
            Marked as spam{lead.canNotify ? ": no notification was sent. “Not spam” sends it." : "."}
          </p>
        ) : null}
      </section>

      <section aria-labelledby="mail-heading" className="rounded-lg border border-slate-300 bg-white p-4">
        <h2 id="mail-heading" className="text-lg font-bold">
          Deliveries
        </h2>
        {lead.mail.length === 0 ? (
          <p className="mt-2 text-sm">No e-mail was queued for this lead.</p>
        ) : (
          <ul className="mt-2 space-y-2 text-sm">
            {lead.mail.map((mail) => (
              <li key={mail.id}>
                <span className="font-semibold">{DELIVERY_LABELS[mail.kind]}</span>
                {": "}
                {MAIL_STATUS[mail.status] ?? mail.status}
                {mail.sentAt ? ` ${formatTime(mail.sentAt)}` : ""}, {mail.attempts}{" "}
                {mail.attempts === 1 ? "attempt" : "attempts"}
                {mail.nextAttemptAt && mail.attempts > 0 ? `, next ${formatTime(mail.nextAttemptAt)}` : ""}
                {mail.lastError ? (
                  <span className="block break-words text-red-900">Last error: {mail.lastError}</span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {lead.canNotify && !lead.spam ? (
          <Form method="post" className="mt-3">
            <button type="submit" name="intent" value="resend" className={secondaryButtonClass} disabled={busy}>
              Send again
            </button>
          </Form>
        ) : null}
      </section>

      {lead.timeline.length > 0 ? <Timeline entries={lead.timeline} /> : null}

      <section aria-labelledby="notes-heading" className="rounded-lg border border-slate-300 bg-white p-4">
        <h2 id="notes-heading" className="text-lg font-bold">
          Internal notes
        </h2>
        {lead.notes.length === 0 ? <p className="mt-2 text-sm">No notes yet.</p> : null}
        <ul className="mt-2 space-y-3">
          {lead.notes.map((note) => (
            <li key={note.id} className="rounded-md bg-slate-100 p-3">
              <p className="break-words whitespace-pre-wrap">{note.body}</p>
              <p className="mt-1 text-xs text-slate-700">
                {note.author}, {formatTime(note.createdAt)}
              </p>
            </li>
          ))}
        </ul>
        {/* Keyed on the notes: a note added empties the field. */}
        <Form method="post" className="mt-4" key={lead.notes.length}>
          <input type="hidden" name="intent" value="note" />
          <label htmlFor="note" className={labelClass}>
            Add a note
          </label>
          <textarea id="note" name="note" rows={3} required maxLength={5000} className={inputClass} />
          <button type="submit" className={`${buttonClass} mt-3`} disabled={busy}>
            Add note
          </button>
        </Form>
      </section>
    </article>
  );
}

/** Who answers the lead: a staff member, or nobody. */
function AssigneeSection({ lead, staff, busy }: { lead: LeadDetail; staff: StaffMember[]; busy: boolean }) {
  return (
    <section aria-labelledby="assignee-heading" className="rounded-lg border border-slate-300 bg-white p-4">
      <h2 id="assignee-heading" className="text-lg font-bold">
        Who answers
      </h2>
      <p className="mt-2 text-sm">{lead.assignee ? `Assigned to ${lead.assignee.name}.` : "Not assigned to anyone."}</p>
      <Form method="post" className="mt-3 flex flex-wrap items-end gap-3" key={lead.assignedTo ?? ""}>
        <div>
          <label htmlFor="lead-assignee" className={labelClass}>
            Assigned to
          </label>
          <select id="lead-assignee" name="assignee" defaultValue={lead.assignedTo ?? ""} className={inputClass}>
            <option value="">Nobody</option>
            {staff.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" name="intent" value="assign" className={buttonClass} disabled={busy}>
          Save
        </button>
      </Form>
    </section>
  );
}

/** The response clock: when the answer is due, who answered and how, or "answered another way". */
function ResponseSection({ lead, busy }: { lead: LeadDetail; busy: boolean }) {
  const first = lead.firstResponse;
  return (
    <section aria-labelledby="response-heading" className="rounded-lg border border-slate-300 bg-white p-4">
      <h2 id="response-heading" className="text-lg font-bold">
        Response
      </h2>
      {lead.spam ? (
        <p className="mt-2 text-sm">Spam has no response clock: “Not spam” starts it again.</p>
      ) : first ? (
        <p className="mt-2 text-sm">
          {lead.clock ? <ClockText clock={lead.clock} /> : null} Answered {formatTime(first.at)} by {first.by}, by{" "}
          {ANSWER_WAY_LABELS[first.how]}
          {first.note ? `: ${first.note}` : "."}
        </p>
      ) : (
        <>
          <p className="mt-2 text-sm">
            {lead.dueAt ? `An answer is due ${formatTime(lead.dueAt)}. ` : ""}A reply by e-mail from your own mail
            program is not seen here: when you answered another way, say so.
          </p>
          <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-end">
            <input type="hidden" name="intent" value="answered" />
            <div>
              <label htmlFor="answer-how" className={labelClass}>
                Answered by
              </label>
              <select id="answer-how" name="how" defaultValue="phone" className={inputClass}>
                {ANSWER_WAYS.map((way) => (
                  <option key={way} value={way}>
                    {ANSWER_WAY_LABELS[way]}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="answer-note" className={labelClass}>
                One-line note
              </label>
              <input
                id="answer-note"
                name="answer-note"
                required
                maxLength={ANSWER_NOTE_LIMIT}
                className={inputClass}
              />
            </div>
            <button type="submit" className={buttonClass} disabled={busy}>
              Answered another way
            </button>
          </Form>
        </>
      )}
    </section>
  );
}
