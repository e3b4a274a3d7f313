import type { ReactNode } from "react";
import { PageHero } from "../../components/sections/page-hero";
import type { loadServicesPage } from "../../loaders/pages";
import { pageMeta } from "../../meta/page-meta";
import { faqPageJsonLd } from "../../meta/structured-data";
import { ServicesSections } from "./sections";

// Copy: content/pages/services.yaml, the questions content/faq.yaml. The hero, rendered by the page
// on its own before the rest (docs/decisions/024), then everything below it (./sections.tsx): the
// catalog, the service-request dialog and the FAQ.

export type ServicesProps = Awaited<ReturnType<typeof loadServicesPage>>;

export const meta = ({ content, settings, faqs }: ServicesProps) =>
  pageMeta({ ...content.meta, path: "/services", jsonLd: [faqPageJsonLd(faqs)], settings });

export function Hero({ content: { hero } }: ServicesProps) {
  return <PageHero title={hero.title} intro={hero.intro} />;
}

/** Everything below the hero, with the dialog's island the page renders. */
export default function Page(props: ServicesProps & { serviceRequest: ReactNode }) {
  return <ServicesSections {...props} />;
}
