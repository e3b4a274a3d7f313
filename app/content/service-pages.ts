import type { ServicePage } from "./services/types";
import type { ServiceSummary } from "./types";

// Every service page's content (./services/<slug>.ts, by slug), each loaded on demand: the page's
// island imports only its own. Which slugs have a page is the catalog's business
// (./service-catalog.ts); app/content/services/services.test.ts checks the two agree.
const modules = import.meta.glob<ServicePage>(
  ["./services/*.ts", "!./services/types.ts", "!./services/actions.ts", "!./services/*.test.ts"],
  { import: "default" },
);

export const servicePages: Readonly<Record<string, () => Promise<ServicePage>>> = Object.fromEntries(
  Object.entries(modules).map(([file, load]) => [file.replace(/^\.\/services\/|\.ts$/g, ""), load]),
);

/** A service's page content, its hero's h1 resolved: the catalog title unless the page names another. */
export async function loadServicePage(service: Pick<ServiceSummary, "slug" | "title">) {
  const load = servicePages[service.slug];
  if (!load) throw new Error(`The catalog's service "${service.slug}" has no app/content/services/${service.slug}.ts`);
  const page = await load();
  return { ...page, hero: { ...page.hero, title: page.hero.title ?? service.title } };
}
