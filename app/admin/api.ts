import { ADMIN_API_PREFIX, type FormKey, type LeadStatus } from "../../common/admin-api";
import { FORMS, FORM_KEYS } from "../../common/forms/registry";

// The inbox's client of ADMIN_API_PREFIX (/api/admin). Answers are JSON (their types:
// common/admin-api.ts); a 401 anywhere means the session ended, and the app shows the sign-in
// form again.

export type { AuditEntry, FormKey, LeadDetail, LeadStatus, LeadSummary, Subscriber } from "../../common/admin-api";

export const SIGNED_OUT_EVENT = "admin:signed-out";

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
  { method = "GET", body }: { method?: string; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(`${ADMIN_API_PREFIX}${path}`, {
    method,
    credentials: "same-origin",
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = response.status === 204 ? undefined : ((await response.json().catch(() => undefined)) as unknown);
  if (response.status === 401 && !(path === "/session" && method === "POST")) {
    window.dispatchEvent(new Event(SIGNED_OUT_EVENT));
  }
  if (!response.ok) {
    const message = (data as { message?: unknown } | undefined)?.message;
    throw new ApiError(
      response.status,
      typeof message === "string" ? message : `The server answered ${response.status}.`,
    );
  }
  return data as T;
}

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
