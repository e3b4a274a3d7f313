import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";

// How fast the firm answers, week by week, drawn by uPlot like the visitors chart: the median
// first response in business hours (left scale) and the share answered within the target (right
// scale). The canvas is hidden from assistive technology; the weeks' table gives the same figures.

const MEDIAN = "#1d4ed8"; // blue-700
const SHARE = "#047857"; // emerald-700
const HEIGHT = 220;

export interface ChartWeek {
  week: string;
  medianHours: number | null;
  sharePercent: number | null;
}

const seconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;
const WEEK_SECONDS = 7 * 86_400;
const TICK = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });

function options(width: number): uPlot.Options {
  const narrow = width < 480;
  const font = "12px system-ui, sans-serif";
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    scales: {
      x: {
        time: false,
        range: (_u, min, max) => (min === max ? [min - WEEK_SECONDS / 2, max + WEEK_SECONDS / 2] : [min, max]),
      },
      hours: { range: (_u, _min, max) => [0, Math.max(1, max)] },
      share: { range: () => [0, 100] },
    },
    series: [
      {},
      {
        label: "Median first response (business hours)",
        scale: "hours",
        stroke: MEDIAN,
        width: 2,
        points: { show: true, size: 6 },
      },
      {
        label: "Answered within target (%)",
        scale: "share",
        stroke: SHARE,
        width: 2,
        dash: [6, 4],
        points: { show: true, size: 6 },
      },
    ],
    axes: [
      {
        font,
        stroke: "#334155",
        grid: { stroke: "#e2e8f0" },
        space: narrow ? 56 : 72,
        incrs: [1, 2, 4].map((weeks) => weeks * WEEK_SECONDS),
        values: (_u, splits) => splits.map((split) => TICK.format(new Date(split * 1000))),
      },
      { scale: "hours", font, stroke: MEDIAN, grid: { stroke: "#e2e8f0" }, size: narrow ? 36 : 44 },
      {
        scale: "share",
        side: 1,
        font,
        stroke: SHARE,
        grid: { show: false },
        size: narrow ? 40 : 48,
        values: (_u, splits) => splits.map((split) => `${split} %`),
      },
    ],
  };
}

export function ResponseTimesChart({ weeks, caption }: { weeks: readonly ChartWeek[]; caption: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const data: uPlot.AlignedData = [
      weeks.map((week) => seconds(week.week)),
      weeks.map((week) => week.medianHours),
      weeks.map((week) => week.sharePercent),
    ];
    const plot = new uPlot(options(Math.max(element.clientWidth, 200)), data, element);
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(element.clientWidth, 200), height: HEIGHT }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [weeks]);
  return (
    <figure className="min-w-0">
      <div ref={box} aria-hidden="true" className="w-full overflow-hidden" />
      <figcaption className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-800">
        <span className="flex items-center gap-1">
          <span aria-hidden="true" className="inline-block h-0.5 w-5 bg-blue-700" />
          Median first response, business hours (left scale)
        </span>
        <span className="flex items-center gap-1">
          <span aria-hidden="true" className="inline-block h-0.5 w-5 border-t-2 border-dashed border-emerald-700" />
          Answered within target (right scale)
        </span>
        <span className="sr-only">{caption}</span>
      </figcaption>
    </figure>
  );
}
