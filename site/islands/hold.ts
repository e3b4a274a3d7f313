// What a visitor does before an island is live, held and handed over (docs/decisions/021).
//
// `holdEarlyEvents` runs as an inline script on every public page with an island, right before its
// first island (site/islands/place-scripts.ts places it; site/layouts/Layout.astro gives its hash to
// Astro's Content-Security-Policy), so it listens before any island is painted. Inside an island (`<astro-island>`) that is not live yet it:
// - holds a click on a control that only works with JavaScript (`button[type=button]`, or an
//   element marked `data-hold`, such as a link that opens a dialog once live) and every form
//   submit, and asks the island's directive (site/islands/directive.ts) to hydrate it now;
// - notes the value of every field typed into, and every touch (a swipe on a carousel).
// Once the island is live, site/islands/island.tsx gives React the fields' values and replays the
// held events in order. If the island's script never comes (failed or blocked), a held link or
// submit does what the browser would have done without JavaScript: at once when the script fails
// to load; else FALLBACK_MS after the event if the island's script has not arrived by then (a
// stalled or very slow network). A script that has arrived is coming: a slow phone is still
// running it (or fetching its imports), so the event stays held, up to RUNNING_MS after it.
//
// It also notes where the visitor's focus is (island.tsx keeps it there) and marks the page
// `data-hydrated` once every island of the first screen is live (tests and benchmarks wait for it).
//
// It must stay self-contained (it is inlined as source) and small: it runs on every view of a page
// with an island.

export interface HeldEvent {
  readonly island: HTMLElement;
  /** The control clicked, the form submitted, or the element touched. */
  readonly target: HTMLElement;
  readonly event: Event;
}

export interface Holder {
  readonly held: HeldEvent[];
  /** Every field typed into before its island was live, with its last value. */
  readonly values: Map<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, string>;
  /** The element the visitor focused last, and its island. */
  focused?: HTMLElement;
  focusedIsland?: HTMLElement | null;
  /** What the browser would have done without JavaScript: follow the link, post the form. */
  native(held: HeldEvent): void;
  /** Called by the directive for each island: how to hydrate it now. */
  register?(island: HTMLElement, start: () => void): void;
  /** Called by the directive once it knows whether the island starts with the first screen. */
  seen?(island: HTMLElement, started: boolean): void;
  /** Called by the directive when the island's script failed: what it held, and holds from now on, goes the native way. */
  fail?(island: HTMLElement): void;
  /** Called by island.tsx once the island is live and has what was held. */
  live?(island: HTMLElement): void;
}

declare global {
  interface Window {
    __held?: Holder;
  }
}

export function holdEarlyEvents(fallbackMs: number, runningMs: number) {
  let failed = false;
  const starters = new Map<HTMLElement, () => void>();
  const liveIslands = new Set<HTMLElement>();
  /** Islands whose script failed to load: what they would hold goes the native way at once. */
  const failedIslands = new Set<HTMLElement>();
  /** Islands of the first screen not live yet, and those whose directive has not decided. */
  const waiting = new Set<HTMLElement>();
  const islandOf = (node: EventTarget | null) =>
    node instanceof Element ? node.closest<HTMLElement>("astro-island") : null;

  const settle = (held: HeldEvent) => {
    const index = holder.held.indexOf(held);
    if (index < 0 || liveIslands.has(held.island)) return;
    holder.held.splice(index, 1);
    holder.native(held);
  };
  /** Whether the island's script has been downloaded (resource timing has its entry). */
  const arrived = (island: HTMLElement) => {
    const url = island.getAttribute("component-url");
    return !!url && performance.getEntriesByName(new URL(url, location.href).href).length > 0;
  };
  // Astro may start an island whose HTML ends the document after DOMContentLoaded (its element
  // waits for its children's end marker, and Chromium fires DOMContentLoaded first): one whose
  // directive has not run yet is still to come.
  const checkHydrated = () => {
    if (document.readyState === "loading" || waiting.size > 0) return;
    for (const island of document.getElementsByTagName("astro-island"))
      if (!starters.has(island as HTMLElement)) return;
    document.documentElement.dataset.hydrated = "true";
  };

  const holder: Holder = {
    held: [],
    values: new Map(),
    native(held) {
      const { target, event } = held;
      if (event.type === "submit") HTMLFormElement.prototype.submit.call(target);
      else if (event.type === "click" && target instanceof HTMLAnchorElement) window.location.assign(target.href);
    },
    register(island, start) {
      starters.set(island, start);
      waiting.add(island);
      if (holder.held.some((held) => held.island === island)) start();
    },
    seen(island, started) {
      if (!started) waiting.delete(island);
      checkHydrated();
    },
    fail(island) {
      failedIslands.add(island);
      for (const held of holder.held.filter((candidate) => candidate.island === island)) settle(held);
    },
    live(island) {
      liveIslands.add(island);
      waiting.delete(island);
      checkHydrated();
    },
  };
  window.__held = holder;
  document.addEventListener("DOMContentLoaded", checkHydrated);

  const pendingIsland = (node: EventTarget | null) => {
    const island = islandOf(node);
    return island && !island.hasAttribute("data-live") ? island : null;
  };
  const hold = (held: HeldEvent) => {
    holder.held.push(held);
    if (failed || failedIslands.has(held.island)) return settle(held);
    starters.get(held.island)?.();
    setTimeout(() => {
      if (!arrived(held.island)) settle(held);
      else setTimeout(() => settle(held), runningMs - fallbackMs);
    }, fallbackMs);
  };
  const listen = (type: string, listener: (event: Event, island: HTMLElement) => void) =>
    document.addEventListener(
      type,
      (event) => {
        const island = pendingIsland(event.target);
        if (island) listener(event, island);
      },
      true,
    );

  listen("click", (event, island) => {
    const control = (event.target as Element).closest<HTMLElement>('button[type="button"],[data-hold]');
    if (!control || !island.contains(control)) return;
    event.preventDefault();
    event.stopPropagation();
    hold({ island, target: control, event });
  });
  listen("submit", (event, island) => {
    event.preventDefault();
    event.stopPropagation();
    hold({ island, target: event.target as HTMLElement, event });
  });
  const remember = (event: Event) => {
    const field = event.target as HTMLInputElement;
    if ("value" in field) holder.values.set(field, field.value);
  };
  listen("input", remember);
  listen("change", remember);
  // Touches are not held (the page scrolls as usual) but replayed: a swipe on a carousel.
  const touch = (event: Event, island: HTMLElement) => {
    holder.held.push({ island, target: event.target as HTMLElement, event });
    starters.get(island)?.();
  };
  listen("touchstart", touch);
  listen("touchend", touch);

  document.addEventListener(
    "focusin",
    (event) => {
      holder.focused = event.target as HTMLElement;
      holder.focusedIsland = islandOf(event.target);
    },
    true,
  );

  // A page script that fails to load (offline, blocked), or throws before any island is live (a
  // broken deploy): the held links and posts go now.
  window.addEventListener(
    "error",
    (event) => {
      if (liveIslands.size > 0 || !(event.target instanceof HTMLScriptElement || event instanceof ErrorEvent)) return;
      failed = true;
      for (const held of holder.held.slice()) settle(held);
    },
    true,
  );
}
