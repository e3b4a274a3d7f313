import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";

// A line chart with two scales (left and right) over UTC days or weeks, drawn by uPlot (small,
// canvas, in the inbox's bundle only). The canvas is hidden from assistive technology: the
// figure's legend and caption say what it shows, and the overview gives the same figures as a table.

const GRID = "#e2e8f0"; // slate-200
const AXIS = "#334155"; // slate-700
const FONT = "12px system-ui, sans-serif";
const TICK = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });

/**
 * One line: its words in the legend, its colour (a CSS colour and the legend's Tailwind class),
 * its values (null: a gap), and its scale. The right-hand line is dashed, so the two differ
 * without colour.
 */
export interface ChartLine {
  label: string;
  legend: string;
  color: string;
  legendClass: string;
  values: readonly (number | null)[];
  /** The scale's range from the data's largest value; and its ticks and their words. */
  range: (max: number) => [number, number];
  incrs?: number[];
  tick?: (value: number) => string;
  fill?: string;
  /** Every point marked (a line with gaps has lone points); else only where they are sparse. */
  points?: boolean;
}

export interface TwoScaleChartProps {
  /** Each point's UTC day, "2026-11-26". */
  days: readonly string[];
  /** The spacing of the points, in days (1 or 7). */
  step: number;
  left: ChartLine;
  right: ChartLine;
  height: number;
  caption: string;
}

const points = (line: ChartLine) => (line.points ? { show: true, size: 6 } : { size: 6 });
const seconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

function options({ step, left, right, height }: TwoScaleChartProps, width: number): uPlot.Options {
  const narrow = width < 480;
  const span = step * 86_400;
  const axis = (line: ChartLine, side: 1 | 3): uPlot.Axis => ({
    scale: side === 3 ? "left" : "right",
    side,
    font: FONT,
    stroke: line.color,
    grid: side === 3 ? { stroke: GRID } : { show: false },
    // As wide as its longest label ("100 %", "1,200"): about 7 px a character at 12 px, and the ticks.
    size: (_u: uPlot, values: string[] | null) =>
      Math.max(narrow ? 32 : 40, 18 + 7 * Math.max(0, ...(values ?? []).map((value) => String(value).length))),
    ...(line.incrs ? { incrs: line.incrs } : {}),
    ...(line.tick ? { values: (_u: uPlot, splits: number[]) => splits.map(line.tick!) } : {}),
  });
  return {
    width,
    height,
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    scales: {
      // Placed and labelled as UTC days whatever the browser's time zone; a single point sits in
      // the middle of its own span.
      x: { time: false, range: (_u, min, max) => (min === max ? [min - span / 2, max + span / 2] : [min, max]) },
      left: { range: (_u, _min, max) => left.range(max) },
      right: { range: (_u, _min, max) => right.range(max) },
    },
    series: [
      {},
      { label: left.label, scale: "left", stroke: left.color, width: 2, fill: left.fill, points: points(left) },
      { label: right.label, scale: "right", stroke: right.color, width: 2, dash: [6, 4], points: points(right) },
    ],
    axes: [
      {
        font: FONT,
        stroke: AXIS,
        grid: { stroke: GRID },
        // A tick on each point's day (a week's Monday), every second or third one where they
        // would crowd: as many as the width holds, one "26 Nov" to about 60 px.
        splits: (u) => {
          const points = Array.from(u.data[0]);
          const room = Math.max(1, Math.floor(u.bbox.width / uPlot.pxRatio / (narrow ? 56 : 72)));
          const every = Math.ceil(points.length / room);
          return points.filter((_point, index) => index % every === 0);
        },
        values: (_u, splits) => splits.map((split) => TICK.format(new Date(split * 1000))),
      },
      axis(left, 3),
      axis(right, 1),
    ],
  };
}

export function TwoScaleChart(props: TwoScaleChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const { days, left, right, caption } = props;

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const data = [days.map(seconds), [...left.values], [...right.values]] as uPlot.AlignedData;
    const plot = new uPlot(options(props, Math.max(element.clientWidth, 200)), data, element);
    // As wide as its box, at 375 px as at 1280 px.
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(element.clientWidth, 200), height: props.height }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- drawn again when its figures change.
  }, [days, left.values, right.values]);

  return (
    <figure className="min-w-0">
      <div ref={box} aria-hidden="true" className="w-full overflow-hidden" />
      <figcaption className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-800">
        <span className="flex items-center gap-1">
          <span aria-hidden="true" className={`inline-block h-0.5 w-5 ${left.legendClass}`} />
          {left.legend} (left scale)
        </span>
        <span className="flex items-center gap-1">
          <span aria-hidden="true" className={`inline-block h-0.5 w-5 border-t-2 border-dashed ${right.legendClass}`} />
          {right.legend} (right scale)
        </span>
        <span className="sr-only">{caption}</span>
      </figcaption>
    </figure>
  );
}
