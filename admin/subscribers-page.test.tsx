import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Role } from "../common/roles";
import { signedInAs } from "./staff-stub";
import { SubscribersPage, subscribersLoader } from "./subscribers-page";

// The export links carry the list's subscription filter: the file holds what the page shows.

async function renderAt(path: string, role: Role = "owner") {
  vi.stubGlobal(
    "fetch",
    vi.fn(() => Promise.resolve(new Response(JSON.stringify({ subscribers: [], next: null }), { status: 200 }))),
  );
  const Stub = createRoutesStub(
    signedInAs(role, [{ path: "/admin/subscribers", Component: SubscribersPage, loader: subscribersLoader }]),
  );
  render(<Stub initialEntries={[path]} />);
  await screen.findByText("No subscribers.");
}

const exportUrl = (name: string) =>
  new URL(screen.getByRole("link", { name }).getAttribute("href") ?? "", "http://localhost");

describe("SubscribersPage", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("exports the subscribers of the chosen status", async () => {
    await renderAt("/admin/subscribers?status=confirmed");
    for (const [name, format] of [
      ["Export CSV", "csv"],
      ["Export JSON", "json"],
    ] as const) {
      const url = exportUrl(name);
      expect(url.pathname).toBe("/api/admin/export");
      expect(Object.fromEntries(url.searchParams)).toEqual({
        form: "newsletter",
        spam: "all",
        subscription: "confirmed",
        format,
      });
    }
  });

  it("exports every subscriber when no status is chosen", async () => {
    await renderAt("/admin/subscribers");
    expect(Object.fromEntries(exportUrl("Export CSV").searchParams)).toEqual({
      form: "newsletter",
      spam: "all",
      format: "csv",
    });
  });

  it("offers no export to a role without it (a consultant)", async () => {
    await renderAt("/admin/subscribers", "consultant");
    expect(screen.queryByRole("link", { name: /Export/ })).toBeNull();
  });
});
