import { useEffect, useRef, type ReactNode } from "react";

// The inbox's few shared pieces: buttons, a page heading that takes focus, status badges.

export const buttonClass =
  "inline-flex min-h-11 items-center justify-center rounded-md bg-blue-700 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800 disabled:opacity-60";
export const secondaryButtonClass =
  "inline-flex min-h-11 items-center justify-center rounded-md border border-slate-400 bg-white px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-100 disabled:opacity-60";
export const dangerButtonClass =
  "inline-flex min-h-11 items-center justify-center rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60";
export const inputClass =
  "mt-1 block min-h-11 w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-base text-slate-900";
export const labelClass = "block text-sm font-semibold text-slate-900";
export const linkClass = "font-semibold text-blue-800 underline underline-offset-2 hover:text-blue-950";

/** The screen's h1; focused when the screen changes, so a screen reader announces it. */
export function PageHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
      {children}
    </h1>
  );
}

const STATUS_CLASSES: Record<string, string> = {
  new: "bg-blue-100 text-blue-900",
  in_progress: "bg-amber-100 text-amber-900",
  done: "bg-emerald-100 text-emerald-900",
  spam: "bg-slate-200 text-slate-900",
};

export function Badge({ tone, children }: { tone: string; children: ReactNode }) {
  return (
    <span
      className={`inline-block rounded px-2 py-0.5 text-xs font-semibold ${STATUS_CLASSES[tone] ?? STATUS_CLASSES.spam}`}
    >
      {children}
    </span>
  );
}

export function ErrorText({ message }: { message: string | undefined }) {
  return message ? (
    <p role="alert" className="mt-3 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900">
      {message}
    </p>
  ) : null;
}

/** What an action came to: its outcome in words (a status), or why it failed (an alert). */
export function Outcome({ answer }: { answer: { done?: string; error?: string } | undefined }) {
  return (
    <>
      {answer?.done ? (
        <p
          role="status"
          className="rounded-md border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-950"
        >
          {answer.done}
        </p>
      ) : null}
      <ErrorText message={answer?.error} />
    </>
  );
}

/** A new password and its repetition, as password managers expect them (fields "password", "repeat"). */
export function NewPasswordFields() {
  return (
    <>
      <div>
        <label htmlFor="password" className={labelClass}>
          New password (at least 12 characters)
        </label>
        <input id="password" name="password" type="password" autoComplete="new-password" className={inputClass} />
      </div>
      <div>
        <label htmlFor="repeat" className={labelClass}>
          The same password again
        </label>
        <input id="repeat" name="repeat" type="password" autoComplete="new-password" className={inputClass} />
      </div>
    </>
  );
}
