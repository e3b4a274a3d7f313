// What a visitor does before an island is live, held and handed over (docs/decisions/014).
//
// `holdEarlyEvents` runs as an inline script at the top of every public page (app/root.tsx
// inlines its source; the build hashes it for the Content-Security-Policy), so it listens before
// anything is painted. Inside an island that is not live yet it:
// - holds a click on a control that only works with JavaScript (`button[type=button]`, or an
//   element marked `data-hold`, such as a link that opens a dialog once live) and every form
//   submit, and asks the islands' script (app/islands/hydrate.ts) to hydrate that island now;
// - notes the value of every field typed into, and every touch (a swipe on a carousel).
// Once the island is live, hydrate.ts gives React the fields' values and replays the held events
// in order. If the script never comes (failed or blocked), a held link or submit does what the
// browser would have done without JavaScript: at once when a script fails to load or throws
// before the islands' script has started; else FALLBACK_MS after the event if the page's script
// has not arrived by then (a stalled or very slow network). A script that has arrived is coming:
// a slow phone is still running it (or fetching its imports), so the event stays held, up to
// RUNNING_MS after it.
//
// It also starts the fetch of the page's scripts once the page is painted (see the end).
//
// It must stay self-contained (it is inlined as source) and small: it runs on every page view.

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
  /** Set by hydrate.ts once it runs: hydrates the island of a held event at once. */
  take?: (held: HeldEvent) => void;
  /** What the browser would have done without JavaScript: follow the link, post the form. */
  native(held: HeldEvent): void;
}

declare global {
  interface Window {
    __held?: Holder;
  }
}

export function holdEarlyEvents(fallbackMs: number, runningMs: number) {
  let failed = false;
  const holder: Holder = {
    held: [],
    values: new Map(),
    native(held) {
      const { target, event } = held;
      if (event.type === "submit") HTMLFormElement.prototype.submit.call(target);
      else if (event.type === "click" && target instanceof HTMLAnchorElement) window.location.assign(target.href);
    },
  };
  window.__held = holder;

  const pendingIsland = (node: EventTarget | null) => {
    const island = node instanceof Element ? node.closest<HTMLElement>("[data-island]") : null;
    return island && !island.hasAttribute("data-live") ? island : null;
  };
  const settle = (held: HeldEvent) => {
    const index = holder.held.indexOf(held);
    if (index < 0) return;
    holder.held.splice(index, 1);
    holder.native(held);
  };
  /** Whether the page's module script has been downloaded (resource timing has its entry). */
  const arrived = () => {
    const script = document.querySelector<HTMLScriptElement>('script[type="module"][src]');
    return !!script && performance.getEntriesByName(script.src).length > 0;
  };
  const hold = (held: HeldEvent) => {
    holder.held.push(held);
    if (failed) settle(held);
    else if (holder.take) holder.take(held);
    else
      setTimeout(() => {
        if (holder.take) return;
        if (!arrived()) settle(held);
        else
          setTimeout(() => {
            if (!holder.take) settle(held);
          }, runningMs - fallbackMs);
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
    holder.take?.(holder.held[holder.held.length - 1]!);
  };
  listen("touchstart", touch);
  listen("touchend", touch);

  // Once the page is painted (a frame, then a task), fetch in parallel what the page runs before
  // it is live, listed by the build (scripts/postbuild.ts): not before, which would delay the paint.
  requestAnimationFrame(() =>
    setTimeout(() => {
      const list = document.querySelector<HTMLMetaElement>('meta[name="preload-modules"]');
      for (const href of list?.content.split(" ").filter(Boolean) ?? []) {
        const link = document.createElement("link");
        link.rel = "modulepreload";
        link.href = href;
        document.head.append(link);
      }
    }),
  );

  // A page script that fails to load (offline, blocked), or throws before the islands' script
  // has started (a broken deploy): the held links and posts go now.
  window.addEventListener(
    "error",
    (event) => {
      if (holder.take || !(event.target instanceof HTMLScriptElement || event instanceof ErrorEvent)) return;
      failed = true;
      for (const held of holder.held.slice()) settle(held);
    },
    true,
  );
}
