import type { ServicePage } from "./services/types";
import type { ServiceSummary } from "./types";

// Every service page's content (./services/<slug>.ts, by slug), each loaded on demand: the page's
// carousels (islands) load only their own page's. Which slugs have a page is the catalog's business
// (./service-catalog.ts); site/content/services/services.test.ts checks the two agree.
const modules = import.meta.glob<ServicePage>(
  ["./services/*.ts", "!./services/types.ts", "!./services/actions.ts", "!./services/*.test.ts"],
  { import: "default" },
);

export const servicePages: Readonly<Record<string, () => Promise<ServicePage>>> = Object.fromEntries(
  Object.entries(modules).map(([file, load]) => [file.replace(/^\.\/services\/|\.ts$/g, ""), load]),
);

const loading = new Map<string, Promise<ServicePage>>();

/**
 * A service page's content by slug, loaded once: the same promise every time, as React's `use()`
 * needs (the page renders its sections with it, each of its carousels' islands reads it again).
 */
export function servicePage(slug: string): Promise<ServicePage> {
  let page = loading.get(slug);
  if (!page) {
    const load = servicePages[slug];
    if (!load) return Promise.reject(new Error(`The service "${slug}" has no site/content/services/${slug}.ts`));
    loading.set(slug, (page = load()));
  }
  return page;
}

/** A service's page content, its hero's h1 resolved: the catalog title unless the page names another. */
export async function loadServicePage(service: Pick<ServiceSummary, "slug" | "title">) {
  const page = await servicePage(service.slug);
  return { ...page, hero: { ...page.hero, title: page.hero.title ?? service.title } };
}
