import { useEffect, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { api, failure, formText, SIGN_IN_PATH } from "./api";
import { buttonClass, ErrorText, linkClass, NewPasswordFields, PageHeading } from "./ui";

// The page an invite or a reset of access links to (/admin/set-password#TOKEN): the token is in
// the fragment, so it never reaches a server's log nor a Referer. Opening the page changes
// nothing (a mail scanner may open it); only "Set my password" uses the link.

const tokenFromHash = () => window.location.hash.replace(/^#/, "");

type State =
  | { step: "checking" }
  | { step: "refused"; message: string }
  | { step: "ready"; email: string; error?: string; busy?: boolean }
  | { step: "done"; email: string };

export function SetPasswordPage() {
  const [state, setState] = useState<State>({ step: "checking" });
  useEffect(() => {
    const controller = new AbortController();
    api<{ email: string }>("/access-links/check", {
      method: "POST",
      body: { token: tokenFromHash() },
      signal: controller.signal,
    }).then(
      ({ email }) => setState({ step: "ready", email }),
      (caught: unknown) => {
        if (!controller.signal.aborted) setState({ step: "refused", message: failure(caught) });
      },
    );
    return () => controller.abort();
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.step !== "ready") return;
    const data = new FormData(event.currentTarget);
    const password = formText(data, "password");
    if (password !== formText(data, "repeat")) {
      setState({ ...state, error: "The two passwords differ: type the same one twice." });
      return;
    }
    setState({ ...state, busy: true, error: undefined });
    try {
      await api("/access-links/use", { method: "POST", body: { token: tokenFromHash(), password } });
      setState({ step: "done", email: state.email });
    } catch (caught) {
      setState({ ...state, busy: false, error: failure(caught) });
    }
  }

  return (
    <main className="flex min-h-screen items-start justify-center bg-slate-50 px-4 py-16 text-slate-900">
      <div className="w-full max-w-sm rounded-lg border border-slate-300 bg-white p-6 shadow-sm">
        <PageHeading>Set your password</PageHeading>
        {state.step === "checking" ? <p role="status">Checking the link…</p> : null}
        {state.step === "refused" ? (
          <>
            <ErrorText message={state.message} />
            <p className="mt-4">
              <Link className={linkClass} to={SIGN_IN_PATH}>
                Go to the sign-in
              </Link>
            </p>
          </>
        ) : null}
        {state.step === "done" ? (
          <>
            <p role="status" className="mt-4">
              Your password is set for {state.email}.
            </p>
            <p className="mt-4">
              <Link className={linkClass} to={SIGN_IN_PATH}>
                Sign in
              </Link>
            </p>
          </>
        ) : null}
        {state.step === "ready" ? (
          <form className="mt-6 space-y-4" onSubmit={(event) => void submit(event)} noValidate>
            <p className="break-all">
              For <strong>{state.email}</strong>
            </p>
            {/* For password managers: the account the password belongs to. */}
            <input type="hidden" name="username" autoComplete="username" value={state.email} />
            <NewPasswordFields />
            <ErrorText message={state.error} />
            <button type="submit" className={`${buttonClass} w-full`} disabled={state.busy}>
              Set my password
            </button>
          </form>
        ) : null}
      </div>
    </main>
  );
}
