import type { ServiceSection } from "../../content/services/types";
import { Carousel } from "../ui/carousel";
import { CardGrid, type CardItem } from "../ui/card-grid";
import { CheckList } from "./check-list";
import { featureCards } from "./feature-card";
import { ResultsStats } from "./results-stats";
import { Section } from "./section";
import { ServiceCta } from "./service-cta";
import { stepCards } from "./step-card";
import { TechStack } from "./tech-stack";

/** The same cards as a grid, or as a swipe carousel on small screens when the section names one. */
function Cards({ cards, carouselLabel, ordered }: { cards: CardItem[]; carouselLabel?: string; ordered?: boolean }) {
  return carouselLabel ? (
    <Carousel label={carouselLabel} slides={cards} />
  ) : (
    <CardGrid cards={cards} ordered={ordered} />
  );
}

/** The body of a section, by its kind. */
function SectionBody({ section }: { section: Exclude<ServiceSection, { kind: "cta" }> }) {
  switch (section.kind) {
    case "features":
      return <Cards cards={featureCards(section.items, section.benefitsLabel)} carouselLabel={section.carouselLabel} />;
    case "steps":
      return <Cards cards={stepCards(section.steps)} carouselLabel={section.carouselLabel} ordered />;
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
