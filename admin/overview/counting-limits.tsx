import type { Overview } from "./overview-api";
import { formatDay, NUMBER } from "./overview-columns";

const TIME = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: "UTC" });

/**
 * The days on which counting hit one of its daily limits (docs/analytics.md, "Limits"): the
 * figures of those days are lower than what visitors did.
 */
export function CountingLimits({ counting, today }: { counting: Overview["counting"]; today: string }) {
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
