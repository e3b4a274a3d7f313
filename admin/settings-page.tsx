import { Form, useActionData, useLoaderData, useNavigation, type ActionFunctionArgs } from "react-router";
import { ASSIGNMENT_MODES, type AssignmentMode, type InboxSettings } from "../common/admin-api";
import { api, ApiError, failure, formText, signedIn } from "./api";
import { buttonClass, ErrorText, PageHeading } from "./ui";

// The inbox's settings, stored in the database: how new leads are assigned (everyone's), and
// whether I get the morning digest (mine alone).

export const ASSIGNMENT_LABELS: Record<AssignmentMode, string> = {
  unassigned: "Leave new leads unassigned: whoever takes one assigns it",
  "round-robin": "Assign new leads in turn to each staff member (round-robin)",
};

export const settingsLoader = signedIn(async ({ request }: { request: Request }) =>
  api<InboxSettings>("/inbox-settings", { signal: request.signal }),
);

export const settingsAction = signedIn(
  async ({ request }: ActionFunctionArgs): Promise<{ notice?: string; error?: string }> => {
    const data = await request.formData();
    try {
      if (formText(data, "intent") === "digest") {
        const digest = formText(data, "digest") === "on";
        await api("/inbox-settings", { method: "PATCH", body: { digest } });
        return { notice: digest ? "You will get the morning digest." : "Your morning digest is off." };
      }
      const assignment = formText(data, "assignment");
      await api("/inbox-settings", { method: "PATCH", body: { assignment } });
      return { notice: "How new leads are assigned is saved." };
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 401) throw caught;
      return { error: failure(caught) };
    }
  },
);

export function SettingsPage() {
  const settings = useLoaderData<typeof settingsLoader>();
  const answer = useActionData<typeof settingsAction>();
  const busy = useNavigation().state !== "idle";
  return (
    <div className="space-y-6">
      <PageHeading>Inbox settings</PageHeading>
      <div aria-live="polite" className="min-h-6 text-sm font-semibold text-emerald-900">
        {answer?.notice}
      </div>
      <ErrorText message={answer?.error} />
      <section className="rounded-lg border border-slate-300 bg-white p-4">
        <Form method="post" key={settings.assignment}>
          <input type="hidden" name="intent" value="assignment" />
          <fieldset>
            <legend className="text-lg font-bold">New leads (for everyone)</legend>
            <div className="mt-2 space-y-2">
              {ASSIGNMENT_MODES.map((mode) => (
                <label key={mode} className="flex min-h-11 items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="assignment"
                    value={mode}
                    defaultChecked={settings.assignment === mode}
                    className="h-5 w-5"
                  />
                  {ASSIGNMENT_LABELS[mode]}
                </label>
              ))}
            </div>
          </fieldset>
          <button type="submit" className={`${buttonClass} mt-3`} disabled={busy}>
            Save for everyone
          </button>
        </Form>
      </section>
      <section className="rounded-lg border border-slate-300 bg-white p-4">
        <Form method="post" key={String(settings.digest)}>
          <input type="hidden" name="intent" value="digest" />
          <fieldset>
            <legend className="text-lg font-bold">My morning digest</legend>
            <p className="mt-1 text-sm">
              On working days at 08:00 (the firm’s time zone): the leads waiting for an answer that are yours or
              unassigned, overdue first, and yesterday’s new leads. None is sent when nothing waits.
            </p>
            <label className="mt-2 flex min-h-11 items-center gap-2 text-sm">
              <input type="checkbox" name="digest" defaultChecked={settings.digest} className="h-5 w-5" />
              Send me the morning digest
            </label>
          </fieldset>
          <button type="submit" className={`${buttonClass} mt-3`} disabled={busy}>
            Save my digest
          </button>
        </Form>
      </section>
    </div>
  );
}
