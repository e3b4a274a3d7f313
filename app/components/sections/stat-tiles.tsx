import type { Stat } from "../../content/types";

interface StatTilesProps {
  stats: readonly Stat[];
  /** Accessible name of the list. */
  label: string;
  /** Tiles per row from the lg breakpoint. */
  columns?: 3 | 4;
}

/** Big figures with a short label: a list, two columns on phones, one row on desktop. */
export function StatTiles({ stats, label, columns = 4 }: StatTilesProps) {
  return (
    <ul aria-label={label} className={`grid gap-4 ${columns === 3 ? "grid-cols-3" : "grid-cols-2 lg:grid-cols-4"}`}>
      {stats.map((stat) => (
        <li
          key={stat.label}
          className="rounded-2xl border border-slate-200 bg-white px-2 py-5 text-center shadow-sm sm:p-6"
        >
          <p className="text-3xl font-bold tracking-tight text-brand-700 sm:text-4xl">{stat.value}</p>
          <p className="mt-1 text-sm font-medium text-slate-700 sm:text-base">{stat.label}</p>
        </li>
      ))}
    </ul>
  );
}
