import { Link } from "react-router";
import { CtaBand } from "../../components/sections/cta-band";
import { FeatureGrid } from "../../components/sections/feature-grid";
import { ProcessSteps } from "../../components/sections/process-steps";
import { Section } from "../../components/sections/section";
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
      <Section label={missionVisionLabel} tone="muted">
        <FeatureGrid items={missionVision} columns={2} />
      </Section>

      <Section heading={industriesSection} headingId="industries-heading">
        <FeatureGrid
          items={industries.map((industry) => ({
            title: industry.name,
            description: industry.description,
            icon: industry.icon,
          }))}
        />
      </Section>

      <Section heading={transformationSection} headingId="process-heading" tone="muted">
        {/* Three steps: one row of three on desktop instead of the component's four columns. */}
        <div className="lg:[&>ol]:grid-cols-3">
          <ProcessSteps steps={transformationSection.steps} />
        </div>
      </Section>

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
