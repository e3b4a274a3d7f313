import { Outlet } from "react-router";
import type { SessionInfo } from "../common/admin-api";
import type { Role } from "../common/roles";

// For component tests: a screen inside the signed-in frame (route id "inbox") of a staff member
// with the given role, as createRoutesStub takes it.

export function signedInAs<Child>(role: Role, children: Child[]) {
  const session: SessionInfo = { id: "staff-1", email: "staff@example.com", displayName: "Ada Staff", role };
  return [{ id: "inbox", path: "/", loader: () => session, Component: Outlet, children }];
}
