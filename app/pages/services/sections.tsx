import { ServiceRequestDialog } from "../../components/forms/service-request-dialog";
import { PageSection } from "../../components/sections/page-section";
import { ServiceGrid } from "../../components/sections/service-grid";
import { SectionHeading } from "../../components/sections/section-heading";
import { Accordion } from "../../components/ui/accordion";
import { buttonStyles } from "../../components/ui/button-styles";
import { Container } from "../../components/ui/container";
import { faqs } from "../../content/faq";
import { serviceCatalog } from "../../content/service-catalog";
import { mailtoHref } from "../../content/site";
import { faqCopy, serviceRequestCopy, servicesGridCopy } from "./content";

/** The services page below the hero (an island: app/components/island.tsx). */
export default function ServicesSections() {
  return (
    <>
      <PageSection labelledBy="catalog-heading" flushTop>
        <SectionHeading
          id="catalog-heading"
          eyebrow={servicesGridCopy.eyebrow}
          title={servicesGridCopy.title}
          intro={servicesGridCopy.intro}
        />
        <div className="mt-12">
          <ServiceGrid services={serviceCatalog} />
        </div>
      </PageSection>

      <section aria-labelledby="request-heading" className="bg-brand-900 py-16 text-white">
        <Container className="flex flex-col items-center text-center">
          <h2 id="request-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {serviceRequestCopy.title}
          </h2>
          <p className="mt-4 max-w-2xl text-lg text-brand-100">{serviceRequestCopy.text}</p>
          <ServiceRequestDialog
            triggerLabel={serviceRequestCopy.cta}
            triggerClassName={`${buttonStyles.onDark} mt-8`}
            mailtoHref={mailtoHref}
          />
        </Container>
      </section>

      <PageSection labelledBy="faq-heading">
        <SectionHeading id="faq-heading" eyebrow={faqCopy.eyebrow} title={faqCopy.title} intro={faqCopy.intro} />
        <div className="mt-12">
          <Accordion
            name="faq"
            items={faqs.map((faq) => ({
              id: faq.id,
              title: faq.question,
              content: <p className="leading-relaxed text-slate-700">{faq.answer}</p>,
            }))}
          />
        </div>
      </PageSection>
    </>
  );
}
