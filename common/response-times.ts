import type { LeadFormKey } from "./forms/registry";

// How fast the firm answers (the overview's "Response times"): GET /api/admin/overview/response-times?range=…
// (server/analytics/response-times.ts). Times are minutes of business time (common/business-hours.ts).

export const RESPONSE_TIMES_PATH = "/overview/response-times";

/** One group of leads: a form, a week, or all of them. */
export interface ResponseFigures {
  /** Leads received (spam aside). */
  received: number;
  /** Of them, answered (a reply or "answered another way"). */
  answered: number;
  /** Median business minutes from receipt to the first answer; null when none was answered. */
  medianMinutes: number | null;
  /** Leads whose answer is decided: answered, or past their due time unanswered. */
  decided: number;
  /** Of the decided, answered by their due time. */
  withinTarget: number;
}

export interface ResponseTimes {
  /** The response target in business minutes (the site settings). */
  targetMinutes: number;
  all: ResponseFigures;
  forms: ({ form: LeadFormKey; title: string } & ResponseFigures)[];
  /** Weeks (Monday first, in the firm's time zone) the range touches, oldest first. */
  weeks: ({ week: string } & ResponseFigures)[];
}
