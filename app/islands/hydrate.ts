import { createElement, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { IslandRoot } from "./island";

// The browser's half of the islands (app/islands/island.tsx): finds each island in the page and
// hydrates it as a React root of its own, when its `data-load` says.

type IslandModule = { default: ComponentType<object> };

/** Every island of the site, each in its own chunk, by file (`pages/home/why.island.tsx`). */
const islands: Record<string, () => Promise<IslandModule>> = Object.fromEntries(
  Object.entries(import.meta.glob<IslandModule>("../**/*.island.tsx")).map(([path, load]) => [path.slice(3), load]),
);

/** How far outside the viewport a `visible` island starts loading: live by the time it is reached. */
const LOAD_MARGIN = "200px 0px";
/** Events on an island itself that load it at once, wherever it is. */
const INTERACTION_EVENTS = ["pointerover", "touchstart", "focusin"] as const;

function hydrate(element: HTMLElement): Promise<void> {
  const file = element.dataset.island ?? "";
  const load = islands[file];
  if (!load) return Promise.reject(new Error(`No island module ${file}`));
  return load().then(
    (module) =>
      new Promise<void>((resolve) => {
        const props = JSON.parse(element.dataset.props ?? "{}") as object;
        const onLive = () => {
          element.dataset.live = "true";
          resolve();
        };
        hydrateRoot(element, createElement(IslandRoot, { onLive, children: createElement(module.default, props) }), {
          identifierPrefix: element.dataset.prefix,
        });
      }),
  );
}

/** Starts `start` once the island is near the viewport or the visitor touches, points at or focuses it. */
function whenNeeded(element: HTMLElement, start: () => void) {
  let started = false;
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) begin();
    },
    { rootMargin: LOAD_MARGIN },
  );
  function begin() {
    if (started) return;
    started = true;
    observer.disconnect();
    for (const type of INTERACTION_EVENTS) element.removeEventListener(type, begin);
    start();
  }
  // The wrapper is `display: contents` (no box of its own): observe what it holds.
  for (const child of element.children) observer.observe(child);
  for (const type of INTERACTION_EVENTS) element.addEventListener(type, begin, { passive: true });
}

export function hydrateIslands() {
  const elements = [...document.querySelectorAll<HTMLElement>("[data-island]")];
  const onPage: Promise<void>[] = [];
  for (const element of elements) {
    const start = () =>
      hydrate(element).catch((error: unknown) => {
        // A chunk that cannot load (a deploy replaced it since the page was opened): the
        // prerendered HTML stays, links and no-JavaScript posts and all.
        console.warn("An island's script failed to load; its prerendered HTML stays as it is.", error);
      });
    if (element.dataset.load === "page") onPage.push(start());
    else whenNeeded(element, () => void start());
  }
  // Tells end-to-end tests (and anyone debugging) that what the first screen needs is live.
  void Promise.all(onPage).then(() => {
    document.documentElement.dataset.hydrated = "true";
  });
}
