import { redirect } from "react-router";
import { ADMIN_API_PREFIX, type FormKey, type LeadStatus } from "../common/admin-api";
import { FORMS, FORM_KEYS } from "../common/forms/registry";

// The inbox's client of ADMIN_API_PREFIX (/api/admin), called by the routes' loaders and
// actions. Answers are JSON (their types: common/admin-api.ts). A 401 means the session ended:
// the route goes to the sign-in screen, which comes back here once signed in.

export type { AuditEntry, FormKey, LeadDetail, LeadStatus, LeadSummary, Subscriber } from "../common/admin-api";

export const SIGN_IN_PATH = "/admin/sign-in";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export async function api<T>(
  path: string,
  { method = "GET", body, signal }: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const response = await fetch(`${ADMIN_API_PREFIX}${path}`, {
    method,
    credentials: "same-origin",
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  const data = response.status === 204 ? undefined : ((await response.json().catch(() => undefined)) as unknown);
  if (!response.ok) {
    const message = (data as { message?: unknown } | undefined)?.message;
    throw new ApiError(
      response.status,
      typeof message === "string" ? message : `The server answered ${response.status}.`,
    );
  }
  return data as T;
}

/** The sign-in screen, with where to come back to (a path of the inbox, never elsewhere). */
export function signInPath(back: string): string {
  return back === "/admin" ? SIGN_IN_PATH : `${SIGN_IN_PATH}?${new URLSearchParams({ next: back }).toString()}`;
}

/** Where a sign-in goes back to: the `next` it was given when that is a screen of the inbox. */
export function afterSignIn(url: URL): string {
  const next = url.searchParams.get("next") ?? "";
  // The editor (/keystatic) sends its visitors here too.
  return /^\/(?:admin|keystatic)(?:[/?]|$)/.test(next) && !next.startsWith(SIGN_IN_PATH) ? next : "/admin";
}

/** A loader or action: on a 401 it goes to the sign-in screen instead of failing. */
export function signedIn<Args extends { request: Request }, T>(work: (args: Args) => Promise<T>) {
  return async (args: Args): Promise<T> => {
    try {
      return await work(args);
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 401) {
        const url = new URL(args.request.url);
        throw redirect(signInPath(`${url.pathname}${url.search}`));
      }
      throw caught;
    }
  };
}

/** The sentence to show for a failed call: the server's (4xx say what to fix) or a generic one. */
export const failure = (caught: unknown) =>
  caught instanceof ApiError ? caught.message : "The inbox cannot be reached. Try again in a moment.";

/** Each form's title, from its declaration (common/forms). */
export const FORM_LABELS = Object.fromEntries(FORM_KEYS.map((key) => [key, FORMS[key].title])) as Record<
  FormKey,
  string
>;

export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  in_progress: "In progress",
  done: "Done",
  spam: "Spam",
};

const DATE_FORMAT = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

export const formatTime = (iso: string | null) => (iso ? DATE_FORMAT.format(new Date(iso)) : "");

/** A text field of a submitted form ("" when absent). */
export function formText(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === "string" ? value : "";
}
