import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { island } from "./island";

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

const counterModule = { default: Counter };

/** The prerendered markup of an island: its content in place, inside a finished Suspense boundary. */
async function prerendered(label: string) {
  const { Suspense } = await import("react");
  return renderToString(
    <div data-island="pending">
      <Suspense fallback={null}>
        <Counter label={label} />
      </Suspense>
    </div>,
  );
}

/** Puts the prerendered island in the document and hydrates it as the page would: returns its wrapper. */
async function hydratePrerendered(Deferred: ComponentType<{ label: string }>, label: string) {
  const container = document.createElement("div");
  container.innerHTML = await prerendered(label);
  document.body.append(container);
  await act(async () => {
    hydrateRoot(container, <Deferred label={label} />);
    await Promise.resolve();
  });
  return container;
}

describe("island", () => {
  it("keeps the prerendered content, and loads and hydrates it only when the visitor gets to it", async () => {
    const load = vi.fn(() => Promise.resolve(counterModule));
    const Deferred = island(load);
    const container = await hydratePrerendered(Deferred, "Clicks");
    const wrapper = container.querySelector("[data-island]")!;
    const button = screen.getByRole("button", { name: "Clicks 0" });
    expect(load).not.toHaveBeenCalled();
    expect(wrapper).toHaveAttribute("data-island", "pending");

    // Focus (like touch, pointer or nearing the viewport) opens it: the code loads, React hydrates.
    await act(async () => {
      wrapper.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
      await Promise.resolve();
    });
    await waitFor(() => expect(wrapper).toHaveAttribute("data-island", "hydrated"));
    expect(load).toHaveBeenCalledTimes(1);
    // The same DOM node, now driven by React.
    expect(screen.getByRole("button", { name: "Clicks 0" })).toBe(button);
    await userEvent.click(button);
    expect(button).toHaveTextContent("Clicks 1");
    container.remove();
  });

  it("replays a click made on one of its buttons before it was live", async () => {
    let arrive!: (module: typeof counterModule) => void;
    const load = vi.fn(() => new Promise<typeof counterModule>((resolve) => (arrive = resolve)));
    const Deferred = island(load);
    const container = await hydratePrerendered(Deferred, "Taps");
    const wrapper = container.querySelector("[data-island]")!;
    const button = screen.getByRole("button", { name: "Taps 0" });

    // A click alone (a keyboard Enter gives one too) starts the load; the code is still on its way.
    act(() => button.click());
    expect(load).toHaveBeenCalledTimes(1);
    expect(button).toHaveTextContent("Taps 0");

    await act(async () => {
      arrive(counterModule);
      await Promise.resolve();
    });
    await waitFor(() => expect(wrapper).toHaveAttribute("data-island", "hydrated"));
    expect(button).toHaveTextContent("Taps 1");
    // Once live, clicks go straight to React, counted once each.
    await userEvent.click(button);
    expect(button).toHaveTextContent("Taps 2");
    container.remove();
  });

  it("leaves the prerendered content in place when the island's script cannot load", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const load = vi.fn(() => Promise.reject(new Error("Failed to fetch dynamically imported module")));
    const Deferred = island<{ label: string }>(load);
    const container = await hydratePrerendered(Deferred, "Offline");
    const wrapper = container.querySelector("[data-island]")!;
    await act(async () => {
      wrapper.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
      await Promise.resolve();
    });
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Offline 0" })).toBeInTheDocument();
    expect(wrapper).toHaveAttribute("data-island", "pending");
    warn.mockRestore();
    container.remove();
  });

  it("renders at once, without waiting for a trigger, when mounted after the page has hydrated", async () => {
    // A client render, as on a client-side navigation: nothing to hydrate, so nothing to defer.
    const load = vi.fn(() => Promise.resolve(counterModule));
    const Deferred = island(load);
    render(<Deferred label="Taps" />);
    const button = await screen.findByRole("button", { name: "Taps 0" });
    await waitFor(() => expect(button.parentElement).toHaveAttribute("data-island", "hydrated"));
    expect(load).toHaveBeenCalledTimes(1);
    await userEvent.click(button);
    expect(button).toHaveTextContent("Taps 1");
  });

  it("loads each island's code once, however many times it is rendered", async () => {
    const load = vi.fn(() => Promise.resolve(counterModule));
    const Deferred = island(load);
    render(
      <>
        <Deferred label="A" />
        <Deferred label="B" />
      </>,
    );
    expect(await screen.findByRole("button", { name: "A 0" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "B 0" })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    render(<Deferred label="C" />);
    expect(await screen.findByRole("button", { name: "C 0" })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
