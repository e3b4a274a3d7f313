import { describe, expect, it } from "vitest";
import {
  addBusinessTime,
  businessHoursSchema,
  businessTimeBetween,
  clockWords,
  DEFAULT_BUSINESS_HOURS,
  dueTimeOf,
  durationWords,
  responseTargetWords,
  type BusinessHours,
} from "./business-hours";

const london: BusinessHours = { ...DEFAULT_BUSINESS_HOURS, timeZone: "Europe/London" };
const newYork: BusinessHours = { ...DEFAULT_BUSINESS_HOURS, timeZone: "America/New_York" };
const at = (iso: string) => new Date(iso);

describe("due times", () => {
  it("a lead received Friday 17:55 (hours 9–17, Monday to Friday) is due Monday 17:00", () => {
    // 2026-11-27 is a Friday; London is on GMT (UTC+0) in November.
    expect(dueTimeOf(at("2026-11-27T17:55:00Z"), london).toISOString()).toBe("2026-11-30T17:00:00.000Z");
  });

  it("a lead received on a weekend counts from Monday's opening", () => {
    expect(dueTimeOf(at("2026-11-28T11:00:00Z"), london).toISOString()).toBe("2026-11-30T17:00:00.000Z");
  });

  it("a lead received mid-morning is due the next working day at the same time", () => {
    expect(dueTimeOf(at("2026-11-25T10:30:00Z"), london).toISOString()).toBe("2026-11-26T10:30:00.000Z");
  });

  it("a closed date is skipped, and a lead received on one counts from the next working day", () => {
    const hours = { ...london, closedDates: [{ date: "2026-12-25", label: "Christmas" }, { date: "2026-12-28" }] };
    // Thursday 24 December 15:00: 2 h that day, the rest on Tuesday 29th (25th and 28th closed).
    expect(dueTimeOf(at("2026-12-24T15:00:00Z"), hours).toISOString()).toBe("2026-12-29T15:00:00.000Z");
    // Received on Christmas Day itself: the whole day on Tuesday 29th.
    expect(dueTimeOf(at("2026-12-25T10:00:00Z"), hours).toISOString()).toBe("2026-12-29T17:00:00.000Z");
  });

  it("a target in hours is counted in business hours", () => {
    const hours = { ...london, responseTargetHours: 4 };
    // Wednesday 15:00: 2 h that day, 2 h the next morning.
    expect(dueTimeOf(at("2026-11-25T15:00:00Z"), hours).toISOString()).toBe("2026-11-26T11:00:00.000Z");
  });
});

describe("daylight saving time", () => {
  it("Europe/London, clocks forward (Sunday 29 March 2026): Friday 12:00 GMT is due Monday 12:00 BST", () => {
    expect(dueTimeOf(at("2026-03-27T12:00:00Z"), london).toISOString()).toBe("2026-03-30T11:00:00.000Z");
  });

  it("Europe/London, clocks back (Sunday 25 October 2026): Friday 12:00 BST is due Monday 12:00 GMT", () => {
    expect(dueTimeOf(at("2026-10-23T11:00:00Z"), london).toISOString()).toBe("2026-10-26T12:00:00.000Z");
  });

  it("America/New_York, clocks forward (Sunday 8 March 2026): Friday 12:00 EST is due Monday 12:00 EDT", () => {
    expect(dueTimeOf(at("2026-03-06T17:00:00Z"), newYork).toISOString()).toBe("2026-03-09T16:00:00.000Z");
  });

  it("America/New_York, clocks back (Sunday 1 November 2026): Friday 12:00 EDT is due Monday 12:00 EST", () => {
    expect(dueTimeOf(at("2026-10-30T16:00:00Z"), newYork).toISOString()).toBe("2026-11-02T17:00:00.000Z");
  });

  it("a firm open on Sundays gets the hours its clocks show on the days they change (00:30–03:30 is 2 h, then 4 h)", () => {
    const sundays: BusinessHours = { ...london, workingDays: ["Sunday"], opens: "00:30", closes: "03:30" };
    // 29 March 2026, London: 01:00 GMT becomes 02:00 BST; 00:30 GMT to 03:30 BST is 2 h of real time.
    expect(businessTimeBetween(at("2026-03-29T00:00:00Z"), at("2026-03-29T06:00:00Z"), sundays)).toBe(120);
    // 25 October 2026: 02:00 BST becomes 01:00 GMT; 00:30 BST to 03:30 GMT is 4 h.
    expect(businessTimeBetween(at("2026-10-24T23:00:00Z"), at("2026-10-25T06:00:00Z"), sundays)).toBe(240);
  });
});

describe("business time between two instants", () => {
  it("counts only working hours, in the firm's zone", () => {
    // Friday 16:00 to Monday 10:00 in New York: 1 h Friday, 1 h Monday.
    expect(businessTimeBetween(at("2026-11-27T21:00:00Z"), at("2026-11-30T15:00:00Z"), newYork)).toBe(120);
  });

  it("is zero backwards and over a weekend", () => {
    expect(businessTimeBetween(at("2026-11-30T10:00:00Z"), at("2026-11-27T10:00:00Z"), london)).toBe(0);
    expect(businessTimeBetween(at("2026-11-28T10:00:00Z"), at("2026-11-29T20:00:00Z"), london)).toBe(0);
  });

  it("undoes addBusinessTime", () => {
    const start = at("2026-11-26T13:17:00Z");
    const end = addBusinessTime(start, 1_234, london);
    expect(businessTimeBetween(start, end, london)).toBe(1_234);
  });
});

describe("the clock in words", () => {
  const receivedAt = at("2026-11-27T17:55:00Z");
  const dueAt = dueTimeOf(receivedAt, london);

  it("says the weekday and time in the firm's zone when due on a later day", () => {
    expect(
      clockWords({ receivedAt, dueAt, firstResponseAt: null, now: at("2026-11-27T18:00:00Z"), hours: london }),
    ).toEqual({ state: "due", words: "due Monday 17:00" });
    // The same instant seen by a New York firm: noon there.
    const ny = dueTimeOf(at("2026-11-27T22:55:00Z"), newYork);
    expect(
      clockWords({ receivedAt, dueAt: ny, firstResponseAt: null, now: at("2026-11-27T23:00:00Z"), hours: newYork })
        .words,
    ).toBe("due Monday 17:00");
  });

  it("counts down on the day it is due, and up once it is overdue", () => {
    expect(
      clockWords({ receivedAt, dueAt, firstResponseAt: null, now: at("2026-11-30T14:00:00Z"), hours: london }),
    ).toEqual({ state: "due", words: "due in 3 h" });
    expect(
      clockWords({ receivedAt, dueAt, firstResponseAt: null, now: at("2026-11-30T18:20:00Z"), hours: london }),
    ).toEqual({ state: "overdue", words: "overdue by 1 h 20 min" });
  });

  it("says how long the answer took, in business time", () => {
    expect(
      clockWords({
        receivedAt,
        dueAt,
        firstResponseAt: at("2026-11-30T11:10:00Z"),
        now: at("2026-12-01T09:00:00Z"),
        hours: london,
      }),
    ).toEqual({ state: "answered", words: "answered in 2 h 10 min" });
  });

  it("words durations", () => {
    expect(durationWords(45)).toBe("45 min");
    expect(durationWords(180)).toBe("3 h");
    expect(durationWords(60 * 51)).toBe("2 d 3 h");
    expect(durationWords(0.2)).toBe("less than a minute");
  });

  it("words the target for the acknowledgement", () => {
    expect(responseTargetWords(london)).toBe("one business day");
    expect(responseTargetWords({ ...london, responseTargetHours: 16 })).toBe("2 business days");
    expect(responseTargetWords({ ...london, responseTargetHours: 4 })).toBe("4 business hours");
  });
});

describe("bad business hours are refused with the field and what to fix", () => {
  const problems = (input: unknown) => {
    const result = businessHoursSchema.safeParse(input);
    expect(result.success).toBe(false);
    return result.error!.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  };

  it("no working day", () => {
    expect(problems({ ...DEFAULT_BUSINESS_HOURS, workingDays: [] })).toEqual(["workingDays: at least one working day"]);
  });

  it("closing before (or at) opening", () => {
    expect(problems({ ...DEFAULT_BUSINESS_HOURS, opens: "17:00", closes: "09:00" })).toEqual([
      "closes: the closing time comes after the opening time (17:00): a working day needs working time",
    ]);
    expect(problems({ ...DEFAULT_BUSINESS_HOURS, opens: "09:00", closes: "09:00" })).toHaveLength(1);
  });

  it("a time zone that does not exist", () => {
    expect(problems({ ...DEFAULT_BUSINESS_HOURS, timeZone: "Europe/Atlantis" })).toEqual([
      "timeZone: a time zone that exists, by its IANA name (e.g. Europe/London, America/New_York)",
    ]);
  });

  it("a time or a date written another way", () => {
    expect(problems({ ...DEFAULT_BUSINESS_HOURS, opens: "9am" })[0]).toMatch(/^opens: a time of day as HH:MM/);
    expect(problems({ ...DEFAULT_BUSINESS_HOURS, closedDates: [{ date: "25/12/2026" }] })[0]).toMatch(
      /^closedDates\.0\.date: a date as YYYY-MM-DD/,
    );
  });
});
