import { Form, useActionData, useLoaderData, useNavigation, type ActionFunctionArgs } from "react-router";
import type { ReplyTemplate } from "../common/admin-api";
import { REPLY_LIMITS, REPLY_PLACEHOLDERS, templateProblem } from "../common/replies";
import { api, ApiError, failure, formatTime, formText, signedIn } from "./api";
import {
  buttonClass,
  dangerButtonClass,
  ErrorText,
  inputClass,
  labelClass,
  PageHeading,
  secondaryButtonClass,
} from "./ui";

// The reply templates staff keep in the inbox: listed by name, added, edited, deleted. A reply
// on a lead starts from one, its placeholders filled for that lead. A placeholder the inbox does
// not know is refused when saved, named (by the server; the same sentence shows before sending).

export const templatesLoader = signedIn(async ({ request }: { request: Request }) => {
  return api<{ templates: ReplyTemplate[] }>("/reply-templates", { signal: request.signal });
});

type Answer = { notice?: string; error?: string; id?: string; added?: string };

export const templatesAction = signedIn(async ({ request }: ActionFunctionArgs): Promise<Answer> => {
  const data = await request.formData();
  const intent = formText(data, "intent");
  const id = formText(data, "id");
  try {
    if (intent === "delete") {
      await api(`/reply-templates/${encodeURIComponent(id)}`, { method: "DELETE" });
      return { notice: "Template deleted." };
    }
    const body = { name: formText(data, "name"), body: formText(data, "body") };
    const problem = templateProblem(body.body);
    if (problem) return { error: problem, id };
    if (intent === "edit") {
      await api(`/reply-templates/${encodeURIComponent(id)}`, { method: "PUT", body });
      return { notice: `Template “${body.name.trim()}” saved.` };
    }
    const added = await api<ReplyTemplate>("/reply-templates", { method: "POST", body });
    return { notice: `Template “${body.name.trim()}” added.`, added: added.id };
  } catch (caught) {
    if (caught instanceof ApiError && caught.status === 401) throw caught;
    return { error: failure(caught), id };
  }
});

function TemplateFields({ prefix, template }: { prefix: string; template?: ReplyTemplate }) {
  return (
    <>
      <div>
        <label htmlFor={`${prefix}-name`} className={labelClass}>
          Name
        </label>
        <input
          id={`${prefix}-name`}
          name="name"
          required
          maxLength={REPLY_LIMITS.templateName}
          defaultValue={template?.name}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor={`${prefix}-body`} className={labelClass}>
          Text
        </label>
        <textarea
          id={`${prefix}-body`}
          name="body"
          rows={8}
          required
          maxLength={REPLY_LIMITS.templateBody}
          defaultValue={template?.body}
          className={inputClass}
        />
      </div>
    </>
  );
}

export function TemplatesPage() {
  const { templates } = useLoaderData<typeof templatesLoader>();
  const answer = useActionData<typeof templatesAction>();
  const busy = useNavigation().state !== "idle";
  return (
    <div className="space-y-6">
      <PageHeading>Reply templates</PageHeading>
      <p className="text-sm">
        A reply on a lead starts from one of these. In the text, these placeholders are filled for each lead:
      </p>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[14rem_1fr]">
        {Object.entries(REPLY_PLACEHOLDERS).map(([name, meaning]) => (
          <div key={name} className="contents">
            <dt className="font-mono font-semibold">{`{${name}}`}</dt>
            <dd>{meaning}</dd>
          </div>
        ))}
      </dl>
      <div aria-live="polite" className="min-h-6 text-sm font-semibold text-emerald-900">
        {answer?.notice}
      </div>
      <ErrorText message={answer?.error} />

      {templates.length === 0 ? <p>No templates yet.</p> : null}
      <ul className="space-y-4" aria-label="Templates">
        {templates.map((template) => (
          <li key={`${template.id}-${template.updatedAt}`} className="rounded-lg border border-slate-300 bg-white p-4">
            <h2 className="text-lg font-bold break-words">{template.name}</h2>
            <p className="text-xs text-slate-700">
              Last saved by {template.updatedBy}, {formatTime(template.updatedAt)}
            </p>
            <Form method="post" className="mt-3 space-y-3">
              <input type="hidden" name="id" value={template.id} />
              <TemplateFields prefix={`template-${template.id}`} template={template} />
              <div className="flex flex-wrap gap-3">
                <button type="submit" name="intent" value="edit" className={buttonClass} disabled={busy}>
                  Save “{template.name}”
                </button>
                <button type="submit" name="intent" value="delete" className={dangerButtonClass} disabled={busy}>
                  Delete “{template.name}”
                </button>
              </div>
            </Form>
          </li>
        ))}
      </ul>

      <section aria-labelledby="add-template" className="rounded-lg border border-slate-300 bg-white p-4">
        <h2 id="add-template" className="text-lg font-bold">
          Add a template
        </h2>
        {/* Keyed on the template this page added last: adding one empties the form (another person's does not). */}
        <Form method="post" className="mt-3 space-y-3" key={answer?.added ?? "new"}>
          <TemplateFields prefix="new-template" />
          <button type="submit" name="intent" value="add" className={secondaryButtonClass} disabled={busy}>
            Add template
          </button>
        </Form>
      </section>
    </div>
  );
}
