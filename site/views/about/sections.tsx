import { CtaBand } from "../../components/sections/cta-band";
import { featureCards } from "../../components/sections/feature-card";
import { Section } from "../../components/sections/section";
import { stepCards } from "../../components/sections/step-card";
import { CardGrid } from "../../components/ui/card-grid";
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

/** The about page below the story: plain HTML, no script. */
export function AboutSections() {
  return (
    <>
      <Section label={missionVisionLabel} tone="muted">
        <CardGrid cards={featureCards(missionVision)} columns={2} />
      </Section>

      <Section heading={industriesSection} headingId="industries-heading">
        <CardGrid
          cards={featureCards(
            industries.map((industry) => ({
              title: industry.name,
              description: industry.description,
              icon: industry.icon,
            })),
          )}
        />
      </Section>

      <Section heading={transformationSection} headingId="process-heading" tone="muted">
        <CardGrid cards={stepCards(transformationSection.steps)} ordered />
      </Section>

      <CtaBand title={aboutCta.title} text={aboutCta.text}>
        <ExternalLink href={site.schedulingUrl} className={buttonStyles.onDark}>
          {aboutCta.primary}
        </ExternalLink>
        <a href="/founders" className={buttonStyles.outlineOnDark}>
          {aboutCta.secondary}
        </a>
      </CtaBand>
    </>
  );
}
