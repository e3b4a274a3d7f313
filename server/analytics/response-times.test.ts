import { expect } from "vitest";
import { DEFAULT_BUSINESS_HOURS, dueTimeOf } from "../../common/business-hours";
import { buildResponseTimes } from "./response-times";
import { describeOnEachDatabase } from "../test-support/fixtures";

// How fast the firm answers, from leads stored by the real form route and answered at set
// times (Europe/London in November: UTC). Business hours 09:00–17:00, Monday to Friday; the
// target one working day (480 business minutes).

describeOnEachDatabase("response times", (test) => {
  test("median first response in business minutes, the share within target, by form and by week", async ({
    apiApp,
  }) => {
    const ctx = await apiApp({ RATE_LIMIT_PER_MINUTE: "1000", RATE_LIMIT_PER_DAY: "1000" });
    const { db } = ctx.database;
    for (const name of ["A", "B", "C", "D"]) {
      const response = await ctx.app.inject({
        method: "POST",
        url: "/api/contact",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({ name, email: `${name.toLowerCase()}@example.com`, subject: "Hi", message: "Hello" }),
      });
      expect(response.statusCode).toBe(201);
    }
    const leads = await db.selectFrom("contact_messages").select(["id", "name"]).execute();
    const idOf = (name: string) => leads.find((lead) => lead.name === name)!.id;
    async function place(name: string, receivedAt: string, answeredAt: string | null, spam = 0) {
      const received = new Date(receivedAt);
      await db
        .updateTable("contact_messages")
        .set({
          created_at: received.toISOString(),
          due_at: dueTimeOf(received, DEFAULT_BUSINESS_HOURS).toISOString(),
          first_response_at: answeredAt,
          spam,
        })
        .where("id", "=", idOf(name))
        .execute();
    }
    // Monday 23 Nov 10:00, answered 12:10: 130 min. Monday 11:00, answered Tuesday 11:00: 480 min,
    // at its due time. Tuesday 09:00, still unanswered on Friday: overdue. A spam lead: no clock.
    await place("A", "2026-11-23T10:00:00Z", "2026-11-23T12:10:00Z");
    await place("B", "2026-11-23T11:00:00Z", "2026-11-24T11:00:00Z");
    await place("C", "2026-11-24T09:00:00Z", null);
    await place("D", "2026-11-24T09:00:00Z", "2026-11-24T09:05:00Z", 1);

    const now = Date.parse("2026-11-27T12:00:00Z");
    const times = await buildResponseTimes(db, "7d", DEFAULT_BUSINESS_HOURS, now);
    expect(times.targetMinutes).toBe(480);
    expect(times.all).toEqual({ received: 3, answered: 2, medianMinutes: 305, decided: 3, withinTarget: 2 });
    expect(times.forms.find((form) => form.form === "contact")).toMatchObject({ received: 3, medianMinutes: 305 });
    expect(times.forms.find((form) => form.form === "service-request")).toMatchObject({
      received: 0,
      medianMinutes: null,
    });
    expect(times.weeks).toEqual([
      { week: "2026-11-23", received: 3, answered: 2, medianMinutes: 305, decided: 3, withinTarget: 2 },
    ]);
    // A lead received before the range is not in it; a lead not yet due is received, not decided.
    expect((await buildResponseTimes(db, "today", DEFAULT_BUSINESS_HOURS, now)).all.received).toBe(0);
    const early = await buildResponseTimes(db, "7d", DEFAULT_BUSINESS_HOURS, Date.parse("2026-11-24T10:00:00Z"));
    expect(early.all).toMatchObject({ received: 3, decided: 2, withinTarget: 2 });
  });
});
