import { Link, useLoaderData, type LoaderFunctionArgs } from "react-router";
import { api, signedIn } from "../api";
import { PageHeading } from "../ui";
import { DataTable, formatCell, type Column } from "./data-table";
import {
  OVERVIEW_RANGES,
  parseRange,
  RANGE_LABELS,
  type Overview,
  type VitalMetric,
  type VitalRating,
} from "./overview-api";
import type { ResponseTimes } from "../../common/response-times";
import { ResponseTimesSection } from "./response-times-section";
import { VisitorsChart } from "./visitors-chart";

// The inbox's first screen: what brings visitors and leads, for today or the last 7, 30 or 90
// days (docs/analytics.md, decision 020). Every table downloads as CSV; the chart has its table beside it.

export const overviewLoader = signedIn(async ({ request }: LoaderFunctionArgs) => {
  const range = parseRange(new URL(request.url).searchParams.get("range"));
  // The paths of common/overview.ts's OVERVIEW_PATH and common/response-times.ts's
  // RESPONSE_TIMES_PATH: importing the first would bring its zod schemas along.
  const [overview, responseTimes] = await Promise.all([
    api<Overview>(`/overview?range=${range}`, { signal: request.signal }),
    api<ResponseTimes>(`/overview/response-times?range=${range}`, { signal: request.signal }),
  ]);
  return { ...overview, responseTimes, range };
});

const PERCENT = new Intl.NumberFormat("en-GB", { style: "percent", maximumFractionDigits: 1 });
const NUMBER = new Intl.NumberFormat("en-GB");
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
const formatDay = (day: string) => DAY.format(date(day));

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

const dayColumns: Column<Day>[] = [
  {
    label: "Day",
    value: (row) => row.day,
    cell: (row) => <span className="whitespace-nowrap">{SHORT_DAY.format(date(row.day))}</span>,
  },
  { label: "Visitors", value: (row) => row.visitors, numeric: true },
  { label: "Page views", value: (row) => row.pageViews, numeric: true },
  { label: "Leads", value: (row) => row.leads, numeric: true },
];

const pageColumns: Column<PageRow>[] = [
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

const referrerColumns: Column<Referrer>[] = [
  { label: "Referrer", value: (row) => row.host ?? "Direct (no referrer)" },
  { label: "Visitors", value: (row) => row.visitors, numeric: true },
  { label: "Leads", value: (row) => row.leads, numeric: true },
  conversion(),
];

const campaignColumns: Column<Campaign>[] = [
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

function funnel(steps: [string, number][]): Step[] {
  const first = steps[0]?.[1] ?? 0;
  return steps.map(([step, visitors]) => ({
    step,
    visitors,
    share: rate(visitors, first),
    bar: first > 0 ? Math.round((visitors / first) * 100) : 0,
  }));
}

const stepColumns: Column<Step>[] = [
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

const deviceColumns: Column<Device>[] = [
  { label: "Device", value: (row) => DEVICE_LABELS[row.device] },
  { label: "Visitors", value: (row) => row.visitors, numeric: true },
  { label: "Page views", value: (row) => row.pageViews, numeric: true },
];

const vitalColumns: Column<Vital>[] = [
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

function Total({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="rounded-lg border border-slate-300 bg-white p-4">
      <dt className="text-sm font-semibold text-slate-700">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums">{value}</dd>
      {detail ? <dd className="text-xs text-slate-700">{detail}</dd> : null}
    </div>
  );
}

const TIME = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: "UTC" });

/**
 * The days on which counting hit one of its daily limits (docs/analytics.md, "Limits"): the
 * figures of those days are lower than what visitors did.
 */
function CountingLimits({ counting, today }: { counting: Overview["counting"]; today: string }) {
  if (counting.length === 0) return null;
  const dayName = (day: string) => (day === today ? "today" : `on ${formatDay(day)}`);
  return (
    <section
      role="status"
      aria-label="Counting limits"
      className="rounded-lg border border-amber-400 bg-amber-50 p-4 text-sm text-slate-900"
    >
      <ul className="space-y-1">
        {counting.map((entry) => (
          <li key={entry.day}>
            {entry.cappedAt ? (
              <>
                Counting was capped {dayName(entry.day)} at {TIME.format(new Date(entry.cappedAt))} UTC: the day held as
                many events as it may, and {NUMBER.format(entry.dropped)} more were not counted.{" "}
              </>
            ) : null}
            {entry.limited > 0 ? (
              <>
                {NUMBER.format(entry.limited)} events {dayName(entry.day)} were over one visitor&apos;s or
                network&apos;s daily limit and were not counted.
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function OverviewPage() {
  const overview = useLoaderData<typeof overviewLoader>();
  const { totals } = overview;
  const period =
    overview.from === overview.to
      ? formatDay(overview.from)
      : `${formatDay(overview.from)} to ${formatDay(overview.to)}`;
  const file = (name: string) => `${name}-${overview.from}-${overview.to}`;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <PageHeading>Overview</PageHeading>
          <p className="mt-1 text-sm text-slate-700">
            {period} (UTC days). No cookies: a visitor is counted once a day.
          </p>
        </div>
        <nav aria-label="Range">
          <ul className="flex flex-wrap gap-1 rounded-md border border-slate-300 bg-white p-1">
            {OVERVIEW_RANGES.map((range) => (
              <li key={range}>
                <Link
                  to={`?range=${range}`}
                  aria-current={range === overview.range ? "page" : undefined}
                  className={`inline-flex min-h-11 items-center rounded px-3 text-sm font-semibold ${
                    range === overview.range ? "bg-blue-700 text-white" : "text-slate-900 hover:bg-slate-100"
                  }`}
                >
                  {RANGE_LABELS[range]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      <CountingLimits counting={overview.counting} today={overview.to} />

      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Totals">
        <Total label="Visitors" value={NUMBER.format(totals.visitors)} />
        <Total label="Page views" value={NUMBER.format(totals.pageViews)} />
        <Total label="Leads" value={NUMBER.format(totals.leads)} />
        <Total
          label="Conversion"
          value={totals.visitors > 0 ? PERCENT.format(totals.conversionRate) : "—"}
          detail="Leads per visitor"
        />
      </dl>

      <ResponseTimesSection times={overview.responseTimes} rangeLabel={RANGE_LABELS[overview.range]} />

      <section aria-labelledby="per-day-heading" className="rounded-lg border border-slate-300 bg-white p-4">
        <h2 id="per-day-heading" className="text-lg font-bold">
          Visitors and leads per day
        </h2>
        <div className="mt-3">
          <VisitorsChart
            days={overview.days}
            caption={`A chart of ${overview.days.length} days: ${NUMBER.format(totals.visitors)} visitors and ${NUMBER.format(totals.leads)} leads in all. The table below has the same numbers.`}
          />
        </div>
        <details className="mt-3">
          <summary className="cursor-pointer text-sm font-semibold text-blue-800 underline">
            The same numbers as a table
          </summary>
          <div className="mt-3">
            <DataTable
              title="Per day"
              headingLevel={3}
              file={file("per-day")}
              columns={dayColumns}
              rows={overview.days}
              rowKey={(row) => row.day}
            />
          </div>
        </details>
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <DataTable
          title="Top pages"
          file={file("top-pages")}
          columns={pageColumns}
          rows={overview.pages}
          rowKey={(row) => row.path}
        />
        <DataTable
          title="Referrers"
          file={file("referrers")}
          columns={referrerColumns}
          rows={overview.sources.referrers}
          rowKey={(row) => row.host ?? ""}
        />
        <DataTable
          title="Campaigns (UTM)"
          file={file("campaigns")}
          columns={campaignColumns}
          rows={overview.sources.campaigns}
          rowKey={(row) => row.campaign}
          empty="No visit came with a utm_campaign in this range."
        />
        <DataTable
          title="Assessment funnel"
          description="Visitors who reached each step of the three-step assessment, and who sent it."
          file={file("assessment-funnel")}
          columns={stepColumns}
          rows={funnel([
            ["Step 1", overview.funnel.assessment.step1],
            ["Step 2", overview.funnel.assessment.step2],
            ["Step 3", overview.funnel.assessment.step3],
            ["Sent", overview.funnel.assessment.sent],
          ])}
          rowKey={(row) => row.step}
        />
        <DataTable
          title="Service request dialog"
          description="Visitors who opened the dialog, and who sent a request from it."
          file={file("service-request-dialog")}
          columns={stepColumns}
          rows={funnel([
            ["Opened", overview.funnel.dialog.opened],
            ["Sent", overview.funnel.dialog.sent],
          ])}
          rowKey={(row) => row.step}
        />
        <DataTable
          title="Web Vitals (75th percentile)"
          description="Real visitors' speed per page, rated by Google's thresholds."
          file={file("web-vitals")}
          columns={vitalColumns}
          rows={overview.vitals}
          rowKey={(row) => `${row.path}\u0000${row.metric}`}
          empty="No speed measurement in this range."
        />
        <DataTable
          title="Devices"
          file={file("devices")}
          columns={deviceColumns}
          rows={overview.devices}
          rowKey={(row) => row.device}
        />
      </div>
    </div>
  );
}
