import { island } from "../../islands/island";
import { use } from "react";
import { servicePage } from "../../content/service-pages";
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
 * A service page's carousel: an island (site/islands/island.tsx) named by JSON props, the page's slug and
 * the section's id, since its cards hold icon components. It loads that page's content, and no
 * other's; the prerender and the hydration wait for it (site/islands/island.tsx).
 */
function ServiceCarousel({ slug, section: id }: { slug: string; section: string }) {
  const section = use(servicePage(slug)).sections.find((candidate) => candidate.kind !== "cta" && candidate.id === id);
  if (!section || !isCarousel(section)) throw new Error(`The service page "${slug}" has no carousel #${id}`);
  return <Carousel label={section.carouselLabel} slides={sectionCards(section)} />;
}

export default island(ServiceCarousel);
