import ServicePageSections from "../components/sections/service-sections.island";
import { Island } from "../islands/island";
import { ServiceHero } from "../components/sections/service-hero";
import { serviceCatalog } from "../content/service-catalog";
import { loadServicePage } from "../content/service-pages";
import { pageMeta } from "../meta/page-meta";
import { serviceJsonLd } from "../meta/structured-data";
import type { Route } from "./+types/service";

// Every service page: registered once per catalog entry (app/routes.ts), it renders the entry's
// content file, app/content/services/<slug>.ts. The loader runs at build time only (every page
// is prerendered): the page's meta and hero reach the browser inside its HTML (and in /<slug>.data
// for client-side navigations), so this module's script carries no page's copy. The sections
// below the hero are an island (app/components/island.tsx) that loads only this page's content.

export async function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\/$/, "");
  const service = serviceCatalog.find((entry) => entry.path === path);
  if (!service) throw new Error(`No service in the catalog has the path ${path}`);
  const { description, hero } = await loadServicePage(service);
  return { slug: service.slug, meta: { title: service.title, description, path: service.path }, hero };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? pageMeta({ ...loaderData.meta, jsonLd: [serviceJsonLd(loaderData.meta)] }) : [];

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ServiceHero hero={loaderData.hero} />
      <Island component={ServicePageSections} props={{ slug: loaderData.slug }} />
    </>
  );
}
