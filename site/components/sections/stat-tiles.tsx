import type { Stat } from "../../loaders/types";
import { Card } from "../ui/card";

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
        <Card as="li" key={stat.label} padded={false} className="px-2 py-5 text-center sm:p-6">
          <p className="text-3xl font-bold tracking-tight text-brand-700 sm:text-4xl">{stat.value}</p>
          <p className="mt-1 text-sm font-medium text-slate-700 sm:text-base">{stat.label}</p>
        </Card>
      ))}
    </ul>
  );
}
