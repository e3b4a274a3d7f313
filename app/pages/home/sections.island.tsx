import { ContactForm } from "../../components/forms/contact-form";
import { SubscribeForm } from "../../components/forms/subscribe-form";
import { ContactSection } from "../../components/sections/contact-section";
import { featureCards } from "../../components/sections/feature-card";
import { Section } from "../../components/sections/section";
import { ServiceGrid } from "../../components/sections/service-grid";
import { StatTiles } from "../../components/sections/stat-tiles";
import { Card } from "../../components/ui/card";
import { CardGrid } from "../../components/ui/card-grid";
import { buttonStyles } from "../../components/ui/button-styles";
import { ExternalLink } from "../../components/ui/external-link";
import { Tabs } from "../../components/ui/tabs";
import { contactSection } from "../../content/contact";
import { serviceCatalog } from "../../content/service-catalog";
import { site } from "../../content/site";
import { homeServices, homeStats, servicesOverview, whyWorkWithUs } from "./content";

/** The home page below the hero (an island: app/islands/island.tsx). */
export default function HomeSections() {
  return (
    <>
      <Section heading={homeServices} headingId="services-heading" width="wide">
        <ServiceGrid services={serviceCatalog} />
      </Section>

      <Section heading={whyWorkWithUs} headingId="why-heading" width="wide" tone="muted">
        <Tabs
          label={whyWorkWithUs.title}
          defaultId="expertise"
          className="mx-auto max-w-4xl"
          items={whyWorkWithUs.tabs.map((tab) => ({
            id: tab.id,
            label: tab.label,
            panel: (
              <Card as="div" className="grid items-center gap-6 sm:p-8 md:grid-cols-3">
                <div className="md:col-span-2">
                  <h3 className="text-2xl font-semibold text-slate-900">{tab.title}</h3>
                  <p className="mt-3 leading-relaxed text-slate-700">{tab.description}</p>
                </div>
                <p className="rounded-xl bg-brand-700 p-6 text-center text-white">
                  <span className="block text-4xl font-bold tracking-tight">{tab.stat.value}</span>
                  <span className="mt-1 block font-medium text-brand-100">{tab.stat.label}</span>
                </p>
              </Card>
            ),
          }))}
        />
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

      <ContactSection copy={contactSection} messageForm={<ContactForm />} newsletterForm={<SubscribeForm />} />
    </>
  );
}
