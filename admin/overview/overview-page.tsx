import { Link, useLoaderData, type LoaderFunctionArgs } from "react-router";
import { api, signedIn } from "../api";
import { PageHeading } from "../ui";
import { DataTable } from "./data-table";
import { OVERVIEW_RANGES, parseRange, RANGE_LABELS, type Overview } from "./overview-api";
import { CountingLimits } from "./counting-limits";
import {
  campaignColumns,
  dayColumns,
  deviceColumns,
  formatDay,
  funnel,
  NUMBER,
  pageColumns,
  PERCENT,
  referrerColumns,
  stepColumns,
  vitalColumns,
} from "./overview-columns";
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

function Total({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="rounded-lg border border-slate-300 bg-white p-4">
      <dt className="text-sm font-semibold text-slate-700">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums">{value}</dd>
      {detail ? <dd className="text-xs text-slate-700">{detail}</dd> : null}
    </div>
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
