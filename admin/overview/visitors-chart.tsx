import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";

// Visitors and leads per day, drawn by uPlot (small, canvas, in the inbox's bundle only). The
// canvas is hidden from assistive technology: the figure's caption says what it shows and the
// overview gives the same numbers as a table.

const VISITORS = "#1d4ed8"; // blue-700
const LEADS = "#c2410c"; // orange-700
const HEIGHT = 240;

export interface ChartDay {
  day: string;
  visitors: number;
  leads: number;
}

const seconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;
const DAY_SECONDS = 86_400;
/** Counts are whole: ticks at 1, 2, 5, 10, 20, 50… */
const COUNT_INCRS = [1, 2, 5]
  .flatMap((step) => [1, 10, 100, 1000, 10_000, 100_000].map((power) => step * power))
  .sort((a, b) => a - b);
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
      // Days are UTC days, placed and labelled as such whatever the browser's time zone; a single
      // day (today) sits in the middle of its own width.
      x: {
        time: false,
        range: (_u, min, max) => (min === max ? [min - DAY_SECONDS / 2, max + DAY_SECONDS / 2] : [min, max]),
      },
      visitors: { range: (_u, _min, max) => [0, Math.max(1, max)] },
      leads: { range: (_u, _min, max) => [0, Math.max(1, max)] },
    },
    series: [
      {},
      { label: "Visitors", scale: "visitors", stroke: VISITORS, width: 2, fill: "rgba(29, 78, 216, 0.08)" },
      { label: "Leads", scale: "leads", stroke: LEADS, width: 2, dash: [6, 4], points: { show: true, size: 5 } },
    ],
    axes: [
      {
        font,
        stroke: "#334155",
        grid: { stroke: "#e2e8f0" },
        space: narrow ? 56 : 72,
        // Ticks on whole days (a day, or every 2, 7, 14 or 30 of them), labelled "26 Nov".
        incrs: [1, 2, 7, 14, 30].map((days) => days * DAY_SECONDS),
        values: (_u, splits) => splits.map((split) => TICK.format(new Date(split * 1000))),
      },
      {
        scale: "visitors",
        font,
        stroke: VISITORS,
        grid: { stroke: "#e2e8f0" },
        size: narrow ? 40 : 50,
        incrs: COUNT_INCRS,
      },
      {
        scale: "leads",
        side: 1,
        font,
        stroke: LEADS,
        grid: { show: false },
        size: narrow ? 36 : 48,
        incrs: COUNT_INCRS,
      },
    ],
  };
}

export function VisitorsChart({ days, caption }: { days: readonly ChartDay[]; caption: string }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const data: uPlot.AlignedData = [
      days.map((day) => seconds(day.day)),
      days.map((day) => day.visitors),
      days.map((day) => day.leads),
    ];
    const plot = new uPlot(options(Math.max(element.clientWidth, 200)), data, element);
    // As wide as its box, at 375 px as at 1280 px.
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(element.clientWidth, 200), height: HEIGHT }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days]);

  return (
    <figure className="min-w-0">
      <div ref={box} aria-hidden="true" className="w-full overflow-hidden" />
      <figcaption className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-800">
        <span className="flex items-center gap-1">
          <span aria-hidden="true" className="inline-block h-0.5 w-5 bg-blue-700" />
          Visitors (left scale)
        </span>
        <span className="flex items-center gap-1">
          <span aria-hidden="true" className="inline-block h-0.5 w-5 border-t-2 border-dashed border-orange-700" />
          Leads (right scale)
        </span>
        <span className="sr-only">{caption}</span>
      </figcaption>
    </figure>
  );
}
