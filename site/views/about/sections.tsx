import { CtaBand } from "../../components/sections/cta-band";
import { featureCards } from "../../components/sections/feature-card";
import { Section } from "../../components/sections/section";
import { stepCards } from "../../components/sections/step-card";
import { CardGrid } from "../../components/ui/card-grid";
import { buttonStyles } from "../../components/ui/button-styles";
import { ExternalLink } from "../../components/ui/external-link";
import type { AboutProps } from "./view";

/** The about page below the story: plain HTML, no script. */
export function AboutSections({ content, settings }: AboutProps) {
  const { missionVision, industries, process, cta } = content;
  return (
    <>
      <Section label={missionVision.label} tone="muted">
        <CardGrid cards={featureCards(missionVision.cards)} columns={2} />
      </Section>

      <Section heading={industries} headingId="industries-heading">
        <CardGrid
          cards={featureCards(
            industries.items.map((industry) => ({
              title: industry.name,
              description: industry.description,
              icon: industry.icon,
            })),
          )}
        />
      </Section>

      <Section heading={process} headingId="process-heading" tone="muted">
        <CardGrid cards={stepCards(process.steps)} ordered />
      </Section>

      <CtaBand title={cta.title} text={cta.text}>
        <ExternalLink href={settings.schedulingUrl} className={buttonStyles.onDark}>
          {cta.primary}
        </ExternalLink>
        <a href="/founders" className={buttonStyles.outlineOnDark}>
          {cta.secondary}
        </a>
      </CtaBand>
    </>
  );
}
