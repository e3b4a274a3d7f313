import { Link, useLoaderData, useSearchParams, type LoaderFunctionArgs } from "react-router";
import { api, formatTime, signedIn, type Subscriber } from "./api";
import { useCan } from "./staff";
import { inputClass, labelClass, PageHeading, secondaryButtonClass } from "./ui";

/** The export of the subscribers the list shows: every one, or those of one subscription status. */
function subscribersExportUrl(status: string, format: "csv" | "json") {
  const query = new URLSearchParams({ form: "newsletter", spam: "all" });
  if (status) query.set("subscription", status);
  query.set("format", format);
  return `/api/admin/export?${query.toString()}`;
}

export const subscribersLoader = signedIn(({ request }: LoaderFunctionArgs) =>
  api<{ subscribers: Subscriber[]; next: string | null }>(`/subscribers${new URL(request.url).search}`, {
    signal: request.signal,
  }),
);

/** Newsletter subscribers: status and dates, newest first, exportable (the shown filter). */
export function SubscribersPage() {
  const mayExport = useCan("export");
  const page = useLoaderData<typeof subscribersLoader>();
  const [params, setParams] = useSearchParams();
  const status = params.get("status") ?? "";

  const older = new URLSearchParams(params);
  if (page.next) older.set("after", page.next);

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
        {mayExport ? (
          <>
            <a className={secondaryButtonClass} href={subscribersExportUrl(status, "csv")} download>
              Export CSV
            </a>
            <a className={secondaryButtonClass} href={subscribersExportUrl(status, "json")} download>
              Export JSON
            </a>
          </>
        ) : null}
      </div>
      {page.subscribers.length === 0 ? <p className="mt-6">No subscribers.</p> : null}
      {page.subscribers.length > 0 ? (
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
      {page.next ? (
        <p className="mt-4">
          <Link className={secondaryButtonClass} to={`?${older.toString()}`}>
            Older subscribers
          </Link>
        </p>
      ) : null}
    </>
  );
}
