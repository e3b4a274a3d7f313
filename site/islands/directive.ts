import type { ClientDirective } from "astro";

// `client:live`, the directive of every island (registered in astro.config.ts): Astro inlines it
// into each page that has an island. It hydrates the island when it comes within LOAD_MARGIN of
// the viewport, when the visitor points at, touches or focuses it, and at once when the visitor
// acts on it before then (the inline holder, site/islands/hold.ts, asks through `register`).

/** How far outside the viewport an island starts loading: live by the time it is reached. */
const LOAD_MARGIN = "200px 0px";
/** Events on an island itself that load it at once, wherever it is. */
const INTERACTION_EVENTS = ["pointerover", "touchstart", "focusin"] as const;

const live: ClientDirective = (load, _options, island) => {
  const holder = window.__held;
  let started = false;
  let decided = false;
  const start = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    for (const type of INTERACTION_EVENTS) island.removeEventListener(type, start);
    void load().then((hydrate) => hydrate());
  };
  // A chunk that cannot load (a deploy replaced it since the page was opened, a network that
  // blocks scripts): Astro tries once more, then says so. The prerendered HTML stays, and what
  // was held does what it does without JavaScript.
  island.addEventListener("astro:hydration-error", (event) => {
    event.preventDefault();
    console.warn("An island's script failed to load; its prerendered HTML stays as it is.", event);
    holder?.fail?.(island);
  });
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) start();
      if (!decided) holder?.seen?.(island, started);
      decided = true;
    },
    { rootMargin: LOAD_MARGIN },
  );
  holder?.register?.(island, start);
  // The island is `display: contents` (no box of its own): observe what it holds. One with
  // nothing to show (a reference read from the URL) starts at once.
  const boxes = [...island.children].filter((child) => child.localName !== "template");
  if (boxes.length === 0) {
    start();
    holder?.seen?.(island, true);
    decided = true;
  } else for (const child of boxes) observer.observe(child);
  for (const type of INTERACTION_EVENTS) island.addEventListener(type, start, { passive: true });
};

export default live;
