import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Timeline } from "./timeline";

describe("Timeline", () => {
  it("lists what happened in order, with who, when, the reply's text and its delivery state in words", () => {
    render(
      <Timeline
        entries={[
          { at: "2026-11-23T10:00:00.000Z", kind: "received", actor: null, text: "Received" },
          { at: "2026-11-23T10:05:00.000Z", kind: "read", actor: "ann@example.com", text: "Read" },
          {
            at: "2026-11-23T12:10:00.000Z",
            kind: "reply",
            actor: "ann@example.com",
            text: "Replied: Re: A project [CM-1234-AB]",
            body: "Dear Ada",
            delivery: "queued",
          },
        ]}
      />,
    );
    const items = within(screen.getByRole("list", { name: "What happened, oldest first" })).getAllByRole("listitem");
    expect(items).toHaveLength(3);
    expect(items[1]).toHaveTextContent("Read by ann@example.com");
    expect(items[2]).toHaveTextContent("Replied: Re: A project [CM-1234-AB] by ann@example.com, queued");
    expect(items[2]).toHaveTextContent("Dear Ada");
    expect(items[2]!.querySelector("time")).toHaveAttribute("datetime", "2026-11-23T12:10:00.000Z");
  });
});
