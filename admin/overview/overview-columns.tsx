import { formatCell, type Column } from "./data-table";
import type { Overview, VitalMetric, VitalRating } from "./overview-api";

// The overview's tables: their columns (what each shows, and what its CSV holds) and the words
// and formats of their figures.

export const PERCENT = new Intl.NumberFormat("en-GB", { style: "percent", maximumFractionDigits: 1 });
export const NUMBER = new Intl.NumberFormat("en-GB");
const DAY = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

/** part of whole, as a percentage ("—" when there is no whole). */
export const rate = (part: number, whole: number): string | null => (whole > 0 ? PERCENT.format(part / whole) : null);

const SHORT_DAY = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});
const date = (day: string) => new Date(`${day}T00:00:00Z`);
export const formatDay = (day: string) => DAY.format(date(day));

const VITAL_UNITS: Record<VitalMetric, string> = { LCP: "ms", INP: "ms", CLS: "", FCP: "ms", TTFB: "ms" };
const VITAL_NAMES: Record<VitalMetric, string> = {
  LCP: "Largest contentful paint",
  INP: "Interaction to next paint",
  CLS: "Cumulative layout shift",
  FCP: "First contentful paint",
  TTFB: "Time to first byte",
};
export const formatVital = (metric: VitalMetric, value: number) =>
  VITAL_UNITS[metric] ? `${NUMBER.format(Math.round(value))} ms` : value.toFixed(2);

const RATINGS: Record<VitalRating, { label: string; className: string }> = {
  good: { label: "Good", className: "bg-emerald-100 text-emerald-900" },
  "needs-improvement": { label: "Needs improvement", className: "bg-amber-100 text-amber-900" },
  poor: { label: "Poor", className: "bg-red-100 text-red-900" },
};

type Day = Overview["days"][number];
type PageRow = Overview["pages"][number];
type Referrer = Overview["sources"]["referrers"][number];
type Campaign = Overview["sources"]["campaigns"][number];
type Vital = Overview["vitals"][number];
type Device = Overview["devices"][number];

export const dayColumns: Column<Day>[] = [
  {
    label: "Day",
    value: (row) => row.day,
    cell: (row) => <span className="whitespace-nowrap">{SHORT_DAY.format(date(row.day))}</span>,
  },
  { label: "Visitors", value: (row) => row.visitors, numeric: true },
  { label: "Page views", value: (row) => row.pageViews, numeric: true },
  { label: "Leads", value: (row) => row.leads, numeric: true },
];

export const pageColumns: Column<PageRow>[] = [
  { label: "Page", value: (row) => row.path },
  { label: "Views", value: (row) => row.views, numeric: true },
  { label: "Visitors", value: (row) => row.visitors, numeric: true },
  { label: "Leads that began here", value: (row) => row.leads, numeric: true },
];

const conversion = <R extends { visitors: number; conversionRate: number }>(): Column<R> => ({
  label: "Conversion",
  value: (row) => (row.visitors > 0 ? PERCENT.format(row.conversionRate) : null),
  numeric: true,
});

export const referrerColumns: Column<Referrer>[] = [
  { label: "Referrer", value: (row) => row.host ?? "Direct (no referrer)" },
  { label: "Visitors", value: (row) => row.visitors, numeric: true },
  { label: "Leads", value: (row) => row.leads, numeric: true },
  conversion(),
];

export const campaignColumns: Column<Campaign>[] = [
  { label: "Campaign", value: (row) => row.campaign },
  { label: "Visitors", value: (row) => row.visitors, numeric: true },
  { label: "Leads", value: (row) => row.leads, numeric: true },
  conversion(),
];

interface Step {
  step: string;
  visitors: number;
  /** Of the first step's visitors. */
  share: string | null;
  /** Width of its bar, 0 to 100. */
  bar: number;
}

export function funnel(steps: [string, number][]): Step[] {
  const first = steps[0]?.[1] ?? 0;
  return steps.map(([step, visitors]) => ({
    step,
    visitors,
    share: rate(visitors, first),
    bar: first > 0 ? Math.round((visitors / first) * 100) : 0,
  }));
}

export const stepColumns: Column<Step>[] = [
  { label: "Step", value: (row) => row.step },
  { label: "Visitors", value: (row) => row.visitors, numeric: true },
  {
    label: "Of the first step",
    value: (row) => row.share,
    numeric: true,
    cell: (row) => (
      <span className="flex items-center justify-end gap-2">
        <span aria-hidden="true" className="hidden h-2 w-24 overflow-hidden rounded bg-slate-200 sm:block">
          <span className="block h-full bg-blue-700" style={{ width: `${row.bar}%` }} />
        </span>
        {formatCell(row.share)}
      </span>
    ),
  },
];

const DEVICE_LABELS: Record<Device["device"], string> = { mobile: "Phone", tablet: "Tablet", desktop: "Computer" };

export const deviceColumns: Column<Device>[] = [
  { label: "Device", value: (row) => DEVICE_LABELS[row.device] },
  { label: "Visitors", value: (row) => row.visitors, numeric: true },
  { label: "Page views", value: (row) => row.pageViews, numeric: true },
];

export const vitalColumns: Column<Vital>[] = [
  { label: "Page", value: (row) => row.path },
  {
    label: "Metric",
    value: (row) => row.metric,
    cell: (row) => <abbr title={VITAL_NAMES[row.metric]}>{row.metric}</abbr>,
  },
  {
    label: "75th percentile",
    value: (row) => formatVital(row.metric, row.p75),
    numeric: true,
  },
  {
    label: "Rating",
    value: (row) => RATINGS[row.rating].label,
    cell: (row) => (
      <span className={`inline-block rounded px-2 py-0.5 text-xs font-semibold ${RATINGS[row.rating].className}`}>
        {RATINGS[row.rating].label}
      </span>
    ),
  },
  { label: "Samples", value: (row) => row.samples, numeric: true },
];
