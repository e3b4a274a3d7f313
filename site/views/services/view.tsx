import type { ReactNode } from "react";
import { PageHero } from "../../components/sections/page-hero";
import type { loadServicesPage } from "../../content/pages";
import { pageMeta } from "../../meta/page-meta";
import { faqPageJsonLd } from "../../meta/structured-data";
import { ServicesSections } from "./sections";

// Copy: content/pages/services.yaml, the questions content/faq.yaml. Everything below the hero
// (./sections.tsx): the catalog, the service-request dialog and the FAQ.

export type ServicesProps = Awaited<ReturnType<typeof loadServicesPage>>;

export const meta = ({ content, settings, faqs }: ServicesProps) =>
  pageMeta({ ...content.meta, path: "/services", jsonLd: [faqPageJsonLd(faqs)], settings });

export default function Page(props: ServicesProps & { serviceRequest: ReactNode }) {
  const { hero } = props.content;
  return (
    <>
      <PageHero title={hero.title} intro={hero.intro} />

      <ServicesSections {...props} />
    </>
  );
}
