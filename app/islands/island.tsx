import { createContext, createElement, Suspense, use, useEffect, useId, type ComponentType } from "react";

// Islands: the only parts of a public page that run JavaScript (docs/decisions/013).
//
// Every page is prerendered HTML that reads, links and posts its forms with no script at all. A
// control that needs JavaScript (the menu toggle, tabs, carousels, the forms' inline answers) sits
// in an island: a module named `*.island.tsx` whose default export is a component taking JSON
// props and importing its own content. At build time the island is rendered as its own React
// root inside a `<div data-island>`; in the browser, app/islands/hydrate.ts hydrates that root
// alone, when `load` says. Nothing else of the page is hydrated, so React Router itself never
// reaches a public page's browser.

/** When an island's script loads: at once (`page`), or when the visitor comes near it (`visible`). */
export type IslandLoad = "page" | "visible";

/** What the prerender gives islands (app/entry.server.tsx): their files and a renderer. */
export interface IslandRenderer {
  /** The island's file (`pages/home/why-work-with-us.island.tsx`) for its default export. */
  fileOf(component: ComponentType<never>): string | undefined;
  /**
   * Renders one island as a root of its own, once all it waits for has loaded (the same promise
   * for the same prefix); ids are prefixed so that two islands never collide.
   */
  render(element: React.ReactElement, identifierPrefix: string): Promise<string>;
}

export const IslandRendererContext = createContext<IslandRenderer | null>(null);

/** An island's props: what survives JSON in the HTML. */
type Json = string | number | boolean | null | Json[] | { [key: string]: Json | undefined };

interface IslandProps<P extends { [key: string]: Json | undefined }> {
  /** The default export of a `*.island.tsx` module. */
  component: ComponentType<P>;
  props?: P;
  load?: IslandLoad;
}

export function Island<P extends { [key: string]: Json | undefined }>({
  component,
  props = {} as P,
  load = "visible",
}: IslandProps<P>) {
  const renderer = use(IslandRendererContext);
  // Stable across the prerender's retries while the island's own render completes.
  const prefix = useId();
  // Outside a prerender (a component test): just the component.
  if (!renderer) return createElement(component, props);
  const file = renderer.fileOf(component as ComponentType<never>);
  if (!file) throw new Error(`${component.name || "An island"} is not the default export of a *.island.tsx module`);
  const html = use(renderer.render(<IslandRoot>{createElement(component, props)}</IslandRoot>, prefix));
  return (
    <div
      className="contents"
      data-island={file}
      data-load={load}
      data-prefix={prefix}
      data-props={JSON.stringify(props)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/**
 * The root of every island, rendered alike by the prerender and the browser (so that ids match):
 * `onLive` runs once React has hydrated its content.
 */
export function IslandRoot({ onLive, children }: { onLive?: () => void; children: React.ReactNode }) {
  // An island may wait for its content (a service page's carousel): hydration waits with it.
  return (
    <Suspense>
      <Hydrated onLive={onLive}>{children}</Hydrated>
    </Suspense>
  );
}

/**
 * Inside the boundary, not beside it: React hydrates a root's Suspense boundary in a pass of its
 * own, after the root's first commit (and only once what it waits for has loaded), so an effect
 * outside it would run while the content is still dead HTML. Here it runs once the content is
 * hydrated, after its own effects (a child's effects run before its parent's).
 */
function Hydrated({ onLive, children }: { onLive?: () => void; children: React.ReactNode }) {
  useEffect(() => onLive?.(), [onLive]);
  return children;
}
