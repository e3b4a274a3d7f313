import { Link } from "react-router";
import { CtaBand } from "../components/sections/cta-band";
import { FeatureGrid } from "../components/sections/feature-grid";
import { PageHero } from "../components/sections/page-hero";
import { ProcessSteps } from "../components/sections/process-steps";
import { SectionHeading } from "../components/sections/section-heading";
import { StatTiles } from "../components/sections/stat-tiles";
import { buttonStyles } from "../components/ui/button-styles";
import { Container } from "../components/ui/container";
import { ExternalLink } from "../components/ui/external-link";
import {
  aboutCta,
  aboutHero,
  industries,
  industriesSection,
  missionVision,
  ourStory,
  transformationSection,
} from "../content/about";
import { site } from "../content/site";
import { pageMeta } from "../lib/meta";

export const meta = () =>
  pageMeta({
    title: "About Us",
    description:
      "How a solo consultancy founded in 2024 grew into a remote team that helps businesses plan, change and deliver.",
    path: "/about",
  });

export default function Page() {
  return (
    <>
      <PageHero title={aboutHero.title} intro={aboutHero.intro} />

      <section aria-labelledby="story-heading" className="py-16 sm:py-20">
        <Container className="grid gap-10 lg:grid-cols-2 lg:items-center">
          <div>
            <SectionHeading id="story-heading" title={ourStory.title} align="left" />
            {ourStory.paragraphs.map((text) => (
              <p key={text} className="mt-4 text-lg leading-relaxed text-slate-700">
                {text}
              </p>
            ))}
          </div>
          <div className="lg:pl-8">
            <StatTiles stats={ourStory.facts} label="The firm in figures" />
          </div>
        </Container>
      </section>

      <section aria-label="Mission and vision" className="bg-slate-50 py-16 sm:py-20">
        <Container>
          <div className="mx-auto max-w-4xl">
            <FeatureGrid items={missionVision} columns={2} headingLevel={3} />
          </div>
        </Container>
      </section>

      <section aria-labelledby="industries-heading" className="py-16 sm:py-20">
        <Container>
          <SectionHeading
            id="industries-heading"
            eyebrow={industriesSection.eyebrow}
            title={industriesSection.title}
            intro={industriesSection.intro}
          />
          <div className="mt-12">
            <FeatureGrid
              items={industries.map((industry) => ({
                title: industry.name,
                description: industry.description,
                icon: industry.icon,
              }))}
            />
          </div>
        </Container>
      </section>

      <section aria-labelledby="process-heading" className="bg-slate-50 py-16 sm:py-20">
        <Container>
          <SectionHeading
            id="process-heading"
            eyebrow={transformationSection.eyebrow}
            title={transformationSection.title}
            intro={transformationSection.intro}
          />
          {/* Three steps: one row of three on desktop instead of the component's four columns. */}
          <div className="mt-12 lg:[&>ol]:grid-cols-3">
            <ProcessSteps steps={transformationSection.steps} />
          </div>
        </Container>
      </section>

      <CtaBand title={aboutCta.title} text={aboutCta.text}>
        <ExternalLink href={site.schedulingUrl} className={buttonStyles.onDark}>
          {aboutCta.primary}
        </ExternalLink>
        <Link to="/founders" className={buttonStyles.outlineOnDark}>
          {aboutCta.secondary}
        </Link>
      </CtaBand>
    </>
  );
}
