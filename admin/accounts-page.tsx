import { useState } from "react";
import {
  Form,
  useActionData,
  useLoaderData,
  useNavigation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from "react-router";
import type { AccountList, AccountSummary } from "../common/admin-api";
import { ROLE_LABELS, ROLES, staffName } from "../common/roles";
import { api, ApiError, failure, formatTime, formText, signedIn } from "./api";
import { useStaff } from "./staff";
import {
  Badge,
  buttonClass,
  dangerButtonClass,
  inputClass,
  labelClass,
  Outcome,
  PageHeading,
  secondaryButtonClass,
} from "./ui";

// An owner's screen: the firm's staff accounts, inviting a colleague by e-mail with a role and a
// name (a one-time link to set a password, 48 hours), resetting someone's access (a new link,
// their sessions end) and removing an account.

export const accountsLoader = signedIn(({ request }: LoaderFunctionArgs) =>
  api<AccountList>("/accounts", { signal: request.signal }),
);

type Answer = { done?: string; error?: string };

export const accountsAction = signedIn(async ({ request }: ActionFunctionArgs): Promise<Answer> => {
  const data = await request.formData();
  const intent = formText(data, "intent");
  const id = formText(data, "id");
  const email = formText(data, "email");
  try {
    if (intent === "invite") {
      await api("/accounts", {
        method: "POST",
        body: { email, role: formText(data, "role"), displayName: formText(data, "displayName") },
      });
      return { done: `Invited ${email.trim().toLowerCase()}: the e-mail with their link is on its way.` };
    }
    if (intent === "reset") {
      await api(`/accounts/${encodeURIComponent(id)}/reset`, { method: "POST", body: {} });
      return { done: `Reset ${email}'s access: they are signed out and get a new link by e-mail.` };
    }
    await api(`/accounts/${encodeURIComponent(id)}`, { method: "DELETE" });
    return { done: `Removed ${email}'s account.` };
  } catch (caught) {
    if (caught instanceof ApiError && caught.status === 401) throw caught;
    return { error: failure(caught) };
  }
});

export function AccountsPage() {
  const { accounts, mailOn } = useLoaderData<typeof accountsLoader>();
  const answer = useActionData<typeof accountsAction>();
  const busy = useNavigation().state !== "idle";
  return (
    <div className="space-y-6">
      <PageHeading>Accounts</PageHeading>
      <Outcome answer={answer} />

      <section aria-labelledby="invite-heading" className="rounded-lg border border-slate-300 bg-white p-4">
        <h2 id="invite-heading" className="text-lg font-bold">
          Invite a colleague
        </h2>
        {mailOn ? null : (
          <p className="mt-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
            Mail is off on this server (no SMTP_URL): invites wait in the outbox until it is set.
          </p>
        )}
        <Form method="post" className="mt-3 grid gap-4 sm:grid-cols-3" noValidate>
          <input type="hidden" name="intent" value="invite" />
          <div>
            <label htmlFor="invite-email" className={labelClass}>
              E-mail
            </label>
            <input id="invite-email" name="email" type="email" autoComplete="off" required className={inputClass} />
          </div>
          <div>
            <label htmlFor="invite-name" className={labelClass}>
              Name shown in the inbox
            </label>
            <input
              id="invite-name"
              name="displayName"
              type="text"
              autoComplete="off"
              maxLength={120}
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor="invite-role" className={labelClass}>
              Role
            </label>
            <select id="invite-role" name="role" defaultValue="consultant" className={inputClass}>
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </select>
          </div>
          <div className="sm:col-span-3">
            <button type="submit" className={buttonClass} disabled={busy}>
              Send the invite
            </button>
          </div>
        </Form>
      </section>

      <section aria-labelledby="staff-heading">
        <h2 id="staff-heading" className="text-lg font-bold">
          Staff
        </h2>
        <ul
          aria-labelledby="staff-heading"
          className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-300 bg-white"
        >
          {accounts.map((account) => (
            <AccountRow key={account.id} account={account} busy={busy} />
          ))}
        </ul>
      </section>
    </div>
  );
}

function AccountRow({ account, busy }: { account: AccountSummary; busy: boolean }) {
  const me = useStaff();
  const [confirming, setConfirming] = useState(false);
  const self = account.id === me.id;
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-all">
          {staffName(account)}
          {self ? " (you)" : ""}
        </p>
        {account.displayName ? <p className="text-sm break-all text-slate-700">{account.email}</p> : null}
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <Badge tone={account.role === "owner" ? "done" : account.role === "editor" ? "in_progress" : "new"}>
            {ROLE_LABELS[account.role].split(":")[0]}
          </Badge>
          {account.active ? (
            <span>since {formatTime(account.createdAt)}</span>
          ) : (
            <span>invited: has not set a password yet</span>
          )}
        </p>
      </div>
      {self ? (
        <p className="text-sm text-slate-700">Change your own password on Your account.</p>
      ) : (
        <Form method="post" className="flex flex-wrap gap-2" onSubmit={() => setConfirming(false)}>
          <input type="hidden" name="id" value={account.id} />
          <input type="hidden" name="email" value={account.email} />
          <button type="submit" name="intent" value="reset" className={secondaryButtonClass} disabled={busy}>
            Reset access<span className="sr-only"> of {account.email}</span>
          </button>
          {confirming ? (
            <>
              <button type="submit" name="intent" value="remove" className={dangerButtonClass} disabled={busy}>
                Yes, remove {account.email}
              </button>
              <button type="button" className={secondaryButtonClass} onClick={() => setConfirming(false)}>
                Keep
              </button>
            </>
          ) : (
            <button type="button" className={secondaryButtonClass} onClick={() => setConfirming(true)}>
              Remove<span className="sr-only"> {account.email}</span>
            </button>
          )}
        </Form>
      )}
    </li>
  );
}
