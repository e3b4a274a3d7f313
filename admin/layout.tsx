import { Form, Link, NavLink, Outlet, useLoaderData, useRouteError, type LoaderFunctionArgs } from "react-router";
import type { OverdueCount, SessionInfo } from "../common/admin-api";
import { can, staffName } from "../common/roles";
import { SYSTEM_PATH, type Problem, type SystemStatus } from "../common/system";
import { api, failure, signedIn } from "./api";
import { HealthBanner } from "./system-page";
import { ErrorText, secondaryButtonClass } from "./ui";

// The inbox's frame around every screen once signed in: who is signed in, the screens, sign-out,
// and the health banner (what is wrong and what to do), read again at every navigation.

/**
 * The staff member signed in (without a session: the sign-in screen, see signedIn), how many
 * leads are overdue (the navigation's count) and the health problems (the banner), asked again on
 * every navigation (shouldRevalidate).
 */
export const sessionLoader = signedIn(async ({ request }: LoaderFunctionArgs) => {
  const [session, { overdue }, problems] = await Promise.all([
    api<SessionInfo>("/session", { signal: request.signal }),
    api<OverdueCount>("/leads/overdue", { signal: request.signal }),
    // The banner is a help, not the screen: when it cannot be read, the screen still shows.
    api<SystemStatus>(SYSTEM_PATH, { signal: request.signal }).then(
      (status) => status.problems,
      (): Problem[] => [],
    ),
  ]);
  return { ...session, overdue, problems };
});

/** The frame's data is asked again with every screen's, so the overdue count and the banner stay current. */
export const refreshWithEveryScreen = () => true;

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded px-2 py-2 text-sm font-semibold ${isActive ? "bg-blue-100 text-blue-950 underline" : "text-slate-900 hover:bg-slate-100"}`;

export function InboxLayout() {
  const { overdue, problems, ...staff } = useLoaderData<typeof sessionLoader>();
  // What the role cannot do is not offered (the server refuses it anyway).
  const may = (permission: Parameters<typeof can>[1]) => can(staff.role, permission);
  return (
    <div className="min-h-screen bg-slate-50 text-slate-900">
      <header className="border-b border-slate-300 bg-white">
        {/* The title and who is signed in on the first row; the screens on a row of their own, which
            a 1280 px screen holds whole. */}
        <div className="mx-auto max-w-6xl space-y-2 px-4 py-3">
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
            <p className="text-lg font-bold">Inbox</p>
            <Form method="post" action="/admin/sign-out" className="flex items-center gap-3">
              <NavLink to="/admin/account" className={navClass} title={staff.email}>
                <span className="break-all">{staffName(staff)}</span>
                <span className="sr-only"> (your account)</span>
              </NavLink>
              <button type="submit" className={secondaryButtonClass}>
                Sign out
              </button>
            </Form>
          </div>
          <nav aria-label="Inbox" className="flex flex-wrap gap-1">
            <NavLink to="/admin" end className={navClass}>
              Overview
            </NavLink>
            <NavLink to="/admin/leads" className={navClass}>
              Leads
            </NavLink>
            <Link to="/admin/leads?view=waiting" className={navClass({ isActive: false })}>
              Waiting for an answer
              {overdue > 0 ? (
                <span className="ml-1 rounded bg-amber-100 px-1.5 text-amber-950">({overdue} overdue)</span>
              ) : null}
            </Link>
            <NavLink to="/admin/templates" className={navClass}>
              Templates
            </NavLink>
            <NavLink to="/admin/subscribers" className={navClass}>
              Subscribers
            </NavLink>
            {may("erase") ? (
              <NavLink to="/admin/erase" className={navClass}>
                Erase an address
              </NavLink>
            ) : null}
            {may("audit") ? (
              <NavLink to="/admin/audit" className={navClass}>
                Audit log
              </NavLink>
            ) : null}
            {may("words") ? (
              <NavLink to="/admin/website" className={navClass}>
                Website
              </NavLink>
            ) : null}
            <NavLink to="/admin/system" className={navClass}>
              System
            </NavLink>
            <NavLink to="/admin/settings" className={navClass}>
              Settings
            </NavLink>
            {may("accounts") ? (
              <NavLink to="/admin/accounts" className={navClass}>
                Accounts
              </NavLink>
            ) : null}
            {/* The editor is a page of its own (not a screen of the inbox): a full page load. */}
            {may("words") ? (
              <a href="/keystatic" className={navClass({ isActive: false })}>
                Edit the site
              </a>
            ) : null}
          </nav>
        </div>
      </header>
      <HealthBanner problems={problems} />
      <main className="mx-auto max-w-6xl px-4 py-6">
        <Outlet />
      </main>
    </div>
  );
}

/** While the first screen's data loads. */
export function Loading() {
  return (
    <main className="p-6">
      <p role="status">Loading the inbox…</p>
    </main>
  );
}

/** A screen whose data could not be loaded (the server is down, a 5xx): say so, in the frame. */
export function ScreenError() {
  return <ErrorText message={failure(useRouteError())} />;
}

/** The frame itself could not be shown. */
export function InboxError() {
  return (
    <main className="mx-auto max-w-xl p-6">
      <h1 className="text-2xl font-bold">The inbox cannot be shown</h1>
      <ErrorText message={failure(useRouteError())} />
      <p className="mt-3">
        <a className="font-semibold text-blue-800 underline" href="/admin">
          Reload the inbox
        </a>
      </p>
    </main>
  );
}

export function NoSuchScreen() {
  return <p>There is no such screen in the inbox.</p>;
}
