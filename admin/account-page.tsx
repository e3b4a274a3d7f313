import {
  Form,
  useActionData,
  useLoaderData,
  useNavigation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from "react-router";
import type { OwnAccount } from "../common/admin-api";
import { ROLE_LABELS, staffName } from "../common/roles";
import { api, ApiError, failure, formatTime, formText, signedIn } from "./api";
import { buttonClass, inputClass, labelClass, NewPasswordFields, Outcome, PageHeading } from "./ui";

// Each person's own account: who they are and their role, a new password (the current one
// first; their other sessions end), and their recent sign-ins (a sign-in they do not recognise is
// a reason to change the password and tell an owner).

export const accountLoader = signedIn(({ request }: LoaderFunctionArgs) =>
  api<OwnAccount>("/account", { signal: request.signal }),
);

export const accountAction = signedIn(
  async ({ request }: ActionFunctionArgs): Promise<{ done?: string; error?: string }> => {
    const data = await request.formData();
    const password = formText(data, "password");
    if (password !== formText(data, "repeat"))
      return { error: "The new password and its repetition differ: nothing changed." };
    try {
      await api("/account/password", { method: "POST", body: { current: formText(data, "current"), password } });
      return { done: "Your password is changed; you are signed out everywhere else." };
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 401) throw caught;
      return { error: failure(caught) };
    }
  },
);

export function AccountPage() {
  const account = useLoaderData<typeof accountLoader>();
  const answer = useActionData<typeof accountAction>();
  const busy = useNavigation().state !== "idle";
  return (
    <div className="space-y-6">
      <PageHeading>Your account</PageHeading>
      <dl className="grid gap-x-4 gap-y-1 rounded-lg border border-slate-300 bg-white p-4 sm:grid-cols-[10rem_1fr]">
        <dt className="font-semibold">Name</dt>
        <dd className="break-all">{staffName(account)}</dd>
        <dt className="font-semibold">E-mail</dt>
        <dd className="break-all">{account.email}</dd>
        <dt className="font-semibold">Role</dt>
        <dd>{ROLE_LABELS[account.role]}</dd>
      </dl>

      <section aria-labelledby="password-heading" className="rounded-lg border border-slate-300 bg-white p-4">
        <h2 id="password-heading" className="text-lg font-bold">
          Change your password
        </h2>
        <Form method="post" className="mt-3 max-w-sm space-y-4" noValidate>
          <div>
            <label htmlFor="current" className={labelClass}>
              Current password
            </label>
            <input id="current" name="current" type="password" autoComplete="current-password" className={inputClass} />
          </div>
          <NewPasswordFields />
          <Outcome answer={answer} />
          <button type="submit" className={buttonClass} disabled={busy}>
            Change the password
          </button>
        </Form>
      </section>

      <section aria-labelledby="sign-ins-heading" className="rounded-lg border border-slate-300 bg-white p-4">
        <h2 id="sign-ins-heading" className="text-lg font-bold">
          Your recent sign-ins
        </h2>
        {account.signIns.length === 0 ? (
          <p className="mt-2">None recorded.</p>
        ) : (
          <table className="mt-3 w-full text-left text-sm">
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-4">
                  When
                </th>
                <th scope="col" className="py-1">
                  Outcome
                </th>
              </tr>
            </thead>
            <tbody>
              {account.signIns.map((signIn) => (
                <tr key={signIn.at} className="border-t border-slate-200">
                  <td className="py-1 pr-4">{formatTime(signIn.at)}</td>
                  <td className="py-1">{signIn.succeeded ? "Signed in" : "Wrong password"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
