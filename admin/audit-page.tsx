import { Link, useLoaderData, type LoaderFunctionArgs } from "react-router";
import { api, formatTime, signedIn, type AuditEntry } from "./api";
import { PageHeading, secondaryButtonClass } from "./ui";

const ACTIONS: Record<string, string> = {
  "sign-in": "Signed in",
  "sign-out": "Signed out",
  "export-start": "Started an export",
  export: "Exported",
  erase: "Erased an address",
  "site-edit": "Saved a change to the site",
  "site-publish": "Published the site",
  "site-publish-failed": "Tried to publish the site",
  "site-rollback": "Rolled the site back",
};

function describe(entry: AuditEntry) {
  const detail = entry.detail ?? {};
  if (entry.action === "export") {
    const rows = `${String(detail.rows)} ${String(detail.form)} rows as ${String(detail.format).toUpperCase()}`;
    return detail.outcome === "aborted" ? `${rows}, cut off before the end` : rows;
  }
  if (entry.action === "export-start") return `${String(detail.form)} as ${String(detail.format).toUpperCase()}`;
  if (entry.action === "erase") return `address ${String(detail.email).slice(0, 19)}…`;
  if (entry.action === "site-edit") {
    const files = [...(detail.saved as string[]), ...(detail.deleted as string[])].join(", ");
    // The entries' names were recorded from 2026-11-27 on.
    return detail.entries ? `${(detail.entries as string[]).join(", ")} (${files})` : files;
  }
  if (entry.action === "site-publish") return `build ${String(detail.build)}`;
  if (entry.action === "site-publish-failed") return String(detail.reason).replace(/\s*\n\s*/g, " ");
  if (entry.action === "site-rollback") return `to build ${String(detail.to)}`;
  return "";
}

/** Who signed in, exported and erased, newest first. */
export const auditLoader = signedIn(({ request }: LoaderFunctionArgs) =>
  api<{ entries: AuditEntry[]; next: string | null }>(`/audit${new URL(request.url).search}`, {
    signal: request.signal,
  }),
);

export function AuditPage() {
  const page = useLoaderData<typeof auditLoader>();
  return (
    <>
      <PageHeading>Audit log</PageHeading>
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
      {page.next ? (
        <p className="mt-4">
          <Link className={secondaryButtonClass} to={`?after=${page.next}`}>
            Older entries
          </Link>
        </p>
      ) : null}
    </>
  );
}
