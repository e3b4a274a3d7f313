import { useState, type FormEvent } from "react";
import { api, ApiError, formText } from "./api";
import {
  buttonClass,
  dangerButtonClass,
  ErrorText,
  inputClass,
  labelClass,
  PageHeading,
  secondaryButtonClass,
} from "./ui";

// A deletion request: find what is stored about an address, then erase it after a confirmation.

/** One and several of each kind of row. */
const TABLE_LABELS: Record<string, [string, string]> = {
  contact_messages: ["contact message", "contact messages"],
  service_requests: ["service request", "service requests"],
  assessment_requests: ["assessment request", "assessment requests"],
  subscribers: ["newsletter subscription", "newsletter subscriptions"],
  subscriber_tokens: ["newsletter link", "newsletter links"],
  outbox: ["e-mail (sent or queued)", "e-mails (sent or queued)"],
  lead_notes: ["internal note", "internal notes"],
  idempotency_keys: ["duplicate-submission record", "duplicate-submission records"],
};

const describe = (counts: Record<string, number>) =>
  Object.entries(counts).map(([table, n]) => `${n} ${TABLE_LABELS[table]?.[n === 1 ? 0 : 1] ?? table}`);

export function ErasePage() {
  const [preview, setPreview] = useState<{ email: string; counts: Record<string, number>; total: number }>();
  const [done, setDone] = useState<string>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function find(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(undefined);
    setDone(undefined);
    setPreview(undefined);
    try {
      const email = formText(new FormData(event.currentTarget), "email");
      setPreview(await api("/erasures/preview", { method: "POST", body: { email } }));
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : "The inbox cannot be reached.");
    }
  }

  async function confirm() {
    if (!preview) return;
    setBusy(true);
    try {
      const answer = await api<{ counts: Record<string, number> }>("/erasures", {
        method: "POST",
        body: { email: preview.email, confirm: preview.email },
      });
      setDone(`Erased everything about ${preview.email}: ${describe(answer.counts).join(", ")}.`);
      setPreview(undefined);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : "The inbox cannot be reached.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <PageHeading>Erase an address</PageHeading>
      <p className="mt-2 max-w-prose text-slate-800">
        For a deletion request: every form’s submissions from this address, its newsletter subscription and links, the
        e-mails about it and the notes on it are deleted. The audit log keeps only a hash of the address.
      </p>
      <form className="mt-4 flex max-w-xl flex-wrap items-end gap-3" onSubmit={(event) => void find(event)}>
        <div className="min-w-64 flex-1">
          <label htmlFor="erase-email" className={labelClass}>
            E-mail address
          </label>
          <input id="erase-email" name="email" type="email" required className={inputClass} />
        </div>
        <button type="submit" className={buttonClass}>
          Find what is stored
        </button>
      </form>
      <ErrorText message={error} />
      <div aria-live="polite">
        {done ? <p className="mt-4 font-semibold text-emerald-900">{done}</p> : null}
        {preview && preview.total === 0 ? (
          <p className="mt-4">Nothing is stored about {preview.email}: there is nothing to erase.</p>
        ) : null}
        {preview && preview.total > 0 ? (
          <div className="mt-4 rounded-lg border border-red-300 bg-white p-4">
            <h2 className="text-lg font-bold">Erase everything about {preview.email}?</h2>
            <ul className="mt-2 list-disc pl-6">
              {describe(preview.counts).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <p className="mt-2 text-sm">This cannot be undone.</p>
            <div className="mt-3 flex flex-wrap gap-3">
              <button type="button" className={dangerButtonClass} disabled={busy} onClick={() => void confirm()}>
                Erase everything
              </button>
              <button type="button" className={secondaryButtonClass} onClick={() => setPreview(undefined)}>
                Cancel
              </button>
            </div>
          </div>
        ) : null}
      </div>
    </>
  );
}
