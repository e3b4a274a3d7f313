import { Check } from "lucide-react";
import type { Feature } from "../../content/types";

interface FeatureCardProps {
  feature: Feature;
  /** Heading above the benefit list, when the card has one. */
  benefitsLabel?: string;
}

/** A card with an icon, a title (h3), a description and an optional list of benefits. */
export function FeatureCard({ feature, benefitsLabel }: FeatureCardProps) {
  const Icon = feature.icon;
  return (
    <article className="flex w-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      {Icon ? (
        <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Icon aria-hidden="true" className="size-6" />
        </span>
      ) : null}
      <h3 className={`${Icon ? "mt-5" : ""} text-xl font-semibold text-slate-900`}>{feature.title}</h3>
      <p className="mt-3 flex-1 leading-relaxed text-slate-700">{feature.description}</p>
      {feature.benefits?.length ? (
        <div className="mt-5 border-t border-slate-100 pt-5">
          {benefitsLabel ? <p className="text-sm font-semibold text-slate-900">{benefitsLabel}</p> : null}
          <ul className={`${benefitsLabel ? "mt-3" : ""} space-y-2`}>
            {feature.benefits.map((benefit) => (
              <li key={benefit} className="flex gap-2 text-slate-700">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-600" />
                <span>{benefit}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </article>
  );
}
