import type { Stat } from "../../loaders/types";

/** Headline figures: a big value and what it measures. */
export function ResultsStats({ stats }: { stats: readonly Stat[] }) {
  return (
    <dl className="grid gap-6 sm:grid-cols-3">
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse rounded-2xl bg-brand-50 p-8 text-center">
          <dt className="mt-2 font-medium text-slate-700">{stat.label}</dt>
          <dd className="text-5xl font-bold tracking-tight text-brand-800">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
