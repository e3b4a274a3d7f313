import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Accordion } from "./accordion";

const items = [
  { id: "one", title: "First question", content: <p>First answer</p> },
  { id: "two", title: "Second question", content: <p>Second answer</p> },
  { id: "three", title: "Third question", content: <p>Third answer</p> },
];

const button = (name: string) => screen.getByRole("button", { name });

describe("Accordion", () => {
  it("starts with every answer closed, each button wired to its panel", () => {
    render(<Accordion items={items} />);
    for (const item of items) {
      const trigger = button(item.title);
      expect(trigger).toHaveAttribute("aria-expanded", "false");
      const panel = document.getElementById(trigger.getAttribute("aria-controls") ?? "");
      expect(panel).not.toBeNull();
      expect(panel).not.toBeVisible();
      expect(trigger.closest("h3")).not.toBeNull();
    }
    expect(screen.getByText("First answer")).not.toBeVisible();
  });

  it("opens one item at a time", async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    await user.click(button("First question"));
    expect(button("First question")).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("First answer")).toBeVisible();
    expect(screen.getByRole("region", { name: "First question" })).toBeVisible();

    await user.click(button("Third question"));
    expect(button("Third question")).toHaveAttribute("aria-expanded", "true");
    expect(button("First question")).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByText("First answer")).not.toBeVisible();
    expect(screen.getByText("Third answer")).toBeVisible();
  });

  it("closes the open item when it is clicked again", async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    await user.click(button("Second question"));
    await user.click(button("Second question"));
    expect(button("Second question")).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByText("Second answer")).not.toBeVisible();
  });

  it("works from the keyboard", async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    await user.tab();
    expect(button("First question")).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(button("First question")).toHaveAttribute("aria-expanded", "true");
    await user.keyboard(" ");
    expect(button("First question")).toHaveAttribute("aria-expanded", "false");
  });
});
