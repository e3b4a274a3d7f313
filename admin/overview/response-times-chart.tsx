import { useMemo } from "react";
import { TwoScaleChart } from "./two-scale-chart";

// How fast the firm answers, week by week: the median first response in business hours (left
// scale) and the share answered within the target (right scale). A week without an answered
// lead is a gap in the lines.

export interface ChartWeek {
  week: string;
  medianHours: number | null;
  sharePercent: number | null;
}

export function ResponseTimesChart({ weeks, caption }: { weeks: readonly ChartWeek[]; caption: string }) {
  const series = useMemo(
    () => ({
      weeks: weeks.map((week) => week.week),
      median: weeks.map((week) => week.medianHours),
      share: weeks.map((week) => week.sharePercent),
    }),
    [weeks],
  );
  return (
    <TwoScaleChart
      days={series.weeks}
      step={7}
      height={220}
      caption={caption}
      left={{
        label: "Median first response (business hours)",
        legend: "Median first response, business hours",
        color: "#1d4ed8", // blue-700
        legendClass: "bg-blue-700",
        points: true,
        values: series.median,
        range: (max) => [0, Math.max(1, max)],
      }}
      right={{
        label: "Answered within target (%)",
        legend: "Answered within target",
        color: "#047857", // emerald-700
        legendClass: "border-emerald-700",
        points: true,
        values: series.share,
        range: () => [0, 100],
        tick: (value) => `${value} %`,
      }}
    />
  );
}
