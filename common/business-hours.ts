import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { z } from "zod";

// The firm's business hours (content/settings.yaml, `businessHours`) and the arithmetic of the
// response clock: a lead's due time is its arrival plus the response target counted in business
// time, in the firm's time zone. Pure: the zone's rules (DST) come from @date-fns/tz (the
// platform's time-zone data), never from offsets written here. A day is walked as a calendar date
// (a UTC date holding year, month, day), and each working day's window is opened and closed
// with TZDate in the firm's zone, so a window on a day of a DST change is as long as the clocks
// on the wall say.

export const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** True when the platform knows the IANA zone (an alias such as "UTC" included). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export const businessHoursSchema = z
  .object({
    /** IANA name, e.g. Europe/London. */
    timeZone: z
      .string()
      .trim()
      .refine(isTimeZone, "a time zone that exists, by its IANA name (e.g. Europe/London, America/New_York)"),
    workingDays: z
      .array(z.enum(WEEKDAYS))
      .min(1, "at least one working day")
      .refine((days) => new Set(days).size === days.length, "each working day once"),
    opens: z.string().regex(TIME, "a time of day as HH:MM, 24-hour (e.g. 09:00)"),
    closes: z.string().regex(TIME, "a time of day as HH:MM, 24-hour (e.g. 17:00)"),
    closedDates: z
      .array(
        z.object({
          date: z
            .string()
            .regex(DATE, "a date as YYYY-MM-DD (e.g. 2026-12-25)")
            .describe("YYYY-MM-DD, e.g. 2026-12-25."),
          label: z.string().trim().optional().describe("Optional, e.g. Christmas Day."),
        }),
      )
      .default([]),
    /** In business hours; left out, one working day (from opening to closing time). */
    responseTargetHours: z.number().int().positive().max(1000).optional(),
  })
  .superRefine((hours, context) => {
    if (TIME.test(hours.opens) && TIME.test(hours.closes) && minutesOf(hours.closes) <= minutesOf(hours.opens))
      context.addIssue({
        code: "custom",
        path: ["closes"],
        message: `the closing time comes after the opening time (${hours.opens}): a working day needs working time`,
      });
  });

export type BusinessHours = z.output<typeof businessHoursSchema>;

/** What a firm gets before it sets its own hours (and what tests start from). */
export const DEFAULT_BUSINESS_HOURS: BusinessHours = {
  timeZone: "Europe/London",
  workingDays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
  opens: "09:00",
  closes: "17:00",
  closedDates: [],
};

const MINUTE = 60_000;
/** A walk finds working time within ten years, or the hours have none (the schema refuses that). */
const MAX_DAYS = 3_660;

/** The response target in minutes of business time (one working day when unset). */
export function responseTargetMinutes(hours: BusinessHours): number {
  return hours.responseTargetHours !== undefined
    ? hours.responseTargetHours * 60
    : minutesOf(hours.closes) - minutesOf(hours.opens);
}

/** The response target as the acknowledgement words it: "one business day", "4 business hours". */
export function responseTargetWords(hours: BusinessHours): string {
  const minutes = responseTargetMinutes(hours);
  const day = minutesOf(hours.closes) - minutesOf(hours.opens);
  if (minutes % day === 0) {
    const days = minutes / day;
    return days === 1 ? "one business day" : `${days} business days`;
  }
  const wholeHours = minutes / 60;
  return wholeHours === 1 ? "one business hour" : `${wholeHours} business hours`;
}

/** A calendar day (its UTC midnight holds year, month and day; nothing else). */
const calendarDayOf = (instant: Date, timeZone: string) => {
  const local = new TZDate(instant.getTime(), timeZone);
  return new Date(Date.UTC(local.getFullYear(), local.getMonth(), local.getDate()));
};
const nextDay = (day: Date) => new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + 1));

/** The day's working window in the firm's zone, or undefined on a day off. */
function windowOf(day: Date, hours: BusinessHours): { open: number; close: number } | undefined {
  if (!hours.workingDays.includes(WEEKDAYS[day.getUTCDay()]!)) return undefined;
  const iso = day.toISOString().slice(0, 10);
  if (hours.closedDates.some((closed) => closed.date === iso)) return undefined;
  const at = (time: string) =>
    new TZDate(
      day.getUTCFullYear(),
      day.getUTCMonth(),
      day.getUTCDate(),
      Number(time.slice(0, 2)),
      Number(time.slice(3, 5)),
      hours.timeZone,
    ).getTime();
  return { open: at(hours.opens), close: at(hours.closes) };
}

/** The instant `minutes` of business time after `start` (a start outside hours counts from the next opening). */
export function addBusinessTime(start: Date, minutes: number, hours: BusinessHours): Date {
  let remaining = minutes * MINUTE;
  let day = calendarDayOf(start, hours.timeZone);
  for (let walked = 0; walked < MAX_DAYS; walked += 1, day = nextDay(day)) {
    const window = windowOf(day, hours);
    if (!window) continue;
    const from = Math.max(start.getTime(), window.open);
    if (from >= window.close) continue;
    if (remaining <= window.close - from) return new Date(from + remaining);
    remaining -= window.close - from;
  }
  throw new RangeError("These business hours have no working time: give them a working day.");
}

/** Minutes of business time between two instants (0 when `to` is not after `from`). */
export function businessTimeBetween(from: Date, to: Date, hours: BusinessHours): number {
  let total = 0;
  let day = calendarDayOf(from, hours.timeZone);
  const end = calendarDayOf(to, hours.timeZone).getTime();
  for (; day.getTime() <= end; day = nextDay(day)) {
    const window = windowOf(day, hours);
    if (!window) continue;
    const overlap = Math.min(to.getTime(), window.close) - Math.max(from.getTime(), window.open);
    if (overlap > 0) total += overlap;
  }
  return Math.round(total / MINUTE);
}

/** The due time of a lead received at `receivedAt`: the response target later, in business time. */
export function dueTimeOf(receivedAt: Date, hours: BusinessHours): Date {
  return addBusinessTime(receivedAt, responseTargetMinutes(hours), hours);
}

/** A duration as the inbox words it: "3 h", "1 h 20 min", "45 min", "2 d 3 h". */
export function durationWords(minutes: number): string {
  const total = Math.max(0, Math.round(minutes));
  if (total < 1) return "less than a minute";
  const days = Math.floor(total / 1440);
  const h = Math.floor((total % 1440) / 60);
  const min = total % 60;
  if (days > 0) return h > 0 ? `${days} d ${h} h` : `${days} d`;
  if (h > 0) return min > 0 ? `${h} h ${min} min` : `${h} h`;
  return `${min} min`;
}

export type ClockState = "due" | "overdue" | "answered";

export interface ClockWordsInput {
  receivedAt: Date;
  dueAt: Date;
  firstResponseAt: Date | null;
  now: Date;
  hours: BusinessHours;
}

/**
 * A lead's clock in words: "answered in 2 h 10 min" (business time from arrival to the first
 * response), "overdue by 1 h 20 min" (time since it fell due), "due in 3 h" (due today, in the
 * firm's zone), or "due Monday 17:00" (a later day of the coming week; further away, "due 3 Dec 17:00").
 */
export function clockWords({ receivedAt, dueAt, firstResponseAt, now, hours }: ClockWordsInput): {
  state: ClockState;
  words: string;
} {
  if (firstResponseAt)
    return {
      state: "answered",
      words: `answered in ${durationWords(businessTimeBetween(receivedAt, firstResponseAt, hours))}`,
    };
  const left = dueAt.getTime() - now.getTime();
  if (left < 0) return { state: "overdue", words: `overdue by ${durationWords(-left / MINUTE)}` };
  const zone = hours.timeZone;
  const sameDay = calendarDayOf(dueAt, zone).getTime() === calendarDayOf(now, zone).getTime();
  if (sameDay) return { state: "due", words: `due in ${durationWords(left / MINUTE)}` };
  const local = new TZDate(dueAt.getTime(), zone);
  const withinWeek = left < 6 * 24 * 60 * MINUTE;
  return { state: "due", words: `due ${format(local, withinWeek ? "EEEE HH:mm" : "d MMM HH:mm")}` };
}
