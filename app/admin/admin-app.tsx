import { useCallback, useEffect, useState } from "react";
import { NavLink } from "react-router";
import { api, SIGNED_OUT_EVENT } from "./api";
import { AuditPage } from "./audit-page";
import { ErasePage } from "./erase-page";
import { InboxPage } from "./inbox-page";
import { LeadPage } from "./lead-page";
import { SignIn } from "./sign-in";
import { SubscribersPage } from "./subscribers-page";
import { useAdminPath } from "./use-query";
import { secondaryButtonClass } from "./ui";

// The firm's inbox at /admin: a client-only app of its own (./main.tsx, ./index.html), its
// screens routed inside it.

type Session = { state: "checking" } | { state: "signed-out" } | { state: "signed-in"; email: string };

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded px-2 py-2 text-sm font-semibold ${isActive ? "bg-blue-100 text-blue-950 underline" : "text-slate-900 hover:bg-slate-100"}`;

/** The screens of the inbox, by path below /admin. */
function Screen() {
  const path = useAdminPath();
  const lead = /^leads\/([^/]+)\/([^/]+)$/.exec(path);
  if (path === "") return <InboxPage />;
  if (lead) return <LeadPage key={path} form={decodeURIComponent(lead[1]!)} id={decodeURIComponent(lead[2]!)} />;
  if (path === "subscribers") return <SubscribersPage />;
  if (path === "erase") return <ErasePage />;
  if (path === "audit") return <AuditPage />;
  return <p>There is no such screen in the inbox.</p>;
}

export default function AdminApp() {
  const [session, setSession] = useState<Session>({ state: "checking" });

  useEffect(() => {
    const signedOut = () => setSession({ state: "signed-out" });
    window.addEventListener(SIGNED_OUT_EVENT, signedOut);
    api<{ email: string }>("/session").then(({ email }) => setSession({ state: "signed-in", email }), signedOut);
    return () => window.removeEventListener(SIGNED_OUT_EVENT, signedOut);
  }, []);

  const signOut = useCallback(async () => {
    await api("/session", { method: "DELETE" }).catch(() => undefined);
    setSession({ state: "signed-out" });
  }, []);

  if (session.state === "checking") {
    return (
      <div data-admin-app className="p-6">
        <p role="status">Loading the inbox…</p>
      </div>
    );
  }
  if (session.state === "signed-out") {
    return <SignIn onSignedIn={(email) => setSession({ state: "signed-in", email })} />;
  }
  return (
    <div data-admin-app className="min-h-screen bg-slate-50 text-slate-900">
      <header className="border-b border-slate-300 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <p className="text-lg font-bold">Inbox</p>
          <nav aria-label="Inbox" className="flex flex-wrap gap-1">
            <NavLink to="/admin" end className={navClass}>
              Leads
            </NavLink>
            <NavLink to="/admin/subscribers" className={navClass}>
              Subscribers
            </NavLink>
            <NavLink to="/admin/erase" className={navClass}>
              Erase an address
            </NavLink>
            <NavLink to="/admin/audit" className={navClass}>
              Audit log
            </NavLink>
          </nav>
          <div className="flex items-center gap-3 sm:ml-auto">
            <span className="text-sm break-all text-slate-700">{session.email}</span>
            <button type="button" className={secondaryButtonClass} onClick={() => void signOut()}>
              Sign out
            </button>
          </div>
        </div>
      </header>
      <div className="mx-auto max-w-6xl px-4 py-6">
        <Screen />
      </div>
    </div>
  );
}
