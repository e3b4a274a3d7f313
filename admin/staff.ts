import { useRouteLoaderData } from "react-router";
import type { SessionInfo } from "../common/admin-api";
import { can, type Permission } from "../common/roles";

// Who is signed in (the frame's loader, route id "inbox") and what their role lets them do: the
// inbox hides what a role cannot do; the server refuses it anyway (server/accounts/auth.ts).

export function useStaff(): SessionInfo {
  const data = useRouteLoaderData<SessionInfo>("inbox");
  if (!data) throw new Error("useStaff outside the signed-in inbox");
  return data;
}

export function useCan(permission: Permission): boolean {
  return can(useStaff().role, permission);
}
