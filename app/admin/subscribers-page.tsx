import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useQuery } from "./use-query";
import { api, ApiError, formatTime, type Subscriber } from "./api";
import { ErrorText, inputClass, labelClass, PageHeading, secondaryButtonClass } from "./ui";

/** The export of the subscribers the list shows: every one, or those of one subscription status. */
function subscribersExportUrl(status: string, format: "csv" | "json") {
  const query = new URLSearchParams({ form: "newsletter", spam: "all" });
  if (status) query.set("subscription", status);
  query.set("format", format);
  return `/api/admin/export?${query.toString()}`;
}

/** Newsletter subscribers: status and dates, newest first, exportable (the shown filter). */
export function SubscribersPage() {
  const [params, setParams] = useQuery();
  const [page, setPage] = useState<{ subscribers: Subscriber[]; next: string | null }>();
  const [error, setError] = useState<string>();
  const query = params.toString();
  const status = params.get("status") ?? "";

  useEffect(() => {
    let current = true;
    api<{ subscribers: Subscriber[]; next: string | null }>(`/subscribers?${query}`).then(
      (answer) => current && setPage(answer),
      (caught: unknown) =>
        current && setError(caught instanceof ApiError ? caught.message : "The inbox cannot be reached."),
    );
    return () => {
      current = false;
    };
  }, [query]);

  const older = new URLSearchParams(params);
  if (page?.next) older.set("after", page.next);

  return (
    <>
      <PageHeading>Subscribers</PageHeading>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="subscriber-status" className={labelClass}>
            Subscription
          </label>
          <select
            id="subscriber-status"
            value={status}
            className={inputClass}
            onChange={(event) => setParams(event.target.value ? { status: event.target.value } : {})}
          >
            <option value="">All</option>
            <option value="pending">Pending confirmation</option>
            <option value="confirmed">Confirmed</option>
            <option value="unsubscribed">Unsubscribed</option>
          </select>
        </div>
        <a className={secondaryButtonClass} href={subscribersExportUrl(status, "csv")} download>
          Export CSV
        </a>
        <a className={secondaryButtonClass} href={subscribersExportUrl(status, "json")} download>
          Export JSON
        </a>
      </div>
      <ErrorText message={error} />
      {page && page.subscribers.length === 0 ? <p className="mt-6">No subscribers.</p> : null}
      {page && page.subscribers.length > 0 ? (
        <ul
          className="mt-6 divide-y divide-slate-200 rounded-lg border border-slate-300 bg-white"
          aria-label="Subscribers, newest first"
        >
          {page.subscribers.map((subscriber) => (
            <li key={subscriber.id} className="p-4 text-sm">
              <p className="text-base font-semibold break-all">
                {subscriber.name} <span className="font-normal">({subscriber.email})</span>
              </p>
              <p className="mt-1 text-slate-800">
                {subscriber.status}
                {subscriber.spam ? " (spam)" : ""} · subscribed {formatTime(subscriber.createdAt)}
                {subscriber.confirmedAt ? ` · confirmed ${formatTime(subscriber.confirmedAt)}` : ""}
                {subscriber.unsubscribedAt ? ` · unsubscribed ${formatTime(subscriber.unsubscribedAt)}` : ""}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      {page?.next ? (
        <p className="mt-4">
          <Link className={secondaryButtonClass} to={`?${older.toString()}`}>
            Older subscribers
          </Link>
        </p>
      ) : null}
    </>
  );
}
