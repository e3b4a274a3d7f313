import { render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ChatButton } from "./chat-button";
import { CHAT, chatButton } from "./chat-button-rules";

// The chat button's rules (decision 002) as its inline script applies them: the button is shown
// when it is marked `data-shown` (its classes follow the mark; tests/e2e/chat-button.spec.ts
// sees it appear in Chromium).

let stop: (() => void) | undefined;

/** The button's HTML, then its script, as the page has them. */
function renderButton() {
  render(<ChatButton messagingUrl="https://wa.me/15550100199" />);
  stop = chatButton(CHAT);
}

const shown = () => screen.getByTestId("chat-button").hasAttribute("data-shown");

function scrollTo(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
  window.dispatchEvent(new Event("scroll"));
}

describe("chat button visibility", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
  });
  afterEach(() => {
    stop?.();
    vi.useRealTimers();
  });

  it("is hidden at load and appears after 3 seconds on an unscrolled page", () => {
    renderButton();
    expect(shown()).toBe(false);
    vi.advanceTimersByTime(2999);
    expect(shown()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(shown()).toBe(true);
  });

  it("stays hidden after 3 seconds when the page was scrolled less than 300 px", () => {
    renderButton();
    scrollTo(120);
    vi.advanceTimersByTime(3000);
    expect(shown()).toBe(false);
  });

  it("appears beyond 300 px before the timer and hides again back above 300 px", () => {
    renderButton();
    scrollTo(300);
    expect(shown()).toBe(false);
    scrollTo(301);
    expect(shown()).toBe(true);
    scrollTo(250);
    expect(shown()).toBe(false);
  });

  it("shows at once on a page already scrolled beyond 300 px when the script runs", () => {
    Object.defineProperty(window, "scrollY", { value: 400, configurable: true });
    renderButton();
    expect(shown()).toBe(true);
  });

  it("links to the firm's WhatsApp chat in a new tab, described by its tooltip", () => {
    renderButton();
    const link = screen.getByRole("link", { name: /Chat with us on WhatsApp/ });
    expect(link).toHaveAttribute("href", "https://wa.me/15550100199");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAccessibleDescription("Need help? Chat with us!");
  });
});
