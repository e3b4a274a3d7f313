import type { ReactNode } from "react";
import { ContactSection } from "../../components/sections/contact-section";
import { featureCards } from "../../components/sections/feature-card";
import { Section } from "../../components/sections/section";
import { ServiceGrid } from "../../components/sections/service-grid";
import { StatTiles } from "../../components/sections/stat-tiles";
import { CardGrid } from "../../components/ui/card-grid";
import { buttonStyles } from "../../components/ui/button-styles";
import { ExternalLink } from "../../components/ui/external-link";
import { contactSection } from "../../content/contact";
import { serviceCatalog } from "../../content/service-catalog";
import { site } from "../../content/site";
import { homeServices, homeStats, servicesOverview, whyWorkWithUs } from "./content";

/**
 * The home page below the hero: plain HTML but for three islands (rendered by site/pages/index.astro), the
 * "Why Work With Us" tabs and the two forms, each hydrated when the visitor reaches it.
 */
export interface HomeIslands {
  whyWorkWithUs: ReactNode;
  messageForm: ReactNode;
  newsletterForm: ReactNode;
}

export function HomeSections({ whyWorkWithUs: tabs, messageForm, newsletterForm }: HomeIslands) {
  return (
    <>
      <Section heading={homeServices} headingId="services-heading" width="wide">
        <ServiceGrid services={serviceCatalog} />
      </Section>

      <Section heading={whyWorkWithUs} headingId="why-heading" width="wide" tone="muted">
        {tabs}
        <div className="mt-12">
          <StatTiles stats={homeStats} label="Our record in figures" />
        </div>
      </Section>

      <Section heading={servicesOverview} headingId="overview-heading" width="wide">
        <div className="mx-auto max-w-4xl">
          <CardGrid cards={featureCards(servicesOverview.cards)} columns={2} />
        </div>
        <div className="mt-10 text-center">
          <ExternalLink href={site.schedulingUrl} className={buttonStyles.primary}>
            {servicesOverview.cta}
          </ExternalLink>
        </div>
      </Section>

      <ContactSection copy={contactSection} messageForm={messageForm} newsletterForm={newsletterForm} />
    </>
  );
}
