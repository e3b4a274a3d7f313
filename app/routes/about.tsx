import { Link } from "react-router";
import { CtaBand } from "../components/sections/cta-band";
import { FeatureGrid } from "../components/sections/feature-grid";
import { PageHero } from "../components/sections/page-hero";
import { PageSection } from "../components/sections/page-section";
import { ProcessSteps } from "../components/sections/process-steps";
import { SectionHeading } from "../components/sections/section-heading";
import { StatTiles } from "../components/sections/stat-tiles";
import { buttonStyles } from "../components/ui/button-styles";
import { ExternalLink } from "../components/ui/external-link";
import {
  aboutCta,
  aboutHero,
  industries,
  industriesSection,
  missionVision,
  missionVisionLabel,
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

      <PageSection labelledBy="story-heading" flushTop>
        <SectionHeading id="story-heading" title={ourStory.title} align="left" />
        <div className="max-w-3xl">
          {ourStory.paragraphs.map((text) => (
            <p key={text} className="mt-4 text-lg leading-relaxed text-slate-700">
              {text}
            </p>
          ))}
        </div>
        <div className="mt-10">
          <StatTiles stats={ourStory.facts} label={ourStory.factsLabel} columns={3} />
        </div>
      </PageSection>

      <PageSection label={missionVisionLabel} tone="muted">
        <FeatureGrid items={missionVision} columns={2} />
      </PageSection>

      <PageSection labelledBy="industries-heading">
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
      </PageSection>

      <PageSection labelledBy="process-heading" tone="muted">
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
      </PageSection>

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
