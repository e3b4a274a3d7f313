import { Suspense, useEffect, useLayoutEffect, useRef, type ComponentType, type ReactNode } from "react";
import { flushSync } from "react-dom";
import type { HeldEvent, Holder } from "./hold";

// Islands: the only parts of a public page that run JavaScript (docs/decisions/021).
//
// An island is a module named `*.island.tsx` whose default export is `island(Component)`. A page
// (an `.astro` file under site/pages) renders it with the `client:live` directive
// (site/islands/directive.ts), which says when Astro hydrates it. This wrapper tells the page when
// React has committed it: it is then marked `data-live`, gets the values the visitor typed before
// and replays what they did (site/islands/hold.ts holds both until then).

/** Without the inline holder (a component test, the dev server without it): nothing was held. */
const noHolder: Holder = {
  held: [],
  values: new Map(),
  native: () => undefined,
};

const holderOf = () => (typeof window === "undefined" ? noHolder : (window.__held ?? noHolder));

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
 * own, each seeing what the one before had done.
 */
function replay(holder: Holder, island: HTMLElement) {
  const mine = holder.held.filter((held) => held.island === island);
  holder.held.splice(0, holder.held.length, ...holder.held.filter((held) => held.island !== island));
  for (const held of mine) replayOne(island, held);
}

function replayOne(island: HTMLElement, { event, target: original }: HeldEvent) {
  const target = current(island, original);
  if (!target) return;
  flushSync(() => {
    if (event.type === "click") target.click();
    else if (event.type === "submit") {
      const submitter = (event as SubmitEvent).submitter;
      (target as HTMLFormElement).requestSubmit(submitter?.getAttribute("type") === "submit" ? submitter : null);
    } else target.dispatchEvent(event);
  });
}

/**
 * Focus stays where the visitor put it last. Going live moves nothing; but when React replaces
 * the element the visitor focused last (a link that becomes a button), the browser drops focus
 * to the page's body: it goes to the element that took its place, at once (a mutation observer's
 * callback runs before the next key press is handled).
 */
function keepFocus(holder: Holder, island: HTMLElement) {
  const restore = () => {
    const last = holder.focused;
    if (!last || last.isConnected || holder.focusedIsland !== island) return;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    current(island, last)?.focus({ preventScroll: true });
  };
  const observer = new MutationObserver(restore);
  observer.observe(island, { childList: true, subtree: true });
  return () => {
    restore();
    observer.disconnect();
  };
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

/**
 * Inside the boundary, not beside it: React hydrates a root's Suspense boundary in a pass of its
 * own, once what it waits for has loaded (a service page's carousel loads its page's content), so
 * these effects run once the content is hydrated, after its own (a child's run before its parent's).
 */
function Live({ children }: { children: ReactNode }) {
  const marker = useRef<HTMLTemplateElement>(null);
  const stopKeepingFocus = useRef<() => void>(undefined);
  useLayoutEffect(() => {
    const island = marker.current?.closest("astro-island");
    if (island instanceof HTMLElement) stopKeepingFocus.current = keepFocus(holderOf(), island);
  }, []);
  useEffect(() => {
    const island = marker.current?.closest("astro-island");
    if (!(island instanceof HTMLElement)) return;
    // After the renders that follow hydration (a link that becomes a button once live); not a
    // timer, which a page's fake clock could hold back.
    afterThisTask(() => {
      const holder = holderOf();
      stopKeepingFocus.current?.();
      // Marked live only now, in the same task as the hand-over: until here the inline script
      // still holds what the visitor does (and notes what they type), so a tap made meanwhile is
      // replayed after the earlier ones, and a field typed into meanwhile keeps its latest value.
      island.dataset.live = "true";
      handOverValues(holder, island);
      replay(holder, island);
      holder.live?.(island);
    });
  }, []);
  return (
    <>
      {children}
      <template ref={marker} />
    </>
  );
}

/** Makes a component an island: the default export of a `*.island.tsx` module. */
export function island<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function Island(props: P) {
    return (
      <Suspense>
        <Live>
          <Component {...props} />
        </Live>
      </Suspense>
    );
  }
  Island.displayName = `Island(${Component.displayName ?? Component.name})`;
  return Island;
}
