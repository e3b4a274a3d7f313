import {
  lazy,
  memo,
  Suspense,
  use,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from "react";
import { useHydrated } from "../lib/use-hydrated";

// Deferred hydration for the parts of a page below the fold (decision 010).
//
// The prerendered HTML holds every island's markup, so a visitor sees the whole page at once.
// What an island defers is its JavaScript: the chunk is fetched, and React hydrates the island,
// only when it is near the viewport once the visitor has started to use the page (scrolled,
// typed, touched, moved the pointer), or when they point at, touch or focus the island itself.
// Until then links and the no-JavaScript form posts work natively. On client-side navigations an
// island renders like any component: the navigation's transition waits for its chunk.
//
// Which of the two an island is, React itself tells: an island that React is hydrating from the
// prerendered HTML defers; one that it mounts afresh (a client-side navigation) does not.

/**
 * How far outside the viewport an island starts loading. Its content is on screen either way;
 * the margin gives the chunk a head start so that controls respond by the time they are reached.
 */
const LOAD_MARGIN = "200px 0px";
/** Controls that only work with JavaScript: a click on one before the island is live is replayed. */
const HELD_CONTROLS = 'button[type="button"]';
/** Events on an island itself that load it at once, wherever it is. */
const INTERACTION_EVENTS = ["pointerover", "touchstart", "focusin"] as const;

/**
 * Resolves at the visitor's first scroll, key, touch or pointer movement. Until then a page is
 * being read as it first appeared, which needs no island: its content is already on screen, and
 * the controls a first screen needs at once (menu, filters, the wizard) are not in islands.
 */
const firstInteraction: Promise<void> =
  typeof window === "undefined"
    ? new Promise<void>(() => {})
    : new Promise<void>((resolve) => {
        const events = ["scroll", "wheel", "keydown", "pointerdown", "pointermove", "touchstart"] as const;
        const done = () => {
          for (const type of events) window.removeEventListener(type, done, true);
          resolve();
        };
        for (const type of events) window.addEventListener(type, done, { capture: true, passive: true });
      });

type Gate = { promise: Promise<void>; open: () => void };

function createGate(): Gate {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

function Gated({ gate, children }: { gate: Gate; children: ReactNode }) {
  // Suspends the island's hydration until the gate opens; the prerender renders straight through.
  if (!import.meta.env.SSR) use(gate.promise);
  return children;
}

function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

/**
 * A component whose code loads in its own chunk and, on the first page a visitor opens,
 * hydrates only when needed. `load` is a dynamic import of a module whose default export is
 * the component; it must import its own content, so the content leaves the initial chunks too.
 */
export function island<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  type Module = { default: ComponentType<P> };
  let loaded: Module | undefined;
  let loading: Promise<Module> | undefined;
  const preload = () => (loading ??= load().then((module) => (loaded = module)));
  // Once the module is loaded, a thenable that resolves synchronously lets React render the
  // island without suspending (on later client-side navigations). The prerender waits for it.
  const Component = lazy(() =>
    loaded ? ({ then: (resolve: (module: Module) => void) => resolve(loaded!) } as Promise<Module>) : preload(),
  );

  /**
   * The island's content, behind its gate while the page hydrates. Memoized: each island renders
   * once more right after the page's hydration (useHydrated turns true), and a Suspense boundary
   * that still holds prerendered HTML gives it up for its fallback if it receives new props then.
   */
  const Content = memo(function IslandContent({
    gate,
    props,
    onHydrated,
  }: {
    gate: Gate | null;
    props: P;
    onHydrated: () => void;
  }) {
    const content = (
      <>
        <Component {...props} />
        <Hydrated onHydrated={onHydrated} />
      </>
    );
    return gate ? (
      <Suspense fallback={null}>
        <Gated gate={gate}>{content}</Gated>
      </Suspense>
    ) : (
      content
    );
  });

  function DeferredIsland(props: P) {
    const wrapper = useRef<HTMLDivElement>(null);
    // Being hydrated from the prerendered HTML (the first page a visitor opens): defer until
    // needed. Mounted afresh (a client-side navigation): render at once. Decided once, at mount.
    const hydrating = !useHydrated();
    const [gate] = useState(() => (hydrating ? createGate() : null));
    const [hydrated, setHydrated] = useState(false);
    const onHydrated = useCallback(() => setHydrated(true), []);
    /** Clicks on the island's JavaScript-only controls made before it was live, in order. */
    const heldClicks = useRef<HTMLElement[]>([]);
    const hydratedRef = useRef(false);

    useEffect(() => {
      const element = wrapper.current;
      if (!gate || !element) return;
      let started = false;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) start();
        },
        { rootMargin: LOAD_MARGIN },
      );
      const stop = () => {
        started = true;
        observer.disconnect();
        for (const type of INTERACTION_EVENTS) element.removeEventListener(type, start);
      };
      function start() {
        if (started) return;
        stop();
        // Hydrate once the code is here. If it cannot load (say, a deploy replaced the chunk
        // since the page was opened), the prerendered HTML simply stays, links and all.
        preload().then(gate!.open, (error: unknown) => {
          console.warn("An island's script failed to load; its prerendered HTML stays as it is.", error);
        });
      }
      // A tap on a tab, an arrow or a toggle before the island is live would do nothing (React
      // stops a click on content it has not hydrated): hold it, and replay it once React has
      // taken over. Links and form posts work natively. On the window, so as to see the click
      // before React's own listener at the root does.
      function holdClick(event: MouseEvent) {
        const control = event.target instanceof Element ? event.target.closest<HTMLElement>(HELD_CONTROLS) : null;
        if (hydratedRef.current || !control || !element!.contains(control)) return;
        event.preventDefault();
        event.stopPropagation();
        heldClicks.current.push(control);
        start();
      }
      void firstInteraction.then(() => {
        if (!started) observer.observe(element);
      });
      for (const type of INTERACTION_EVENTS) element.addEventListener(type, start, { passive: true });
      window.addEventListener("click", holdClick, true);
      return () => {
        stop();
        window.removeEventListener("click", holdClick, true);
      };
    }, [gate]);

    useEffect(() => {
      if (!hydrated) return;
      hydratedRef.current = true;
      for (const control of heldClicks.current.splice(0)) control.click();
    }, [hydrated]);

    return (
      // The attribute tells tests (and anyone debugging) whether the island is live yet.
      <div ref={wrapper} data-island={hydrated ? "hydrated" : "pending"}>
        <Content gate={gate} props={props} onHydrated={onHydrated} />
      </div>
    );
  }
  return DeferredIsland;
}
