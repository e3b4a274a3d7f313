import type { Feature } from "../../content/types";

interface FeatureGridProps {
  items: readonly Feature[];
  /** Columns from the lg breakpoint (two on tablets, one on phones). */
  columns?: 2 | 3;
  headingLevel?: 3 | 4;
}

/** Cards with an optional icon, a title, a description and optional benefits. */
export function FeatureGrid({ items, columns = 3, headingLevel = 3 }: FeatureGridProps) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 ${columns === 3 ? "lg:grid-cols-3" : ""}`}>
      {items.map((item) => {
        const Icon = item.icon;
        return (
          <li key={item.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            {Icon ? (
              <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
            ) : null}
            <Heading className={`${Icon ? "mt-4" : ""} text-lg font-semibold text-slate-900`}>{item.title}</Heading>
            <p className="mt-2 leading-relaxed text-slate-700">{item.description}</p>
            {item.benefits && item.benefits.length > 0 ? (
              <ul className="mt-4 space-y-1.5 text-sm text-slate-700">
                {item.benefits.map((benefit) => (
                  <li key={benefit} className="flex gap-2">
                    <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent-600" />
                    {benefit}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
