import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { holdEarlyEvents } from "./hold";

// When a post held before its island is live goes the native way (the no-JavaScript post), and
// when it keeps waiting for the island's script: site/islands/hold.ts.

const FALLBACK_MS = 3000;
const RUNNING_MS = 10_000;
const SCRIPT = "/assets/contact-form.island.test.js";

/** Listeners the holder adds, removed after each test so that tests do not see each other's. */
const removals: (() => void)[] = [];
/** This file's spies (the setup files have their own). */
const spies: { mockRestore(): void }[] = [];
let submit: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  vi.useFakeTimers();
  for (const target of [document, window] as const) {
    const add = target.addEventListener.bind(target);
    spies.push(
      vi.spyOn(target, "addEventListener").mockImplementation((type, listener, options) => {
        add(type, listener, options);
        removals.push(() => target.removeEventListener(type, listener, options));
      }),
    );
  }
  submit = vi.fn<() => void>();
  spies.push(vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(submit));
  document.body.innerHTML = `<astro-island component-url="${SCRIPT}" client="live"><form method="post" action="/api/contact"></form></astro-island>
    <script type="text/x-not-loaded" src="/assets/other.js"></script>`;
  // A page script, made one once in the page so that happy-dom does not fetch it.
  document.querySelector("script")!.setAttribute("type", "module");
  holdEarlyEvents(FALLBACK_MS, RUNNING_MS);
});

afterEach(() => {
  for (const remove of removals.splice(0)) remove();
  for (const spy of spies.splice(0)) spy.mockRestore();
  vi.useRealTimers();
  delete window.__held;
  delete document.documentElement.dataset.hydrated;
  document.body.innerHTML = "";
});

/** The visitor sends the form before its island is live: held, not posted. */
function sendForm() {
  const event = new Event("submit", { bubbles: true, cancelable: true });
  document.querySelector("form")!.dispatchEvent(event);
  expect(event.defaultPrevented).toBe(true);
  expect(window.__held?.held).toHaveLength(1);
}

/** The island's script has been downloaded (resource timing has its entry), or not. */
function scriptArrived(arrived: boolean) {
  spies.push(
    vi
      .spyOn(performance, "getEntriesByName")
      .mockImplementation((name) =>
        arrived && name === new URL(SCRIPT, location.href).href ? [{} as PerformanceEntry] : [],
      ),
  );
}

describe("holdEarlyEvents", () => {
  it("posts the native way FALLBACK_MS after the event when the island's script has not arrived", () => {
    scriptArrived(false);
    sendForm();
    vi.advanceTimersByTime(FALLBACK_MS - 1);
    expect(submit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(window.__held?.held).toHaveLength(0);
  });

  it("keeps waiting for a script that has arrived (a slow phone is running it): the island takes the post", () => {
    scriptArrived(true);
    sendForm();
    vi.advanceTimersByTime(FALLBACK_MS + 2000);
    expect(submit).not.toHaveBeenCalled();
    // The island goes live (site/islands/island.tsx) and takes what was held.
    window.__held!.live!(document.querySelector<HTMLElement>("astro-island")!);
    vi.advanceTimersByTime(RUNNING_MS);
    expect(submit).not.toHaveBeenCalled();
    expect(window.__held?.held).toHaveLength(1);
  });

  it("waits for an arrived script up to RUNNING_MS after the event, then posts the native way", () => {
    scriptArrived(true);
    sendForm();
    vi.advanceTimersByTime(RUNNING_MS - 1);
    expect(submit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it("posts at once when the island's script fails to load (its directive says so)", () => {
    scriptArrived(true);
    sendForm();
    window.__held!.fail!(document.querySelector<HTMLElement>("astro-island")!);
    expect(submit).toHaveBeenCalledTimes(1);
    // ...and so does anything held after that.
    sendFormAgain();
    expect(submit).toHaveBeenCalledTimes(2);
  });

  it("posts at once when a page script fails to load", () => {
    scriptArrived(true);
    sendForm();
    document.querySelector("script")!.dispatchEvent(new Event("error"));
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it("posts at once when a script throws before any island is live", () => {
    scriptArrived(true);
    sendForm();
    window.dispatchEvent(new ErrorEvent("error", { message: "boom", error: new Error("boom") }));
    expect(submit).toHaveBeenCalledTimes(1);
    // ...and so does anything held after that.
    sendFormAgain();
    expect(submit).toHaveBeenCalledTimes(2);
  });

  it("marks the page hydrated once its first screen's islands are live, one started after DOMContentLoaded too", () => {
    const island = document.querySelector<HTMLElement>("astro-island")!;
    const hydrated = () => document.documentElement.dataset.hydrated;
    // The island's element waits for its children's end marker: its directive may run later.
    document.dispatchEvent(new Event("DOMContentLoaded"));
    expect(hydrated()).toBeUndefined();
    window.__held!.register!(island, () => undefined);
    window.__held!.seen!(island, true);
    expect(hydrated()).toBeUndefined();
    window.__held!.live!(island);
    expect(hydrated()).toBe("true");
  });
});

function sendFormAgain() {
  const event = new Event("submit", { bubbles: true, cancelable: true });
  document.querySelector("form")!.dispatchEvent(event);
  expect(event.defaultPrevented).toBe(true);
}
