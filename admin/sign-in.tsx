import { Form, redirect, redirectDocument, useActionData, useNavigation, type ActionFunctionArgs } from "react-router";
import { afterSignIn, api, failure, formText, SIGN_IN_PATH } from "./api";
import { buttonClass, ErrorText, inputClass, labelClass, PageHeading } from "./ui";

/** Signs in, then goes back to the screen that asked for it (or the inbox's first). */
export async function signInAction({ request }: ActionFunctionArgs) {
  const data = await request.formData();
  try {
    await api("/session", {
      method: "POST",
      body: { email: formText(data, "email"), password: formText(data, "password") },
    });
  } catch (caught) {
    return { error: failure(caught) };
  }
  const next = afterSignIn(new URL(request.url));
  // The editor is a page of its own: loaded in full, not as a screen of the inbox.
  return next.startsWith("/keystatic") ? redirectDocument(next) : redirect(next);
}

/** Ends the session (whatever the server says, the screen goes back to the sign-in form). */
export async function signOutAction() {
  await api("/session", { method: "DELETE" }).catch(() => undefined);
  return redirect(SIGN_IN_PATH);
}

/** Email, Password, "Sign in"; a refusal says only that one of them is wrong, never which. */
export function SignIn() {
  const answer = useActionData<typeof signInAction>();
  const busy = useNavigation().state !== "idle";
  return (
    <main className="flex min-h-screen items-start justify-center bg-slate-50 px-4 py-16 text-slate-900">
      <div className="w-full max-w-sm rounded-lg border border-slate-300 bg-white p-6 shadow-sm">
        <PageHeading>Sign in to the inbox</PageHeading>
        <Form method="post" className="mt-6 space-y-4" noValidate>
          <div>
            <label htmlFor="email" className={labelClass}>
              Email
            </label>
            <input id="email" name="email" type="email" autoComplete="username" required className={inputClass} />
          </div>
          <div>
            <label htmlFor="password" className={labelClass}>
              Password
            </label>
            <input
              id="password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              className={inputClass}
            />
          </div>
          <ErrorText message={answer?.error} />
          <button type="submit" className={`${buttonClass} w-full`} disabled={busy}>
            Sign in
          </button>
        </Form>
      </div>
    </main>
  );
}
