import { island } from "../../islands/island";
import type { FeatureSection, ServiceSection, StepSection } from "../../content/services/types";
import type { CardItem } from "../ui/card-grid";
import { Carousel } from "../ui/carousel";
import { featureCards } from "./feature-card";
import { stepCards } from "./step-card";

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

/**
 * A service page's carousel: an island (site/islands/island.tsx) given its section's content as
 * props (icons by name, looked up in site/components/icons.ts).
 */
function ServiceCarousel({ section }: { section: (FeatureSection | StepSection) & { carouselLabel: string } }) {
  return <Carousel label={section.carouselLabel} slides={sectionCards(section)} />;
}

export default island(ServiceCarousel);
