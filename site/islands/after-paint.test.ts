import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { holdEarlyEvents } from "./hold";

// The page's module scripts (the counting script's loader) start after the first paint: inert in
// a <template> while the page is parsed (site/islands/place-scripts.ts), put back by the holder
// once a frame has been painted (site/islands/hold.ts).

const frames: FrameRequestCallback[] = [];
const spies: { mockRestore(): void }[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  spies.push(
    vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback)),
    vi.spyOn(document, "readyState", "get").mockReturnValue("loading"),
  );
  document.body.innerHTML = `<main><h1>Hi</h1></main><template data-after-paint><script type="text/x-counting" src="/assets/start.js"></script></template>`;
});

afterEach(() => {
  for (const spy of spies.splice(0)) spy.mockRestore();
  frames.length = 0;
  vi.useRealTimers();
  delete window.__held;
  document.body.innerHTML = "";
});

const script = () => document.querySelector('body > script[src="/assets/start.js"]');

it("puts a module script back in the page once the page is parsed and a frame painted, not before", () => {
  holdEarlyEvents(3000, 10_000);
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
