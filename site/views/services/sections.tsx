import type { ReactNode } from "react";
import { CtaBand } from "../../components/sections/cta-band";
import { ServiceGrid } from "../../components/sections/service-grid";
import { Section } from "../../components/sections/section";
import { Accordion } from "../../components/ui/accordion";
import type { ServicesProps } from "./view";

/**
 * The services page below the hero: plain HTML (the FAQ is native disclosures) but for the
 * service request dialog, an island (rendered by site/pages/services.astro).
 */
export function ServicesSections({
  content,
  services,
  faqs,
  serviceRequest,
}: ServicesProps & { serviceRequest: ReactNode }) {
  return (
    <>
      <Section heading={content.grid} headingId="catalog-heading" flushTop>
        <ServiceGrid services={services} />
      </Section>

      <CtaBand title={content.request.title} text={content.request.text} headingId="request-heading">
        {serviceRequest}
      </CtaBand>

      <Section heading={content.faq} headingId="faq-heading">
        <Accordion
          name="faq"
          items={faqs.map((faq) => ({
            id: faq.id,
            title: faq.question,
            content: <p className="leading-relaxed text-slate-700">{faq.answer}</p>,
          }))}
        />
      </Section>
    </>
  );
}
