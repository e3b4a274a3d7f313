import type { Feature } from "../../content/types";
import { FeatureCard } from "./feature-card";

interface FeatureCardsProps {
  features: readonly Feature[];
  benefitsLabel?: string;
}

const columns: Record<number, string> = {
  2: "md:grid-cols-2",
  3: "md:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
};

/** A grid of feature cards at every width. */
export function FeatureCards({ features, benefitsLabel }: FeatureCardsProps) {
  return (
    <ul className={`grid gap-6 ${columns[features.length] ?? "sm:grid-cols-2 lg:grid-cols-3"}`}>
      {features.map((feature) => (
        <li key={feature.title} className="flex">
          <FeatureCard feature={feature} benefitsLabel={benefitsLabel} />
        </li>
      ))}
    </ul>
  );
}
