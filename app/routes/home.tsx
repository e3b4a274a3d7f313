import { Link } from "react-router";
import { ContactForm } from "../components/forms/contact-form";
import { SubscribeForm } from "../components/forms/subscribe-form";
import { ContactSection } from "../components/sections/contact-section";
import { FeatureGrid } from "../components/sections/feature-grid";
import { SectionHeading } from "../components/sections/section-heading";
import { ServiceGrid } from "../components/sections/service-grid";
import { StatTiles } from "../components/sections/stat-tiles";
import { buttonStyles } from "../components/ui/button-styles";
import { Container } from "../components/ui/container";
import { ExternalLink } from "../components/ui/external-link";
import { Tabs } from "../components/ui/tabs";
import { contactSection } from "../content/contact";
import { homeHero, homeServices, homeStats, servicesOverview, whyWorkWithUs } from "../content/home";
import { serviceCatalog } from "../content/service-catalog";
import { site } from "../content/site";
import { pageMeta } from "../lib/meta";
import { organizationJsonLd } from "../lib/structured-data";

export const meta = () =>
  pageMeta({
    title: `${site.name}: Strategic Consulting & Agile Transformation`,
    description:
      "Remote business consulting for startups, SMEs and enterprise teams: strategy, agile transformation, project management, HR and software delivery.",
    path: "/",
    jsonLd: [organizationJsonLd()],
  });

export default function Home() {
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 left-1/2 size-[36rem] -translate-x-1/2 rounded-full bg-brand-100/60 blur-3xl"
        />
        <div className="relative mx-auto max-w-5xl px-4 py-20 text-center sm:px-6 sm:py-28 lg:px-8">
          <p className="inline-block rounded-full bg-brand-100 px-4 py-1 text-sm font-semibold text-brand-800">
            {homeHero.badge}
          </p>
          <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-6xl">
            {homeHero.title}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-slate-700">{site.tagline}</p>
          <div className="mt-10 flex flex-wrap justify-center gap-3">
            <ExternalLink href={site.schedulingUrl} className={buttonStyles.primary}>
              {homeHero.primaryCta}
            </ExternalLink>
            <Link to="/services" className={buttonStyles.secondary}>
              {homeHero.secondaryCta}
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="services-heading" className="py-16 sm:py-20">
        <Container>
          <SectionHeading
            id="services-heading"
            eyebrow={homeServices.eyebrow}
            title={homeServices.title}
            intro={homeServices.intro}
          />
          <div className="mt-12">
            <ServiceGrid services={serviceCatalog} />
          </div>
        </Container>
      </section>

      <section aria-labelledby="why-heading" className="bg-slate-50 py-16 sm:py-20">
        <Container>
          <SectionHeading
            id="why-heading"
            eyebrow={whyWorkWithUs.eyebrow}
            title={whyWorkWithUs.title}
            intro={whyWorkWithUs.intro}
          />
          <Tabs
            label={whyWorkWithUs.title}
            defaultId="expertise"
            className="mx-auto mt-10 max-w-4xl"
            items={whyWorkWithUs.tabs.map((tab) => ({
              id: tab.id,
              label: tab.label,
              panel: (
                <div className="grid items-center gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 md:grid-cols-3">
                  <div className="md:col-span-2">
                    <h3 className="text-2xl font-semibold text-slate-900">{tab.title}</h3>
                    <p className="mt-3 leading-relaxed text-slate-700">{tab.description}</p>
                  </div>
                  <p className="rounded-xl bg-brand-700 p-6 text-center text-white">
                    <span className="block text-4xl font-bold tracking-tight">{tab.stat.value}</span>
                    <span className="mt-1 block font-medium text-brand-100">{tab.stat.label}</span>
                  </p>
                </div>
              ),
            }))}
          />
          <div className="mt-12">
            <StatTiles stats={homeStats} label="Our record in figures" />
          </div>
        </Container>
      </section>

      <section aria-labelledby="overview-heading" className="py-16 sm:py-20">
        <Container>
          <SectionHeading
            id="overview-heading"
            eyebrow={servicesOverview.eyebrow}
            title={servicesOverview.title}
            intro={servicesOverview.intro}
          />
          <div className="mx-auto mt-10 max-w-4xl">
            <FeatureGrid items={servicesOverview.cards} columns={2} />
          </div>
          <div className="mt-10 text-center">
            <ExternalLink href={site.schedulingUrl} className={buttonStyles.primary}>
              {servicesOverview.cta}
            </ExternalLink>
          </div>
        </Container>
      </section>

      <ContactSection copy={contactSection} messageForm={<ContactForm />} newsletterForm={<SubscribeForm />} />
    </>
  );
}
