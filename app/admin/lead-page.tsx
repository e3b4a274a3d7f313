import { useCallback, useEffect, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { api, ApiError, formatTime, formText, STATUS_LABELS, type LeadDetail, type LeadStatus } from "./api";
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

// One lead: every field (as text: React escapes it), its status, notes, the notification's
// delivery state with "send again", "not spam", and a mailto: reply.

const MAIL_STATUS: Record<string, string> = { queued: "Queued", sent: "Sent", failed: "Failed" };

/** What each outbox row of a lead is, for people. */
const DELIVERY_LABELS: Record<string, string> = {
  notification: "Notification to the firm",
  ack: "Acknowledgement to the sender",
  subscriber: "Mail to the subscriber",
  webhook: "Webhook",
};

function replyHref(lead: LeadDetail) {
  const subject = lead.fields.find(([label]) => label === "Subject")?.[1] ?? `Your ${lead.formTitle.toLowerCase()}`;
  return `mailto:${encodeURIComponent(lead.email).replace(/%40/g, "@")}?subject=${encodeURIComponent(`Re: ${subject}`)}`;
}

export function LeadPage({ form, id }: { form: string; id: string }) {
  const [lead, setLead] = useState<LeadDetail>();
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [busy, setBusy] = useState(false);

  const load = useCallback(
    () =>
      api<LeadDetail>(`/leads/${encodeURIComponent(form)}/${encodeURIComponent(id)}`).then(setLead, (caught: unknown) =>
        setError(caught instanceof ApiError ? caught.message : "The inbox cannot be reached."),
      ),
    [form, id],
  );
  useEffect(() => void load(), [load]);
  // Opening a lead marks it read: an explicit POST (reading it with GET changes nothing).
  const unread = lead?.opened === false;
  useEffect(() => {
    if (!unread) return;
    const path = `/leads/${encodeURIComponent(form)}/${encodeURIComponent(id)}/read`;
    api(path, { method: "POST", body: {} }).then(
      () => setLead((current) => (current ? { ...current, opened: true } : current)),
      () => undefined,
    );
  }, [unread, form, id]);

  async function act(work: () => Promise<string>) {
    setBusy(true);
    setError(undefined);
    setNotice(undefined);
    try {
      setNotice(await work());
      await load();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : "The inbox cannot be reached.");
    } finally {
      setBusy(false);
    }
  }

  const path = `/leads/${encodeURIComponent(form)}/${encodeURIComponent(id)}`;
  const setStatus = (status: LeadStatus) =>
    act(async () => {
      const answer = await api<{ released: boolean }>(path, { method: "PATCH", body: { status } });
      return `Status set to ${STATUS_LABELS[status]}.${answer.released ? " The withheld notification is queued." : ""}`;
    });

  function saveStatus(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void setStatus(new FormData(event.currentTarget).get("status") as LeadStatus);
  }

  function addNote(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const body = formText(new FormData(formElement), "note");
    void act(async () => {
      await api(`${path}/notes`, { method: "POST", body: { body } });
      formElement.reset();
      return "Note added.";
    });
  }

  if (!lead) {
    return (
      <>
        <p>
          <Link to="/admin" className={linkClass}>
            ← All leads
          </Link>
        </p>
        {error ? <ErrorText message={error} /> : <p role="status">Loading the lead…</p>}
      </>
    );
  }

  return (
    <article className="space-y-6">
      <p>
        <Link to="/admin" className={linkClass}>
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
        </p>
        <p className="mt-1 text-sm break-all text-slate-700">Reference: {lead.reference ?? lead.id}</p>
      </div>
      <div aria-live="polite" className="min-h-6 text-sm font-semibold text-emerald-900">
        {notice}
      </div>
      <ErrorText message={error} />

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
          <a className={buttonClass} href={replyHref(lead)}>
            Reply by e-mail
          </a>
        </p>
      </section>

      <section aria-labelledby="status-heading" className="rounded-lg border border-slate-300 bg-white p-4">
        <h2 id="status-heading" className="text-lg font-bold">
          Progress
        </h2>
        <form className="mt-3 flex flex-wrap items-end gap-3" onSubmit={saveStatus} key={lead.status}>
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
          <button type="submit" className={buttonClass} disabled={busy}>
            Save status
          </button>
          {lead.spam ? (
            <button
              type="button"
              className={secondaryButtonClass}
              disabled={busy}
              onClick={() => void setStatus("new")}
            >
              Not spam
            </button>
          ) : null}
        </form>
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
          <button
            type="button"
            className={`${secondaryButtonClass} mt-3`}
            disabled={busy}
            onClick={() =>
              void act(async () => {
                await api(`${path}/resend`, { method: "POST", body: {} });
                return "The notification is queued again.";
              })
            }
          >
            Send again
          </button>
        ) : null}
      </section>

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
        <form className="mt-4" onSubmit={addNote}>
          <label htmlFor="note" className={labelClass}>
            Add a note
          </label>
          <textarea id="note" name="note" rows={3} required maxLength={5000} className={inputClass} />
          <button type="submit" className={`${buttonClass} mt-3`} disabled={busy}>
            Add note
          </button>
        </form>
      </section>
    </article>
  );
}
