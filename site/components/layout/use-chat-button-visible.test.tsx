import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useChatButtonVisible } from "./use-chat-button-visible";

function Probe() {
  return <p>{useChatButtonVisible() ? "visible" : "hidden"}</p>;
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, "scrollY", { value: y, configurable: true });
    window.dispatchEvent(new Event("scroll"));
  });
}

describe("chat button visibility", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
  });
  afterEach(() => vi.useRealTimers());

  it("is hidden at load and appears after 3 seconds on an unscrolled page", () => {
    render(<Probe />);
    expect(screen.getByText("hidden")).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(screen.getByText("hidden")).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByText("visible")).toBeInTheDocument();
  });

  it("stays hidden after 3 seconds when the page was scrolled less than 300 px", () => {
    render(<Probe />);
    scrollTo(120);
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.getByText("hidden")).toBeInTheDocument();
  });

  it("appears beyond 300 px before the timer and hides again back above 300 px", () => {
    render(<Probe />);
    scrollTo(300);
    expect(screen.getByText("hidden")).toBeInTheDocument();
    scrollTo(301);
    expect(screen.getByText("visible")).toBeInTheDocument();
    scrollTo(250);
    expect(screen.getByText("hidden")).toBeInTheDocument();
  });
});
