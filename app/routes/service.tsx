import { use } from "react";
import { ServiceHero } from "../components/sections/service-hero";
import { ServiceSections } from "../components/sections/service-sections";
import { serviceCatalog } from "../content/service-catalog";
import { loadServicePage, servicePage } from "../content/service-pages";
import { pageMeta } from "../meta/page-meta";
import { serviceJsonLd } from "../meta/structured-data";
import type { Route } from "./+types/service";

// Every service page: registered once per catalog entry (app/routes.ts), it renders the entry's
// content file, app/content/services/<slug>.ts. It runs at build time only (every page is
// prerendered): the loader reads the page's meta and hero, the component renders every section
// as plain HTML. Only the sections shown as a carousel on small screens are islands
// (app/components/sections/service-carousel.island.tsx), which load this page's content alone.

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
  // The sections hold icon components, which a loader cannot return: read where they are rendered.
  const { sections } = use(servicePage(loaderData.slug));
  return (
    <>
      <ServiceHero hero={loaderData.hero} />
      <ServiceSections slug={loaderData.slug} sections={sections} />
    </>
  );
}
