import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useQuery } from "./use-query";
import { api, ApiError, formatTime, type AuditEntry } from "./api";
import { ErrorText, PageHeading, secondaryButtonClass } from "./ui";

const ACTIONS: Record<string, string> = {
  "sign-in": "Signed in",
  "sign-out": "Signed out",
  export: "Exported",
  erase: "Erased an address",
};

function describe(entry: AuditEntry) {
  const detail = entry.detail ?? {};
  if (entry.action === "export") {
    return `${String(detail.rows)} ${String(detail.form)} rows as ${String(detail.format).toUpperCase()}`;
  }
  if (entry.action === "erase") return `address ${String(detail.email).slice(0, 19)}…`;
  return "";
}

/** Who signed in, exported and erased, newest first. */
export function AuditPage() {
  const [params] = useQuery();
  const [page, setPage] = useState<{ entries: AuditEntry[]; next: string | null }>();
  const [error, setError] = useState<string>();
  const query = params.toString();

  useEffect(() => {
    api<{ entries: AuditEntry[]; next: string | null }>(`/audit?${query}`).then(setPage, (caught: unknown) =>
      setError(caught instanceof ApiError ? caught.message : "The inbox cannot be reached."),
    );
  }, [query]);

  return (
    <>
      <PageHeading>Audit log</PageHeading>
      <ErrorText message={error} />
      {page ? (
        <ul
          className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-300 bg-white"
          aria-label="Audit log, newest first"
        >
          {page.entries.map((entry) => (
            <li key={entry.id} className="flex flex-wrap gap-x-4 gap-y-1 p-3 text-sm">
              <span className="text-slate-700">{formatTime(entry.at)}</span>
              <span className="font-semibold break-all">{entry.actor ?? "—"}</span>
              <span>{ACTIONS[entry.action] ?? entry.action}</span>
              <span className="break-all text-slate-800">{describe(entry)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {page?.next ? (
        <p className="mt-4">
          <Link className={secondaryButtonClass} to={`?after=${page.next}`}>
            Older entries
          </Link>
        </p>
      ) : null}
    </>
  );
}
