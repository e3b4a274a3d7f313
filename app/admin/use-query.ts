import { useLocation, useNavigate } from "react-router";

// The inbox reads its URL with the hooks the site's own links already bring (useLocation,
// useNavigate): React Router's other hooks would grow the framework chunk every page loads.

/** The query string as URLSearchParams, and a way to replace it (a new history entry). */
export function useQuery(): [URLSearchParams, (next: URLSearchParams | Record<string, string>) => void] {
  const { search } = useLocation();
  const navigate = useNavigate();
  return [new URLSearchParams(search), (next) => void navigate(`?${new URLSearchParams(next).toString()}`)];
}

/** The screen's path below /admin, without a trailing slash: "", "leads/contact/…", "audit". */
export function useAdminPath(): string {
  const { pathname } = useLocation();
  return pathname.replace(/^\/admin\/?/, "").replace(/\/$/, "");
}
