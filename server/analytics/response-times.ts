import { startOfWeek } from "date-fns";
import { TZDate } from "@date-fns/tz";
import { businessTimeBetween, responseTargetMinutes, type BusinessHours } from "../../common/business-hours";
import { FORMS, LEAD_FORM_KEYS } from "../../common/forms/registry";
import { RANGE_DAYS, type OverviewRange } from "../../common/overview";
import type { ResponseFigures, ResponseTimes } from "../../common/response-times";
import type { Db } from "../db/index";
import { toIso } from "../db/time";
import { dayBefore, utcDay } from "./visitor";

// How fast the firm answers, over the overview's range (leads received from its first UTC day):
// the median first response in business time and the share answered within the target, for all
// leads, by form and by week. A lead still within its target and unanswered is not yet decided:
// it counts as received, not in the share. Spam has no clock. The rows of a range are few (a
// firm's leads, not its visits): they are read and measured here, with the firm's business hours.

interface Lead {
  receivedAt: Date;
  dueAt: Date | null;
  answeredAt: Date | null;
}

function figures(leads: readonly Lead[], hours: BusinessHours, now: number): ResponseFigures {
  const minutes = leads
    .filter((lead) => lead.answeredAt)
    .map((lead) => businessTimeBetween(lead.receivedAt, lead.answeredAt!, hours))
    .sort((a, b) => a - b);
  const mid = Math.floor(minutes.length / 2);
  const median =
    minutes.length === 0
      ? null
      : minutes.length % 2
        ? minutes[mid]!
        : Math.round((minutes[mid - 1]! + minutes[mid]!) / 2);
  const decided = leads.filter((lead) => lead.answeredAt || (lead.dueAt && lead.dueAt.getTime() <= now));
  return {
    received: leads.length,
    answered: minutes.length,
    medianMinutes: median,
    decided: decided.length,
    withinTarget: decided.filter((lead) => lead.answeredAt && lead.dueAt && lead.answeredAt <= lead.dueAt).length,
  };
}

const weekOf = (at: Date, timeZone: string) => {
  const monday = startOfWeek(new TZDate(at.getTime(), timeZone), { weekStartsOn: 1 });
  return `${monday.getFullYear()}-${String(monday.getMonth() + 1).padStart(2, "0")}-${String(monday.getDate()).padStart(2, "0")}`;
};

export async function buildResponseTimes(
  db: Db,
  range: OverviewRange,
  hours: BusinessHours,
  now = Date.now(),
): Promise<ResponseTimes> {
  const from = dayBefore(utcDay(now), RANGE_DAYS[range] - 1);
  const byForm = await Promise.all(
    LEAD_FORM_KEYS.map(async (form) => {
      const rows = await db
        .selectFrom(FORMS[form].table)
        .select(["created_at", "due_at", "first_response_at"])
        .where("spam", "=", 0)
        .where("created_at", ">=", from)
        .execute();
      const leads: Lead[] = rows.map((row) => ({
        receivedAt: new Date(toIso(row.created_at)),
        dueAt: row.due_at ? new Date(toIso(row.due_at)) : null,
        answeredAt: row.first_response_at ? new Date(toIso(row.first_response_at)) : null,
      }));
      return { form, leads };
    }),
  );
  const all = byForm.flatMap(({ leads }) => leads);
  const weeks = new Map<string, Lead[]>();
  for (const lead of all) {
    const week = weekOf(lead.receivedAt, hours.timeZone);
    weeks.set(week, [...(weeks.get(week) ?? []), lead]);
  }
  return {
    targetMinutes: responseTargetMinutes(hours),
    all: figures(all, hours, now),
    forms: byForm.map(({ form, leads }) => ({ form, title: FORMS[form].title, ...figures(leads, hours, now) })),
    weeks: [...weeks.keys()].sort().map((week) => ({ week, ...figures(weeks.get(week)!, hours, now) })),
  };
}
