import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { signedInAs } from "./staff-stub";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { LeadSummary } from "../common/admin-api";
import { clockWords, DEFAULT_BUSINESS_HOURS, dueTimeOf } from "../common/business-hours";
import { InboxPage, leadsLoader } from "./inbox-page";

// The clock's words on screen: the server measures them at its (pinned) now with
// common/business-hours.ts, the same code this fixture is made with; the list shows them as text.

const hours = { ...DEFAULT_BUSINESS_HOURS, timeZone: "Europe/London" };
/** The server's clock, pinned: Friday 27 November 2026, 18:00 in London. */
const NOW = new Date("2026-11-27T18:00:00Z");

function lead(name: string, receivedAt: string, firstResponseAt: string | null = null): LeadSummary {
  const dueAt = dueTimeOf(new Date(receivedAt), hours);
  const clock = clockWords({
    receivedAt: new Date(receivedAt),
    dueAt,
    firstResponseAt: firstResponseAt ? new Date(firstResponseAt) : null,
    now: NOW,
    hours,
  });
  return {
    form: "contact",
    id: crypto.randomUUID(),
    createdAt: receivedAt,
    name,
    email: `${name.toLowerCase()}@example.com`,
    company: null,
    assignedTo: null,
    summary: "A project",
    status: "new",
    spam: false,
    opened: false,
    reference: "CM-0000-00",
    dueAt: dueAt.toISOString(),
    firstResponseAt,
    clock: { dueAt: dueAt.toISOString(), ...clock },
  };
}

async function renderWaiting(leads: LeadSummary[]) {
  const fetch = vi.fn((_url: string) => Promise.resolve(new Response(JSON.stringify({ leads, next: null }))));
  vi.stubGlobal("fetch", fetch);
  const Stub = createRoutesStub(
    signedInAs("owner", [{ path: "/admin/leads", Component: InboxPage, loader: leadsLoader }]),
  );
  render(<Stub initialEntries={["/admin/leads?view=waiting"]} />);
  const list = await screen.findByRole("list", { name: "Leads waiting for an answer, oldest due first" });
  expect(new URL(fetch.mock.calls[0]![0], "http://localhost").searchParams.get("view")).toBe("waiting");
  return list;
}

describe("the response clock in the inbox's list", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("says when each lead is due, overdue or answered, in words", async () => {
    const list = await renderWaiting([
      lead("Overdue", "2026-11-26T15:40:00Z"), // due Friday 15:40: 2 h 20 min ago
      lead("Today", "2026-11-27T17:55:00Z"), // received after closing: due Monday 17:00
      lead("Answered", "2026-11-27T09:00:00Z", "2026-11-27T11:10:00Z"),
    ]);
    const item = (name: string) => within(list).getByText(name).closest("li")!;
    expect(within(item("Overdue")).getByText(/overdue by 2 h 20 min/)).toBeVisible();
    expect(within(item("Today")).getByText("due Monday 17:00")).toBeVisible();
    expect(within(item("Answered")).getByText("answered in 2 h 10 min")).toBeVisible();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Waiting for an answer");
  });
});
