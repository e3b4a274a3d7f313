import { Form, useActionData, useNavigate, useNavigation, type ActionFunctionArgs } from "react-router";
import { FORMS, FORM_KEYS } from "../common/forms/registry";
import { api, ApiError, failure, formText, signedIn } from "./api";
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

/** One and several of each kind of row: every form's from its title, then what the forms leave behind. */
const TABLE_LABELS: Record<string, [string, string]> = {
  ...Object.fromEntries(
    FORM_KEYS.map((key) => {
      const one = FORMS[key].title.toLowerCase();
      return [FORMS[key].table, [one, `${one}s`]];
    }),
  ),
  subscriber_tokens: ["newsletter link", "newsletter links"],
  outbox: ["e-mail (sent or queued)", "e-mails (sent or queued)"],
  lead_notes: ["internal note", "internal notes"],
  idempotency_keys: ["duplicate-submission record", "duplicate-submission records"],
};

const describe = (counts: Record<string, number>) =>
  Object.entries(counts).map(([table, n]) => `${n} ${TABLE_LABELS[table]?.[n === 1 ? 0 : 1] ?? table}`);

type Preview = { email: string; counts: Record<string, number>; total: number };

/** "Find what is stored" previews an erasure; "Erase everything" does it, for the address previewed. */
export const eraseAction = signedIn(
  async ({ request }: ActionFunctionArgs): Promise<{ preview?: Preview; done?: string; error?: string }> => {
    const data = await request.formData();
    const email = formText(data, "email");
    try {
      if (formText(data, "intent") === "erase") {
        const answer = await api<{ counts: Record<string, number> }>("/erasures", {
          method: "POST",
          body: { email, confirm: email },
        });
        return { done: `Erased everything about ${email}: ${describe(answer.counts).join(", ")}.` };
      }
      return { preview: await api<Preview>("/erasures/preview", { method: "POST", body: { email } }) };
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 401) throw caught;
      return { error: failure(caught) };
    }
  },
);

export function ErasePage() {
  const answer = useActionData<typeof eraseAction>();
  const busy = useNavigation().state !== "idle";
  const navigate = useNavigate();
  const preview = answer?.preview;

  return (
    <>
      <PageHeading>Erase an address</PageHeading>
      <p className="mt-2 max-w-prose text-slate-800">
        For a deletion request: every form’s submissions from this address, its newsletter subscription and links, the
        e-mails about it and the notes on it are deleted. The audit log keeps only a hash of the address.
      </p>
      <Form method="post" className="mt-4 flex max-w-xl flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <label htmlFor="erase-email" className={labelClass}>
            E-mail address
          </label>
          <input id="erase-email" name="email" type="email" required className={inputClass} />
        </div>
        <button type="submit" className={buttonClass} disabled={busy}>
          Find what is stored
        </button>
      </Form>
      <ErrorText message={answer?.error} />
      <div aria-live="polite">
        {answer?.done ? <p className="mt-4 font-semibold text-emerald-900">{answer.done}</p> : null}
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
            <Form method="post" className="mt-3 flex flex-wrap gap-3">
              <input type="hidden" name="email" value={preview.email} />
              <button type="submit" name="intent" value="erase" className={dangerButtonClass} disabled={busy}>
                Erase everything
              </button>
              {/* Leaving the answer behind: a navigation to this same screen forgets it. */}
              <button
                type="button"
                className={secondaryButtonClass}
                onClick={() => void navigate(".", { replace: true })}
              >
                Cancel
              </button>
            </Form>
          </div>
        ) : null}
      </div>
    </>
  );
}
