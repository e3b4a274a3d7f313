import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startAfterPaint } from "./after-paint";

// The page's module scripts (the counting script's loader) start after the first paint: inert in
// a <template> while the page is parsed (site/islands/place-scripts.ts), put back by the
// after-paint script once a frame has been painted (site/islands/after-paint.ts), which also marks
// a page without an island live.

const frames: FrameRequestCallback[] = [];
const spies: { mockRestore(): void }[] = [];
const root = document.documentElement;

beforeEach(() => {
  vi.useFakeTimers();
  spies.push(
    vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback)),
    vi.spyOn(document, "readyState", "get").mockReturnValue("loading"),
  );
});

afterEach(() => {
  for (const spy of spies.splice(0)) spy.mockRestore();
  frames.length = 0;
  vi.useRealTimers();
  delete root.dataset.hydrated;
  document.body.innerHTML = "";
});

const script = () => document.querySelector('body > script[src="/assets/start.js"]');
const TEMPLATE = `<template data-after-paint><script type="text/x-counting" src="/assets/start.js"></script></template>`;

describe("startAfterPaint", () => {
  it("puts a module script back in the page once the page is parsed and a frame painted, not before", () => {
    document.body.innerHTML = `<main><h1>Hi</h1></main>${TEMPLATE}`;
    startAfterPaint();
    vi.runAllTimers();
    expect(script()).toBeNull();

    // Parsed: the next frame is asked for; the script comes in the task after it, once it is painted.
    document.dispatchEvent(new Event("DOMContentLoaded"));
    vi.runAllTimers();
    expect(script()).toBeNull();
    expect(frames).toHaveLength(1);
    frames[0]!(performance.now());
    expect(script()).toBeNull();
    vi.runAllTimers();
    expect(script()).not.toBeNull();
    expect(document.querySelector("template")).toBeNull();
  });

  it("marks a page without an island live once it is parsed", () => {
    document.body.innerHTML = `<main><h1>Hi</h1></main>${TEMPLATE}`;
    startAfterPaint();
    expect(root.dataset.hydrated).toBeUndefined();
    document.dispatchEvent(new Event("DOMContentLoaded"));
    expect(root.dataset.hydrated).toBe("true");
  });

  it("leaves a page with an island to the holder, which marks it live once its islands are", () => {
    document.body.innerHTML = `<main><astro-island uid="a"></astro-island></main>${TEMPLATE}`;
    startAfterPaint();
    document.dispatchEvent(new Event("DOMContentLoaded"));
    expect(root.dataset.hydrated).toBeUndefined();
  });
});
