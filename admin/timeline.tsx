import type { TimelineEntry } from "../common/admin-api";
import { formatTime } from "./api";

// A lead's timeline, oldest first: what happened, who did it, when; a note's or a reply's text;
// a reply's or a notification's delivery state, in words.

const DELIVERY_WORDS: Record<NonNullable<TimelineEntry["delivery"]>, string> = {
  queued: "queued",
  sent: "sent",
  failed: "failed",
};

export function Timeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <section aria-labelledby="timeline-heading" className="rounded-lg border border-slate-300 bg-white p-4">
      <h2 id="timeline-heading" className="text-lg font-bold">
        Timeline
      </h2>
      <ol className="mt-3 space-y-3 border-l-2 border-slate-300 pl-4" aria-label="What happened, oldest first">
        {entries.map((entry, index) => (
          <li key={`${entry.at}-${index}`} data-kind={entry.kind}>
            <p className="text-sm">
              <span className="font-semibold">{entry.text}</span>
              {entry.actor ? <span> by {entry.actor}</span> : null}
              {entry.delivery ? <span>, {DELIVERY_WORDS[entry.delivery]}</span> : null}
            </p>
            <p className="text-xs text-slate-700">
              <time dateTime={entry.at}>{formatTime(entry.at)}</time>
            </p>
            {entry.body ? (
              <p className="mt-1 rounded-md bg-slate-100 p-3 text-sm break-words whitespace-pre-wrap">{entry.body}</p>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
