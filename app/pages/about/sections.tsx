import { Link } from "react-router";
import { CtaBand } from "../../components/sections/cta-band";
import { FeatureGrid } from "../../components/sections/feature-grid";
import { PageSection } from "../../components/sections/page-section";
import { ProcessSteps } from "../../components/sections/process-steps";
import { SectionHeading } from "../../components/sections/section-heading";
import { buttonStyles } from "../../components/ui/button-styles";
import { ExternalLink } from "../../components/ui/external-link";
import { site } from "../../content/site";
import {
  aboutCta,
  industries,
  industriesSection,
  missionVision,
  missionVisionLabel,
  transformationSection,
} from "./content";

/** The about page below the story (an island: app/components/island.tsx). */
export default function AboutSections() {
  return (
    <>
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
