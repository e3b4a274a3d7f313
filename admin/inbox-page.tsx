import { type FormEvent } from "react";
import {
  Link,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  useSearchParams,
  type LoaderFunctionArgs,
} from "react-router";
import { useCan } from "./staff";
import { LIMITS } from "../common/forms/limits";
import {
  api,
  ApiError,
  failure,
  FORM_LABELS,
  formatTime,
  formText,
  signedIn,
  STATUS_LABELS,
  type LeadSummary,
} from "./api";
import type { StaffMember } from "../common/admin-api";
import {
  Badge,
  buttonClass,
  ErrorText,
  inputClass,
  labelClass,
  linkClass,
  PageHeading,
  secondaryButtonClass,
} from "./ui";
import { ClockText } from "./response-clock";

// Every submission of the four forms, newest first; the filter lives in the URL, so a link,
// the back button and the export all see the same one.

const FILTER_KEYS = ["view", "form", "status", "spam", "q", "mine"] as const;

export function exportHref(params: URLSearchParams, form: string, format: "csv" | "json") {
  const query = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value && key !== "view" && key !== "mine") query.set(key, value);
  }
  query.set("form", form);
  query.set("format", format);
  return `/api/admin/export?${query.toString()}`;
}

type LeadsPage = { leads: LeadSummary[]; next: string | null };

/** A page of leads for the URL's filter, and the staff (who each lead is assigned to); a filter the server refuses (4xx) keeps the form on screen. */
export const leadsLoader = signedIn(async ({ request }: LoaderFunctionArgs) => {
  const page = api<LeadsPage>(`/leads${new URL(request.url).search}`, { signal: request.signal });
  // Names for "assigned to": a help, not the screen; without them the list still shows.
  const staff = api<{ staff?: StaffMember[] }>("/staff", { signal: request.signal }).then(
    (answer) => answer.staff ?? [],
    (): StaffMember[] => [],
  );
  try {
    return { page: await page, error: undefined, staff: await staff };
  } catch (caught) {
    if (caught instanceof ApiError && caught.status < 500 && caught.status !== 401) {
      return { page: undefined, error: failure(caught), staff: await staff };
    }
    throw caught;
  }
});

export function InboxPage() {
  const mayExport = useCan("export");
  const { page, error, staff } = useLoaderData<typeof leadsLoader>();
  const nameOf = (id: string) => staff.find((member) => member.id === id)?.name ?? "a removed account";
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const loading = navigation.state === "loading" && navigation.location.pathname === pathname;
  const query = params.toString();

  function applyFilter(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const key of FILTER_KEYS) {
      const value = formText(data, key).trim();
      if (value) next.set(key, value);
    }
    void navigate(`?${next.toString()}`);
  }

  const form = params.get("form") ?? "";
  // "Waiting for an answer": unanswered leads that are not spam, the oldest due time first.
  const waiting = params.get("view") === "waiting";
  const olderParams = new URLSearchParams(params);
  if (page?.next) olderParams.set("after", page.next);
  const firstParams = new URLSearchParams(params);
  firstParams.delete("after");

  return (
    <>
      <PageHeading>{waiting ? "Waiting for an answer" : "Leads"}</PageHeading>
      <form
        role="search"
        aria-label="Filter leads"
        className="mt-4 grid gap-3 rounded-lg border border-slate-300 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_1fr_2fr_auto_auto] lg:items-end"
        onSubmit={applyFilter}
        key={query}
      >
        <div>
          <label htmlFor="filter-view" className={labelClass}>
            Show
          </label>
          <select id="filter-view" name="view" defaultValue={waiting ? "waiting" : ""} className={inputClass}>
            <option value="">All leads, newest first</option>
            <option value="waiting">Waiting for an answer, oldest due first</option>
          </select>
        </div>
        <div>
          <label htmlFor="filter-form" className={labelClass}>
            Form
          </label>
          <select id="filter-form" name="form" defaultValue={form} className={inputClass}>
            <option value="">All forms</option>
            {Object.entries(FORM_LABELS).map(([key, label]) => (
              <option key={key} value={key}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="filter-status" className={labelClass}>
            Status
          </label>
          <select id="filter-status" name="status" defaultValue={params.get("status") ?? ""} className={inputClass}>
            <option value="">Any status</option>
            <option value="new">New</option>
            <option value="in_progress">In progress</option>
            <option value="done">Done</option>
          </select>
        </div>
        <div>
          <label htmlFor="filter-spam" className={labelClass}>
            Spam
          </label>
          <select id="filter-spam" name="spam" defaultValue={params.get("spam") ?? ""} className={inputClass}>
            <option value="">Hide spam</option>
            <option value="only">Spam only</option>
            <option value="all">Show all</option>
          </select>
        </div>
        <div>
          <label htmlFor="filter-q" className={labelClass}>
            Search name, e-mail, company or text
          </label>
          <input
            id="filter-q"
            name="q"
            type="search"
            maxLength={LIMITS.search}
            defaultValue={params.get("q") ?? ""}
            className={inputClass}
          />
        </div>
        <label className="flex min-h-11 items-center gap-2 text-sm font-semibold">
          <input
            type="checkbox"
            name="mine"
            value="1"
            defaultChecked={params.get("mine") === "1"}
            className="h-5 w-5"
          />
          Mine only
        </label>
        <button type="submit" className={buttonClass}>
          Search
        </button>
      </form>

      <div className="mt-4 flex flex-wrap items-center gap-3 text-sm">
        {!mayExport ? null : form ? (
          <>
            <span className="font-semibold">Export these leads:</span>
            <a className={secondaryButtonClass} href={exportHref(params, form, "csv")} download>
              Export CSV
            </a>
            <a className={secondaryButtonClass} href={exportHref(params, form, "json")} download>
              Export JSON
            </a>
          </>
        ) : (
          <span className="text-slate-700">Choose a form to export its leads as CSV or JSON.</span>
        )}
      </div>

      <ErrorText message={error} />
      <p role="status" className={loading ? "mt-6" : "sr-only"}>
        {loading ? "Loading leads…" : ""}
      </p>
      {waiting ? (
        <p className="mt-4 text-sm text-slate-800">
          Every lead not yet answered (spam left out), whatever the other filters say but &ldquo;Mine only&rdquo;: reply
          from its page or mark it &ldquo;answered another way&rdquo; there.
        </p>
      ) : null}
      {page && page.leads.length === 0 ? (
        <p className="mt-6">{waiting ? "No lead is waiting for an answer." : "No leads match this filter."}</p>
      ) : null}
      {page && page.leads.length > 0 ? (
        <ul
          className="mt-6 divide-y divide-slate-200 rounded-lg border border-slate-300 bg-white"
          aria-label={waiting ? "Leads waiting for an answer, oldest due first" : "Leads, newest first"}
        >
          {page.leads.map((lead) => (
            <li key={`${lead.form}:${lead.id}`} className="p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <Link to={`/admin/leads/${lead.form}/${lead.id}`} className={`${linkClass} text-base break-all`}>
                  {lead.opened ? null : <span className="sr-only">Unread: </span>}
                  <span className={lead.opened ? "font-normal" : "font-bold"}>{lead.name}</span>
                </Link>
                <span className="text-sm text-slate-700">{formatTime(lead.createdAt)}</span>
              </div>
              <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-800">
                {lead.opened ? null : (
                  <span aria-hidden="true" className="rounded bg-blue-700 px-2 py-0.5 text-xs font-semibold text-white">
                    Unread
                  </span>
                )}
                <Badge tone={lead.status}>{STATUS_LABELS[lead.status]}</Badge>
                <ClockText clock={lead.clock} />
                <span>{FORM_LABELS[lead.form]}</span>
                <span className="break-all">{lead.email}</span>
                {lead.company ? <span>{lead.company}</span> : null}
                {lead.assignedTo ? <span>· assigned to {nameOf(lead.assignedTo)}</span> : null}
                {lead.summary ? <span className="text-slate-700">· {lead.summary}</span> : null}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <nav aria-label="Pages" className="mt-4 flex gap-3">
        {params.get("after") ? (
          <Link className={secondaryButtonClass} to={`?${firstParams.toString()}`}>
            {waiting ? "First due" : "Newest"}
          </Link>
        ) : null}
        {page?.next ? (
          <Link className={secondaryButtonClass} to={`?${olderParams.toString()}`}>
            {waiting ? "Due later" : "Older leads"}
          </Link>
        ) : null}
      </nav>
    </>
  );
}
