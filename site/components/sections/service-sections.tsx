import type { ReactNode } from "react";
import type { FeatureSection, ServiceSection, StepSection } from "../../loaders/services/types";
import { CardGrid, type CardItem } from "../ui/card-grid";
import { CheckList } from "./check-list";
import { featureCards } from "./feature-card";
import { ResultsStats } from "./results-stats";
import { Section } from "./section";
import { ServiceCta } from "./service-cta";
import { stepCards } from "./step-card";
import { TechStack } from "./tech-stack";

/** The cards of a features or steps section, for its grid or its carousel. */
export function sectionCards(section: FeatureSection | StepSection): CardItem[] {
  return section.kind === "features" ? featureCards(section.items, section.benefitsLabel) : stepCards(section.steps);
}

/** A section shown as a carousel on small screens: one whose content names a `carouselLabel`. */
export function isCarousel(
  section: ServiceSection,
): section is (FeatureSection | StepSection) & { carouselLabel: string } {
  return (section.kind === "features" || section.kind === "steps") && Boolean(section.carouselLabel);
}

/** The body of a section, by its kind. */
function SectionBody({
  section,
  carousel,
}: {
  section: Exclude<ServiceSection, { kind: "cta" }>;
  carousel: ReactNode;
}) {
  // A swipe carousel on small screens is the one part of a service page that runs JavaScript.
  if (isCarousel(section)) return carousel;
  switch (section.kind) {
    case "features":
      return <CardGrid cards={sectionCards(section)} />;
    case "steps":
      return <CardGrid cards={sectionCards(section)} ordered />;
    case "checklist":
      return <CheckList items={section.items} icon={section.icon} tone={section.tone} />;
    case "stats":
      return <ResultsStats stats={section.stats} />;
    case "tech":
      return <TechStack groups={section.groups} />;
  }
}

/**
 * A service page below its hero (`slug`'s content): each section in turn, in alternating tones,
 * then its call to action. Plain HTML but for the carousels, each an island rendered by the page
 * (site/pages/[slug].astro) and passed in as `carousel<position>`.
 */
export function ServiceSections({
  sections,
  carousels,
}: {
  slug: string;
  sections: readonly ServiceSection[];
  carousels: Record<string, ReactNode>;
}) {
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
        <SectionBody section={section} carousel={carousels[`carousel${position}`]} />
      </Section>
    ),
  );
}
