import type { Feature } from "../../loaders/types";
import { icons } from "../icons";
import { Card, CardIcon } from "../ui/card";
import type { CardItem } from "../ui/card-grid";
import { TickList } from "../ui/tick-list";

interface FeatureCardProps {
  feature: Feature;
  /** Heading above the benefit list, when the card has one. */
  benefitsLabel?: string;
}

/** A card with an optional icon, a title (h3), a description and an optional list of benefits. */
export function FeatureCard({ feature, benefitsLabel }: FeatureCardProps) {
  const Icon = feature.icon ? icons[feature.icon] : undefined;
  return (
    <Card className="flex flex-col">
      {Icon ? <CardIcon icon={Icon} /> : null}
      <h3 className={`${Icon ? "mt-5" : ""} text-xl font-semibold text-slate-900`}>{feature.title}</h3>
      <p className="mt-3 flex-1 leading-relaxed text-slate-700">{feature.description}</p>
      {feature.benefits?.length ? (
        <div className="mt-5 border-t border-slate-100 pt-5">
          {benefitsLabel ? <p className="text-sm font-semibold text-slate-900">{benefitsLabel}</p> : null}
          <TickList items={feature.benefits} className={benefitsLabel ? "mt-3" : ""} />
        </div>
      ) : null}
    </Card>
  );
}

/** Features as cards, for a CardGrid or a Carousel. */
export function featureCards(features: readonly Feature[], benefitsLabel?: string): CardItem[] {
  return features.map((feature) => ({
    key: feature.title,
    content: <FeatureCard feature={feature} benefitsLabel={benefitsLabel} />,
  }));
}
