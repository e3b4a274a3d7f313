import type { ReactNode } from "react";
import { ContactSection } from "../../components/sections/contact-section";
import { featureCards } from "../../components/sections/feature-card";
import { Section } from "../../components/sections/section";
import { ServiceGrid } from "../../components/sections/service-grid";
import { StatTiles } from "../../components/sections/stat-tiles";
import { CardGrid } from "../../components/ui/card-grid";
import { buttonStyles } from "../../components/ui/button-styles";
import { ExternalLink } from "../../components/ui/external-link";
import type { HomeProps } from "./view";

/**
 * The home page below the hero: plain HTML but for three islands (rendered by site/pages/index.astro), the
 * "Why Work With Us" tabs and the two forms, each hydrated when the visitor reaches it.
 */
export interface HomeIslands {
  whyWorkWithUs: ReactNode;
  messageForm: ReactNode;
  newsletterForm: ReactNode;
}

export function HomeSections({
  content,
  settings,
  services,
  contactSection,
  whyWorkWithUs: tabs,
  messageForm,
  newsletterForm,
}: HomeProps & HomeIslands) {
  const { overview } = content;
  return (
    <>
      <Section heading={content.services} headingId="services-heading" width="wide">
        <ServiceGrid services={services} />
      </Section>

      <Section heading={content.whyWorkWithUs} headingId="why-heading" width="wide" tone="muted">
        {tabs}
        <div className="mt-12">
          <StatTiles stats={content.stats.items} label={content.stats.label} />
        </div>
      </Section>

      <Section heading={overview} headingId="overview-heading" width="wide">
        <div className="mx-auto max-w-4xl">
          <CardGrid cards={featureCards(overview.cards)} columns={2} />
        </div>
        <div className="mt-10 text-center">
          <ExternalLink href={settings.schedulingUrl} className={buttonStyles.primary}>
            {overview.cta}
          </ExternalLink>
        </div>
      </Section>

      <ContactSection copy={contactSection} messageForm={messageForm} newsletterForm={newsletterForm} />
    </>
  );
}
