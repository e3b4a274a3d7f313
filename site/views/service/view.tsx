import type { ReactNode } from "react";
import type { SiteSettings } from "../../../common/settings";
import { ServiceHero } from "../../components/sections/service-hero";
import { ServiceSections } from "../../components/sections/service-sections";
import type { ServicePage } from "../../content/services/types";
import type { ServiceSummary } from "../../content/types";
import { pageMeta } from "../../meta/page-meta";
import { serviceJsonLd } from "../../meta/structured-data";

// Every service page, rendered by site/pages/[slug].astro for each file of content/services/.
// Every section is plain HTML but for those shown as a carousel on small screens: islands
// (site/components/sections/service-carousel.island.tsx), rendered by the page and passed in as
// `carousel<position>`.

export const meta = (service: Pick<ServiceSummary, "title" | "path">, page: ServicePage, settings: SiteSettings) => {
  const input = { title: service.title, description: page.description, path: service.path };
  return pageMeta({ ...input, jsonLd: [serviceJsonLd(input, settings)], settings });
};

export default function ServicePageView({
  page,
  slug,
  ...carousels
}: {
  page: ServicePage;
  slug: string;
  [carousel: `carousel${number}`]: ReactNode;
}) {
  return (
    <>
      <ServiceHero hero={page.hero} />
      <ServiceSections slug={slug} sections={page.sections} carousels={carousels} />
    </>
  );
}
