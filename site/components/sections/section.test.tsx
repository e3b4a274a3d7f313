import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Section } from "./section";

describe("Section", () => {
  it("is a region named by its h2, with eyebrow, intro paragraphs and content below", () => {
    render(
      <Section
        id="story"
        heading={{ eyebrow: "About", title: "Our Story", intro: ["First.", "Second."] }}
        headingId="story-heading"
        tone="muted"
      >
        <p>Content</p>
      </Section>,
    );
    const region = screen.getByRole("region", { name: "Our Story" });
    expect(region).toHaveAttribute("id", "story");
    expect(region.className).toContain("bg-slate-50");
    expect(screen.getByRole("heading", { level: 2, name: "Our Story" })).toHaveAttribute("id", "story-heading");
    expect(screen.getByText("About")).toBeInTheDocument();
    expect(screen.getByText("First.")).toBeInTheDocument();
    expect(screen.getByText("Second.")).toBeInTheDocument();
    expect(screen.getByText("Content")).toBeInTheDocument();
  });

  it("keeps a heading for screen readers only when the content names itself on screen", () => {
    render(
      <Section heading={{ title: "Our founders" }} headingId="founders-heading" hideHeading>
        <p>Cards</p>
      </Section>,
    );
    expect(screen.getByRole("region", { name: "Our founders" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Our founders" })).toHaveClass("sr-only");
  });

  it("is named by its label when it has no heading", () => {
    render(
      <Section label="Mission and vision">
        <p>Cards</p>
      </Section>,
    );
    expect(screen.getByRole("region", { name: "Mission and vision" })).toBeInTheDocument();
    expect(screen.queryByRole("heading")).not.toBeInTheDocument();
  });
});
