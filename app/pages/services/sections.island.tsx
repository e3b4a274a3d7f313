import { ServiceRequestDialog } from "../../components/forms/service-request-dialog";
import { CtaBand } from "../../components/sections/cta-band";
import { ServiceGrid } from "../../components/sections/service-grid";
import { Section } from "../../components/sections/section";
import { Accordion } from "../../components/ui/accordion";
import { buttonStyles } from "../../components/ui/button-styles";
import { faqs } from "../../content/faq";
import { serviceCatalog } from "../../content/service-catalog";
import { mailtoHref } from "../../content/site";
import { faqCopy, serviceRequestCopy, servicesGridCopy } from "./content";

/** The services page below the hero (an island: app/islands/island.tsx). */
export default function ServicesSections() {
  return (
    <>
      <Section heading={servicesGridCopy} headingId="catalog-heading" flushTop>
        <ServiceGrid services={serviceCatalog} />
      </Section>

      <CtaBand title={serviceRequestCopy.title} text={serviceRequestCopy.text} headingId="request-heading">
        <ServiceRequestDialog
          triggerLabel={serviceRequestCopy.cta}
          triggerClassName={buttonStyles.onDark}
          mailtoHref={mailtoHref}
        />
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
