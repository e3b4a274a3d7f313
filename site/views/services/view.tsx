import type { ReactNode } from "react";
import { PageHero } from "../../components/sections/page-hero";
import { faqs } from "../../content/faq";
import { pageMeta } from "../../meta/page-meta";
import { faqPageJsonLd } from "../../meta/structured-data";
import { ServicesSections } from "./sections";

// Everything below the hero (./sections.tsx): the catalog, the service-request dialog and the FAQ.

export const meta = () =>
  pageMeta({
    title: "Services",
    description:
      "Consulting, coaching and delivery services for businesses that want to change how they work, with answers to the questions clients ask most.",
    path: "/services",
    jsonLd: [faqPageJsonLd(faqs)],
  });

const servicesHero = {
  title: "Our Services",
  intro:
    "Consulting, coaching and delivery for organisations that want to change how they work. Explore what we do, tell us what you need, and find answers to the questions clients ask most.",
} as const;

export default function Page({ serviceRequest }: { serviceRequest: ReactNode }) {
  return (
    <>
      <PageHero title={servicesHero.title} intro={servicesHero.intro} />

      <ServicesSections serviceRequest={serviceRequest} />
    </>
  );
}
