import type { ReactNode } from "react";
import type { SiteSettings } from "../../../common/settings";
import { ServiceHero } from "../../components/sections/service-hero";
import { ServiceSections } from "../../components/sections/service-sections";
import type { ServicePage } from "../../loaders/services/types";
import type { ServiceSummary } from "../../loaders/types";
import { pageMeta } from "../../meta/page-meta";
import { serviceJsonLd } from "../../meta/structured-data";

// Every service page, rendered by site/pages/[slug].astro for each file of content/services/.
// Every section is plain HTML but for those shown as a carousel on small screens: islands
// (site/components/sections/service-carousel.island.tsx), rendered by the page and passed in as
// `carousel<position>`. The page renders the hero on its own, before the rest: Astro writes its
// island runtime before the first component that holds an island (docs/decisions/024).

export const meta = (service: Pick<ServiceSummary, "title" | "path">, page: ServicePage, settings: SiteSettings) => {
  const input = { title: service.title, description: page.description, path: service.path };
  return pageMeta({ ...input, jsonLd: [serviceJsonLd(input, settings)], settings });
};

export function Hero({ page }: { page: ServicePage }) {
  return <ServiceHero hero={page.hero} />;
}

/** Everything below the hero, with the carousels' islands the page renders. */
export default function ServicePageView({
  page,
  slug,
  ...carousels
}: {
  page: ServicePage;
  slug: string;
  [carousel: `carousel${number}`]: ReactNode;
}) {
  return <ServiceSections slug={slug} sections={page.sections} carousels={carousels} />;
}
