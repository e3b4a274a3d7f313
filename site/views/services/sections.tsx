import { CtaBand } from "../../components/sections/cta-band";
import { ServiceGrid } from "../../components/sections/service-grid";
import { Section } from "../../components/sections/section";
import { Accordion } from "../../components/ui/accordion";
import { faqs } from "../../content/faq";
import { serviceCatalog } from "../../content/service-catalog";
import type { ReactNode } from "react";
import { faqCopy, serviceRequestCopy, servicesGridCopy } from "./content";

/**
 * The services page below the hero: plain HTML (the FAQ is native disclosures) but for the
 * service request dialog, an island (rendered by site/pages/services.astro).
 */
export function ServicesSections({ serviceRequest }: { serviceRequest: ReactNode }) {
  return (
    <>
      <Section heading={servicesGridCopy} headingId="catalog-heading" flushTop>
        <ServiceGrid services={serviceCatalog} />
      </Section>

      <CtaBand title={serviceRequestCopy.title} text={serviceRequestCopy.text} headingId="request-heading">
        {serviceRequest}
      </CtaBand>

      <Section heading={faqCopy} headingId="faq-heading">
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
