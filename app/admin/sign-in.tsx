import { useState, type FormEvent } from "react";
import { api, ApiError } from "./api";
import { buttonClass, ErrorText, inputClass, labelClass, PageHeading } from "./ui";

/** Email, Password, "Sign in"; a refusal says only that one of them is wrong, never which. */
export function SignIn({ onSignedIn }: { onSignedIn: (email: string) => void }) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setError(undefined);
    try {
      const { email } = await api<{ email: string }>("/session", {
        method: "POST",
        body: { email: data.get("email"), password: data.get("password") },
      });
      onSignedIn(email);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : "The inbox cannot be reached. Try again in a moment.");
      setBusy(false);
    }
  }

  return (
    <div data-admin-app className="flex min-h-screen items-start justify-center bg-slate-50 px-4 py-16 text-slate-900">
      <div className="w-full max-w-sm rounded-lg border border-slate-300 bg-white p-6 shadow-sm">
        <PageHeading>Sign in to the inbox</PageHeading>
        <form className="mt-6 space-y-4" onSubmit={(event) => void submit(event)} noValidate>
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
          <ErrorText message={error} />
          <button type="submit" className={`${buttonClass} w-full`} disabled={busy}>
            Sign in
          </button>
        </form>
      </div>
    </div>
  );
}
