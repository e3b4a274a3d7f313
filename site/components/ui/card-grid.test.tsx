import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CardGrid } from "./card-grid";

const cards = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ key: `card-${index}`, content: <p>Card {index + 1}</p> }));

describe("CardGrid", () => {
  it("lists one card per item, in order", () => {
    render(<CardGrid cards={cards(3)} ordered />);
    const list = screen.getByRole("list");
    expect(list.tagName).toBe("OL");
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Card 1", "Card 2", "Card 3"]);
  });

  it.each([
    [2, "md:grid-cols-2"],
    [3, "md:grid-cols-3"],
    [4, "lg:grid-cols-4"],
    [9, "lg:grid-cols-3"],
  ])("lays %i cards out by their number (%s)", (count, layout) => {
    render(<CardGrid cards={cards(count)} />);
    expect(screen.getByRole("list")).toHaveClass(layout);
  });

  it("takes a layout when the page asks for one", () => {
    render(<CardGrid cards={cards(1)} columns={3} />);
    expect(screen.getByRole("list")).toHaveClass("md:grid-cols-3");
  });
});
