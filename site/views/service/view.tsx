import type { ReactNode } from "react";
import { ServiceHero } from "../../components/sections/service-hero";
import { ServiceSections } from "../../components/sections/service-sections";
import type { loadServicePage } from "../../content/service-pages";
import type { ServiceSummary } from "../../content/types";
import { pageMeta } from "../../meta/page-meta";
import { serviceJsonLd } from "../../meta/structured-data";

// Every service page, rendered by site/pages/[slug].astro for each catalog entry from the entry's
// content file, site/content/services/<slug>.ts. Every section is plain HTML but for those shown
// as a carousel on small screens: islands (site/components/sections/service-carousel.island.tsx),
// rendered by the page and passed in as `carousel<position>`.

type Page = Awaited<ReturnType<typeof loadServicePage>>;

export const meta = (service: Pick<ServiceSummary, "title" | "path">, page: Page) => {
  const input = { title: service.title, description: page.description, path: service.path };
  return pageMeta({ ...input, jsonLd: [serviceJsonLd(input)] });
};

export default function ServicePageView({
  page,
  slug,
  ...carousels
}: {
  page: Page;
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
