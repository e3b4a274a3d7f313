import { useState } from "react";
import { Form, Link } from "react-router";
import type { ReplyDraft } from "../common/admin-api";
import { REPLY_LIMITS, replyProblem } from "../common/replies";
import { buttonClass, ErrorText, inputClass, labelClass, linkClass } from "./ui";

// The reply form of a lead: addressed to the lead's own e-mail (shown, never typed: the inbox is
// not a relay), the subject `Re: <subject> [<reference>]`, the text started from a template the
// staff keep (filled for this lead by the server). With mail off it says why nothing can be sent.

export function ReplyForm({ draft, busy, sentCount }: { draft: ReplyDraft; busy: boolean; sentCount: number }) {
  return (
    <section aria-labelledby="reply-heading" className="rounded-lg border border-slate-300 bg-white p-4">
      <h2 id="reply-heading" className="text-lg font-bold">
        Reply
      </h2>
      {draft.canSend ? (
        // Keyed on the replies sent: a sent reply empties the form.
        <ReplyFields key={sentCount} draft={draft} busy={busy} />
      ) : (
        <p className="mt-2 text-sm" data-testid="replies-off">
          <span className="font-semibold">Replies cannot be sent from the inbox.</span> {draft.whyNot}
        </p>
      )}
    </section>
  );
}

function ReplyFields({ draft, busy }: { draft: ReplyDraft; busy: boolean }) {
  const [body, setBody] = useState("");
  const [subject, setSubject] = useState(draft.subject);
  const [problem, setProblem] = useState<string | undefined>();
  return (
    <Form
      method="post"
      className="mt-3 space-y-3"
      onSubmit={(event) => {
        // The server decides; this only says the same sentence before a round trip.
        const found = replyProblem({ subject, body });
        setProblem(found);
        if (found) event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value="reply" />
      <p className="text-sm">
        <span className="font-semibold">To:</span> <span className="break-all">{draft.to}</span>{" "}
        <span className="text-slate-700">(the lead’s own address; replies go nowhere else)</span>
      </p>
      {draft.templates.length > 0 ? (
        <div>
          <label htmlFor="reply-template" className={labelClass}>
            Start from a template
          </label>
          <select
            id="reply-template"
            className={inputClass}
            defaultValue=""
            onChange={(event) => {
              const template = draft.templates.find((one) => one.id === event.target.value);
              if (template) setBody(template.body);
            }}
          >
            <option value="">Choose a template…</option>
            {draft.templates.map((template) => (
              <option key={template.id} value={template.id}>
                {template.name}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <p className="text-sm">
          No templates yet:{" "}
          <Link to="/admin/templates" className={linkClass}>
            add one on the Templates screen
          </Link>
          .
        </p>
      )}
      <div>
        <label htmlFor="reply-subject" className={labelClass}>
          Subject
        </label>
        <input
          id="reply-subject"
          name="subject"
          required
          maxLength={REPLY_LIMITS.subject}
          value={subject}
          onChange={(event) => setSubject(event.target.value)}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor="reply-body" className={labelClass}>
          Your reply
        </label>
        <textarea
          id="reply-body"
          name="body"
          rows={10}
          required
          maxLength={REPLY_LIMITS.body}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          className={inputClass}
        />
      </div>
      <ErrorText message={problem} />
      <button type="submit" className={buttonClass} disabled={busy}>
        Send reply
      </button>
    </Form>
  );
}
