import { useMemo } from "react";
import { TwoScaleChart } from "./two-scale-chart";

// Visitors (left scale) and leads (right scale) per day.

export interface ChartDay {
  day: string;
  visitors: number;
  leads: number;
}

/** Counts are whole: ticks at 1, 2, 5, 10, 20, 50… */
const COUNT_INCRS = [1, 2, 5]
  .flatMap((step) => [1, 10, 100, 1000, 10_000, 100_000].map((power) => step * power))
  .sort((a, b) => a - b);
const counts = (max: number): [number, number] => [0, Math.max(1, max)];

export function VisitorsChart({ days, caption }: { days: readonly ChartDay[]; caption: string }) {
  const series = useMemo(
    () => ({
      days: days.map((day) => day.day),
      visitors: days.map((day) => day.visitors),
      leads: days.map((day) => day.leads),
    }),
    [days],
  );
  return (
    <TwoScaleChart
      days={series.days}
      step={1}
      height={240}
      caption={caption}
      left={{
        label: "Visitors",
        legend: "Visitors",
        color: "#1d4ed8", // blue-700
        legendClass: "bg-blue-700",
        fill: "rgba(29, 78, 216, 0.08)",
        values: series.visitors,
        range: counts,
        incrs: COUNT_INCRS,
      }}
      right={{
        label: "Leads",
        legend: "Leads",
        color: "#c2410c", // orange-700
        legendClass: "border-orange-700",
        points: true,
        values: series.leads,
        range: counts,
        incrs: COUNT_INCRS,
      }}
    />
  );
}
