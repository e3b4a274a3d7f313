import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Carousel } from "./carousel";

const names = ["Alpha", "Beta", "Gamma", "Delta"];

function renderCarousel(count = 4) {
  render(
    <Carousel
      label="Test cards"
      slides={names.slice(0, count).map((name) => ({ key: name, content: <p>{name}</p> }))}
    />,
  );
  return screen.getByRole("region", { name: "Test cards" });
}

const dots = () => screen.getAllByRole("button", { name: /^Show slide/ });
const currentSlide = () => screen.getAllByRole("group").find((slide) => slide.dataset.current === "true");
const currentDot = () => dots().filter((dot) => dot.getAttribute("aria-current") === "true");

describe("Carousel", () => {
  it("is a labelled carousel region of slides named n of m", () => {
    const region = renderCarousel();
    expect(region).toHaveAttribute("aria-roledescription", "carousel");
    const slides = within(region).getAllByRole("group");
    expect(slides.map((slide) => slide.getAttribute("aria-label"))).toEqual(["1 of 4", "2 of 4", "3 of 4", "4 of 4"]);
    for (const slide of slides) expect(slide).toHaveAttribute("aria-roledescription", "slide");
  });

  it("has one dot per slide and marks the first one current at start", () => {
    renderCarousel();
    expect(dots()).toHaveLength(4);
    expect(currentDot()).toEqual([dots()[0]]);
    expect(currentSlide()).toHaveTextContent("Alpha");
  });

  it("jumps to a slide when its dot is pressed, and marks only that dot", async () => {
    const user = userEvent.setup();
    renderCarousel();
    await user.click(screen.getByRole("button", { name: "Show slide 3 of 4" }));
    expect(currentSlide()).toHaveTextContent("Gamma");
    expect(currentDot()).toEqual([dots()[2]]);
    await user.click(screen.getByRole("button", { name: "Show slide 1 of 4" }));
    expect(currentSlide()).toHaveTextContent("Alpha");
    expect(currentDot()).toEqual([dots()[0]]);
  });

  it("wraps with the previous and next buttons", async () => {
    const user = userEvent.setup();
    renderCarousel(3);
    await user.click(screen.getByRole("button", { name: "Previous slide" }));
    expect(currentSlide()).toHaveTextContent("Gamma");
    await user.click(screen.getByRole("button", { name: "Next slide" }));
    expect(currentSlide()).toHaveTextContent("Alpha");
  });

  it("moves with the arrow keys, Home and End while a control has focus", async () => {
    const user = userEvent.setup();
    renderCarousel();
    dots()[0]!.focus();
    await user.keyboard("{ArrowLeft}");
    expect(currentSlide()).toHaveTextContent("Delta");
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(currentSlide()).toHaveTextContent("Beta");
    await user.keyboard("{End}");
    expect(currentSlide()).toHaveTextContent("Delta");
    await user.keyboard("{Home}");
    expect(currentSlide()).toHaveTextContent("Alpha");
  });

  it("follows horizontal swipes over 5 px and ignores short or vertical ones", () => {
    const region = renderCarousel();
    const viewport = region.firstElementChild!;
    const swipe = (dx: number, dy = 0) => {
      fireEvent.touchStart(viewport, { touches: [{ clientX: 200, clientY: 300 }] });
      fireEvent.touchEnd(viewport, { changedTouches: [{ clientX: 200 + dx, clientY: 300 + dy }] });
    };
    swipe(-5);
    expect(currentSlide()).toHaveTextContent("Alpha");
    swipe(-6);
    expect(currentSlide()).toHaveTextContent("Beta");
    swipe(6);
    expect(currentSlide()).toHaveTextContent("Alpha");
    swipe(6);
    expect(currentSlide()).toHaveTextContent("Delta");
    swipe(-40, 120);
    expect(currentSlide()).toHaveTextContent("Delta");
    expect(currentDot()).toEqual([dots()[3]]);
  });

  it("follows mouse drags through pointer events, and leaves touch pointers to the touch events", () => {
    const region = renderCarousel();
    const viewport = region.firstElementChild!;
    const drag = (pointerType: string, dx: number) => {
      fireEvent.pointerDown(viewport, { pointerType, isPrimary: true, clientX: 300, clientY: 100 });
      fireEvent.pointerUp(viewport, { pointerType, isPrimary: true, clientX: 300 + dx, clientY: 100 });
    };
    drag("mouse", -6);
    expect(currentSlide()).toHaveTextContent("Beta");
    drag("mouse", 5);
    expect(currentSlide()).toHaveTextContent("Beta");
    drag("touch", -60);
    expect(currentSlide()).toHaveTextContent("Beta");
    drag("pen", 30);
    expect(currentSlide()).toHaveTextContent("Alpha");
  });
});
