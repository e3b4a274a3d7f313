import type { LeadClock } from "../common/admin-api";

// A lead's response clock, in the words the server measured ("due Monday 17:00", "overdue by
// 1 h 20 min", "answered in 2 h 10 min"): the words carry the meaning, the colour only repeats it.

const TONES: Record<LeadClock["state"], string> = {
  due: "border-slate-400 bg-white text-slate-900",
  overdue: "border-amber-700 bg-amber-50 text-amber-950",
  answered: "border-emerald-700 bg-emerald-50 text-emerald-950",
};

export function ClockText({ clock }: { clock: LeadClock | null }) {
  if (!clock) return null;
  return (
    <span className={`rounded border px-2 py-0.5 text-xs font-semibold ${TONES[clock.state]}`}>
      {clock.state === "overdue" ? <span aria-hidden="true">! </span> : null}
      {clock.words}
    </span>
  );
}
