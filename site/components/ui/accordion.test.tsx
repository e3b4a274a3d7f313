import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Accordion } from "./accordion";
import { elements, parseHtml, textOf } from "../../../tests/html";

const items = [
  { id: "one", title: "First question", content: <p>First answer</p> },
  { id: "two", title: "Second question", content: <p>Second answer</p> },
  { id: "three", title: "Third question", content: <p>Third answer</p> },
];

// The browser does the behaviour (one open item per name, Enter and Space on the focused
// question): tests/e2e/content-pages.spec.ts and keyboard.spec.ts check it in a real one.
// Here: the markup that makes it so.

const disclosures = () => Array.from(document.querySelectorAll("details"));

describe("Accordion", () => {
  it("renders each item as a closed native disclosure of the group's name", () => {
    render(<Accordion name="faq" items={items} />);
    expect(disclosures()).toHaveLength(3);
    for (const details of disclosures()) {
      expect(details).toHaveAttribute("name", "faq");
      expect(details.open).toBe(false);
    }
  });

  it("names each question by its title, under a heading, the chevron hidden from assistive technology", () => {
    render(<Accordion name="faq" items={items} />);
    for (const [index, item] of items.entries()) {
      const summary = disclosures()[index]!.querySelector("summary")!;
      expect(summary.textContent).toBe(item.title);
      expect(summary.querySelector("h3")).toHaveTextContent(item.title);
      expect(summary.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
      expect(disclosures()[index]).toContainElement(screen.getByText(`${item.title.split(" ")[0]} answer`));
    }
  });

  it("takes another heading level under a deeper section", () => {
    render(<Accordion name="faq" items={items} headingLevel={4} />);
    expect(screen.getAllByRole("heading", { level: 4 })).toHaveLength(3);
  });

  it("opens and closes on a click, with no handler of its own", async () => {
    const user = userEvent.setup();
    render(<Accordion name="faq" items={items} />);
    const [first] = disclosures();
    await user.click(screen.getByText("First question"));
    expect(first!.open).toBe(true);
    await user.click(screen.getByText("First question"));
    expect(first!.open).toBe(false);
  });

  it("is all in the server's HTML: no button, nothing for a script to wire", () => {
    const html = parseHtml(renderToString(<Accordion name="faq" items={items} />));
    const details = elements(html, "details");
    expect(details.filter((element) => element.attribs.name === "faq")).toHaveLength(3);
    expect(elements(html, "button")).toHaveLength(0);
    expect(details.filter((element) => "open" in element.attribs)).toHaveLength(0);
    expect(textOf(html)).toContain("Second answer");
  });
});
