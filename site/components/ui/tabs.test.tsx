import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Tabs } from "./tabs";

const items = [
  { id: "expertise", label: "Industry Experts", panel: <p>Experts panel</p> },
  { id: "agile", label: "Agile Solutions", panel: <p>Agile panel</p> },
  { id: "strategy", label: "Personalized Strategy", panel: <p>Strategy panel</p> },
  { id: "track-record", label: "Proven Track Record", panel: <p>Track record panel</p> },
];

const tab = (name: string) => screen.getByRole("tab", { name });

describe("Tabs", () => {
  it("selects the default tab and shows only its panel", () => {
    render(<Tabs label="Why Work With Us" items={items} defaultId="expertise" />);
    expect(screen.getByRole("tablist", { name: "Why Work With Us" })).toBeInTheDocument();
    expect(tab("Industry Experts")).toHaveAttribute("aria-selected", "true");
    expect(tab("Agile Solutions")).toHaveAttribute("aria-selected", "false");
    expect(tab("Industry Experts")).toHaveAttribute("tabindex", "0");
    expect(tab("Agile Solutions")).toHaveAttribute("tabindex", "-1");
    const panel = screen.getByRole("tabpanel");
    expect(panel).toHaveTextContent("Experts panel");
    expect(panel).toHaveAttribute("aria-labelledby", tab("Industry Experts").id);
    expect(tab("Industry Experts")).toHaveAttribute("aria-controls", panel.id);
    // The other panels are in the markup (prerendered) but hidden.
    expect(screen.getByText("Agile panel")).not.toBeVisible();
  });

  it("selects a tab on click", async () => {
    const user = userEvent.setup();
    render(<Tabs label="Why" items={items} />);
    await user.click(tab("Personalized Strategy"));
    expect(tab("Personalized Strategy")).toHaveAttribute("aria-selected", "true");
    expect(tab("Industry Experts")).toHaveAttribute("aria-selected", "false");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Strategy panel");
  });

  it("moves focus and selection with the arrow keys, Home and End, wrapping at both ends", async () => {
    const user = userEvent.setup();
    render(<Tabs label="Why" items={items} />);
    await user.tab();
    expect(tab("Industry Experts")).toHaveFocus();

    await user.keyboard("{ArrowRight}");
    expect(tab("Agile Solutions")).toHaveFocus();
    expect(tab("Agile Solutions")).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Agile panel");

    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(tab("Proven Track Record")).toHaveFocus();
    expect(tab("Proven Track Record")).toHaveAttribute("aria-selected", "true");

    await user.keyboard("{ArrowRight}");
    expect(tab("Industry Experts")).toHaveAttribute("aria-selected", "true");

    await user.keyboard("{End}");
    expect(tab("Proven Track Record")).toHaveFocus();
    await user.keyboard("{Home}");
    expect(tab("Industry Experts")).toHaveFocus();
    expect(tab("Industry Experts")).toHaveAttribute("tabindex", "0");
  });

  it("leaves the tab list with Tab and lands on the panel", async () => {
    const user = userEvent.setup();
    render(<Tabs label="Why" items={items} />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole("tabpanel")).toHaveFocus();
  });
});
