import { durationWords } from "../../common/business-hours";
import type { ResponseFigures, ResponseTimes } from "../../common/response-times";
import { DataTable, type Column } from "./data-table";
import { ResponseTimesChart } from "./response-times-chart";

// How fast the firm answers, over the overview's range (server/analytics/response-times.ts): the
// median first response in business time and the share answered within the target, for all
// leads, by form and by week; a chart of the weeks and the tables (each a CSV) with its figures.

const PERCENT = new Intl.NumberFormat("en-GB", { style: "percent", maximumFractionDigits: 0 });
const share = (row: ResponseFigures) => (row.decided > 0 ? row.withinTarget / row.decided : null);
const shareText = (row: ResponseFigures) => {
  const value = share(row);
  return value === null ? "—" : `${PERCENT.format(value)} (${row.withinTarget} of ${row.decided})`;
};
const median = (row: ResponseFigures) => (row.medianMinutes === null ? "—" : durationWords(row.medianMinutes));
const WEEK = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

const figureColumns = <Row extends ResponseFigures>(): Column<Row>[] => [
  { label: "Leads", value: (row) => row.received, numeric: true },
  { label: "Answered", value: (row) => row.answered, numeric: true },
  {
    label: "Median first response",
    csvLabel: "Median first response (business minutes)",
    value: (row) => row.medianMinutes,
    cell: median,
    numeric: true,
  },
  {
    label: "Within target",
    csvLabel: "Answered within target (%)",
    value: (row) => (share(row) === null ? null : Math.round(share(row)! * 1000) / 10),
    cell: shareText,
    numeric: true,
  },
];

type FormRow = ResponseTimes["forms"][number];
type WeekRow = ResponseTimes["weeks"][number];

export function ResponseTimesSection({ times, rangeLabel }: { times: ResponseTimes; rangeLabel: string }) {
  const { all } = times;
  const weeks = times.weeks.map((week) => ({
    week: week.week,
    medianHours: week.medianMinutes === null ? null : Math.round((week.medianMinutes / 60) * 10) / 10,
    sharePercent: share(week) === null ? null : Math.round(share(week)! * 100),
  }));
  return (
    <section aria-labelledby="response-times-heading" className="space-y-4">
      <h2 id="response-times-heading" className="text-xl font-bold">
        How fast the firm answers
      </h2>
      <dl className="grid gap-4 sm:grid-cols-3">
        {[
          ["Median first response", median(all)],
          [`Answered within the target (${durationWords(times.targetMinutes)})`, shareText(all)],
          ["Leads answered", `${all.answered} of ${all.received}`],
        ].map(([term, value]) => (
          <div key={term} className="rounded-lg border border-slate-300 bg-white p-4">
            <dt className="text-sm text-slate-700">{term}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {weeks.some((week) => week.medianHours !== null || week.sharePercent !== null) ? (
        <div className="rounded-lg border border-slate-300 bg-white p-4">
          <ResponseTimesChart
            weeks={weeks}
            caption={`Median first response and share answered within the target per week, ${rangeLabel}; the same figures are in the table "By week".`}
          />
        </div>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <DataTable<FormRow>
          title="By form"
          file="response-times-by-form"
          headingLevel={3}
          empty="No leads in this range."
          columns={[{ label: "Form", value: (row) => row.title }, ...figureColumns<FormRow>()]}
          rows={times.forms}
          rowKey={(row) => row.form}
        />
        <DataTable<WeekRow>
          title="By week"
          description="Weeks start on Monday, in the firm's time zone."
          file="response-times-by-week"
          headingLevel={3}
          empty="No leads in this range."
          columns={[
            {
              label: "Week of",
              value: (row) => row.week,
              cell: (row) => WEEK.format(new Date(`${row.week}T00:00:00Z`)),
            },
            ...figureColumns<WeekRow>(),
          ]}
          rows={times.weeks}
          rowKey={(row) => row.week}
        />
      </div>
    </section>
  );
}
