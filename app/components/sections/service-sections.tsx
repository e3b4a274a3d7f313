import type { ServiceSection } from "../../content/services/types";
import { CheckList } from "./check-list";
import { FeatureCards } from "./feature-cards";
import { FeatureCarousel } from "./feature-carousel";
import { ProcessSteps } from "./process-steps";
import { ResultsStats } from "./results-stats";
import { Section } from "./section";
import { ServiceCta } from "./service-cta";
import { StepCarousel } from "./step-carousel";
import { TechStack } from "./tech-stack";

/** The body of a section, by its kind. */
function SectionBody({ section }: { section: Exclude<ServiceSection, { kind: "cta" }> }) {
  switch (section.kind) {
    case "features":
      return section.carouselLabel ? (
        <FeatureCarousel label={section.carouselLabel} features={section.items} benefitsLabel={section.benefitsLabel} />
      ) : (
        <FeatureCards features={section.items} benefitsLabel={section.benefitsLabel} />
      );
    case "steps":
      return section.carouselLabel ? (
        <StepCarousel label={section.carouselLabel} steps={section.steps} />
      ) : (
        <ProcessSteps steps={section.steps} />
      );
    case "checklist":
      return <CheckList items={section.items} icon={section.icon} tone={section.tone} />;
    case "stats":
      return <ResultsStats stats={section.stats} />;
    case "tech":
      return <TechStack groups={section.groups} />;
  }
}

/** A service page below its hero: each section in turn, in alternating tones, then its call to action. */
export function ServiceSections({ sections }: { sections: readonly ServiceSection[] }) {
  return sections.map((section, position) =>
    section.kind === "cta" ? (
      <ServiceCta key={position} cta={section} />
    ) : (
      <Section
        key={section.id}
        id={section.id}
        heading={section}
        headingId={`${section.id}-heading`}
        tone={position % 2 === 1 ? "muted" : "plain"}
        width="wide"
      >
        <SectionBody section={section} />
      </Section>
    ),
  );
}
