import type { Feature } from "../../content/types";
import { Carousel } from "../ui/carousel";
import { FeatureCard } from "./feature-card";

interface FeatureCarouselProps {
  label: string;
  features: readonly Feature[];
  benefitsLabel?: string;
}

/** Feature cards: a swipe carousel on small screens, a grid from md up. */
export function FeatureCarousel({ label, features, benefitsLabel }: FeatureCarouselProps) {
  return (
    <Carousel
      label={label}
      slides={features.map((feature) => ({
        key: feature.title,
        content: <FeatureCard feature={feature} benefitsLabel={benefitsLabel} />,
      }))}
    />
  );
}
