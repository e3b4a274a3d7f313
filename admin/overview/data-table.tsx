import { useId, type ReactNode } from "react";
import { csvLines, type CsvCell } from "../../common/csv";
import { secondaryButtonClass } from "../ui";

// A table of the overview with its heading and its CSV download (the same rows, formula-safe).
// Wide tables scroll sideways inside their own focusable region, never the page (375 px).

export interface Column<Row> {
  /** The column's heading, on screen and in the CSV. */
  label: string;
  /** The CSV's heading where it differs: the unit of a value the screen spells out in words. */
  csvLabel?: string;
  /** Its value in the CSV. */
  value: (row: Row) => CsvCell;
  /** Its cell on screen (the value, formatted, when absent). */
  cell?: (row: Row) => ReactNode;
  numeric?: boolean;
}

const NUMBER = new Intl.NumberFormat("en-GB");

export function formatCell(value: CsvCell): string {
  if (value === null) return "—";
  return typeof value === "number" ? NUMBER.format(value) : String(value);
}

export function csvHref<Row>(columns: readonly Column<Row>[], rows: readonly Row[]): string {
  const text = csvLines(
    columns.map((column) => column.csvLabel ?? column.label),
    rows.map((row) => columns.map((column) => column.value(row))),
  );
  return `data:text/csv;charset=utf-8,${encodeURIComponent(text)}`;
}

export function DataTable<Row>({
  title,
  description,
  file,
  columns,
  rows,
  rowKey,
  empty = "Nothing counted in this range.",
  headingLevel = 2,
}: {
  title: string;
  description?: ReactNode;
  /** The CSV's file name, without the extension. */
  file: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  empty?: string;
  headingLevel?: 2 | 3;
}) {
  const id = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section className="min-w-0 rounded-lg border border-slate-300 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading id={id} className={headingLevel === 2 ? "text-lg font-bold" : "text-base font-bold"}>
          {title}
        </Heading>
        {rows.length > 0 ? (
          <a
            className={secondaryButtonClass}
            href={csvHref(columns, rows)}
            download={`${file}.csv`}
            aria-label={`Download CSV: ${title}`}
          >
            Download CSV
          </a>
        ) : null}
      </div>
      {description ? <p className="mt-1 text-sm text-slate-700">{description}</p> : null}
      {rows.length === 0 ? (
        <p className="mt-3 text-sm">{empty}</p>
      ) : (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region is reachable by keyboard
        <div className="mt-3 overflow-x-auto" tabIndex={0} role="region" aria-labelledby={id}>
          <table className="w-full border-collapse text-sm">
            <thead>
              <tr className="border-b border-slate-300 text-left">
                {columns.map((column) => (
                  <th
                    key={column.label}
                    scope="col"
                    className={`px-2 py-2 font-semibold whitespace-nowrap ${column.numeric ? "text-right" : ""}`}
                  >
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={rowKey(row)} className="border-b border-slate-200 last:border-0">
                  {columns.map((column, index) => {
                    const content = column.cell ? column.cell(row) : formatCell(column.value(row));
                    const className = `px-2 py-2 ${column.numeric ? "text-right tabular-nums whitespace-nowrap" : "break-words"}`;
                    return index === 0 ? (
                      <th key={column.label} scope="row" className={`${className} font-normal text-left`}>
                        {content}
                      </th>
                    ) : (
                      <td key={column.label} className={className}>
                        {content}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
