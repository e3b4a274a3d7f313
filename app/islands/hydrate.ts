import { createElement, type ComponentType } from "react";
import { flushSync } from "react-dom";
import { hydrateRoot } from "react-dom/client";
import type { HeldEvent, Holder } from "./hold";
import { IslandRoot } from "./island";

// The browser's half of the islands (app/islands/island.tsx): finds each island in the page and
// hydrates it as a React root of its own, when its `data-load` says or as soon as the visitor
// acts on it; then hands it what the visitor did before it was live (app/islands/hold.ts).

type IslandModule = { default: ComponentType<object> };

/** Every island of the site, each in its own chunk, by file (`pages/home/why-work-with-us.island.tsx`). */
const islands: Record<string, () => Promise<IslandModule>> = Object.fromEntries(
  Object.entries(import.meta.glob<IslandModule>("../**/*.island.tsx")).map(([path, load]) => [path.slice(3), load]),
);

/** How far outside the viewport a `visible` island starts loading: live by the time it is reached. */
const LOAD_MARGIN = 200;
/** Events on an island itself that load it at once, wherever it is. */
const INTERACTION_EVENTS = ["pointerover", "touchstart", "focusin"] as const;

/** Without the inline script (a test, the dev server): nothing was held. */
const noHolder: Holder = { held: [], values: new Map(), native: () => undefined };

/** Gives React the value of every field typed into before the island was live. */
function handOverValues(holder: Holder, island: HTMLElement) {
  for (const [field, value] of holder.values) {
    if (!island.contains(field)) continue;
    holder.values.delete(field);
    // React notices a change against the value it last saw: set that through the element (React's
    // own setter), the typed value through the prototype's, then send the event React listens to,
    // its updates committed before the next field's (and before the replayed events).
    const prototype = Object.getPrototypeOf(field) as typeof field;
    field.value = value === "" ? " " : "";
    Reflect.set(prototype, "value", value, field);
    const type = field instanceof HTMLSelectElement ? "change" : "input";
    flushSync(() => field.dispatchEvent(new Event(type, { bubbles: true })));
  }
}

/**
 * The element as it is now: itself, or (when React replaced it once live, as the dialog's opener
 * turns from a link into a button) the one that took over its `data-hold` name.
 */
function current(island: HTMLElement, element: HTMLElement | null) {
  if (!element || element.isConnected) return element;
  const name = element.getAttribute("data-hold");
  return name ? island.querySelector<HTMLElement>(`[data-hold="${CSS.escape(name)}"]`) : null;
}

/**
 * Replays, in order, what the visitor did in the island before it was live. Each event's updates
 * are committed before the next is sent (flushSync): the visitor's taps came in tasks of their
 * own, each seeing what the one before had done, whereas React would render this task's updates
 * only after it, and the second handler would read the state from before the first (a dot, then
 * Next, would show the slide after the first, not after the dot's).
 */
function replay(holder: Holder, island: HTMLElement) {
  const mine = holder.held.filter((held) => held.island === island);
  holder.held.splice(0, holder.held.length, ...holder.held.filter((held) => held.island !== island));
  for (const held of mine) {
    const { event } = held;
    const target = current(island, held.target);
    if (!target) continue;
    flushSync(() => {
      if (event.type === "click") target.click();
      else if (event.type === "submit") {
        const submitter = (event as SubmitEvent).submitter;
        (target as HTMLFormElement).requestSubmit(submitter?.getAttribute("type") === "submit" ? submitter : null);
      } else target.dispatchEvent(event);
    });
  }
}

function hydrate(element: HTMLElement, holder: Holder): Promise<void> {
  const load = islands[element.dataset.island ?? ""];
  if (!load) return Promise.reject(new Error(`No island module ${element.dataset.island}`));
  return load().then(
    (module) =>
      new Promise<void>((resolve) => {
        const props = JSON.parse(element.dataset.props ?? "{}") as object;
        // Hydration keeps the DOM as it is; should React ever replace it, focus comes back.
        const focused = element.contains(document.activeElement) ? (document.activeElement as HTMLElement) : null;
        const onLive = () => {
          // After the renders that follow hydration (a link that becomes a button once live); not
          // a timer, which a page's fake clock could hold back.
          afterThisTask(() => {
            // Marked live only now, in the same task as the hand-over: until here the inline script
            // still holds what the visitor does (and notes what they type), so a tap made meanwhile
            // is replayed after the earlier ones, not run before them, and a field typed into
            // meanwhile is not set back to the value noted before.
            element.dataset.live = "true";
            const refocus = current(element, focused);
            if (focused && refocus && document.activeElement !== refocus) refocus.focus({ preventScroll: true });
            handOverValues(holder, element);
            replay(holder, element);
            resolve();
          });
        };
        hydrateRoot(element, createElement(IslandRoot, { onLive, children: createElement(module.default, props) }), {
          identifierPrefix: element.dataset.prefix,
        });
      }),
  );
}

/** Runs `callback` in a task of its own, after React's work in this one. */
function afterThisTask(callback: () => void) {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    callback();
  };
  channel.port2.postMessage(null);
}

/** Whether any of the island's boxes is within LOAD_MARGIN of the viewport. */
function isNearViewport(element: HTMLElement) {
  return [...element.children].some((child) => {
    const box = child.getBoundingClientRect();
    return box.bottom > -LOAD_MARGIN && box.top < window.innerHeight + LOAD_MARGIN && box.height > 0;
  });
}

/** Calls `start` once the island nears the viewport or the visitor touches, points at or focuses it. */
function whenNeeded(element: HTMLElement, start: () => void) {
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) begin();
    },
    { rootMargin: `${LOAD_MARGIN}px 0px` },
  );
  function begin() {
    observer.disconnect();
    for (const type of INTERACTION_EVENTS) element.removeEventListener(type, begin);
    start();
  }
  // The wrapper is `display: contents` (no box of its own): observe what it holds.
  for (const child of element.children) observer.observe(child);
  for (const type of INTERACTION_EVENTS) element.addEventListener(type, begin, { passive: true });
}

export function hydrateIslands() {
  const holder = window.__held ?? noHolder;
  const started = new Map<HTMLElement, Promise<void>>();
  const start = (element: HTMLElement) => {
    let live = started.get(element);
    if (!live) {
      live = hydrate(element, holder).catch((error: unknown) => {
        // A chunk that cannot load (a deploy replaced it since the page was opened): the
        // prerendered HTML stays, and what was held does what it does without JavaScript.
        console.warn("An island's script failed to load; its prerendered HTML stays as it is.", error);
        for (const held of holder.held.filter((held) => held.island === element)) holder.native(held);
      });
      started.set(element, live);
    }
    return live;
  };
  const firstScreen: Promise<void>[] = [];
  for (const element of document.querySelectorAll<HTMLElement>("[data-island]")) {
    if (element.dataset.load === "page" || isNearViewport(element)) firstScreen.push(start(element));
    else whenNeeded(element, () => void start(element));
  }
  // From now on a held event hydrates its island at once; so do those held so far.
  holder.take = (held: HeldEvent) => void start(held.island);
  for (const held of holder.held.slice()) holder.take(held);
  // Tells end-to-end tests and benchmarks (and anyone debugging) that the first screen is live.
  void Promise.all(firstScreen).then(() => {
    document.documentElement.dataset.hydrated = "true";
  });
}
