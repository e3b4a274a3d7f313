// Answers are read loosely: the assertions check their shape.
/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment */
import { describe, expect, it } from "vitest";
import { DEFAULT_BUSINESS_HOURS } from "../../common/business-hours";
import { readServiceOffer } from "../../common/content/read-service-offer";
import { staffCookie, type ApiApp } from "../test-support/app";
import { toIso } from "../db/time";
import { backfillDueTimes, recordFirstResponse } from "./response-clock";
import { describeOnEachDatabase } from "../test-support/fixtures";

// The response clock on SQLite and PostgreSQL, with the server's clock pinned (buildApp's
// `clock`): hours 9–17 Monday to Friday in London (GMT in November).

/** Friday 27 November 2026, 17:55 in London. */
const FRIDAY_EVENING = "2026-11-27T17:55:00.000Z";

describeOnEachDatabase("the response clock", (databaseTest) => {
  let ctx: ApiApp | undefined;

  const test = databaseTest.extend<{
    start: (now?: string) => Promise<{ cookie: string; setNow: (iso: string) => void }>;
  }>({
    /** The app, its clock at `now` (moved with setNow), a signed-in staff member. */
    start: async ({ apiApp }, use) => {
      await use(async (now = FRIDAY_EVENING) => {
        let current = new Date(now);
        ctx = await apiApp(
          { RATE_LIMIT_PER_MINUTE: "1000", RATE_LIMIT_PER_DAY: "1000" },
          { clock: () => current },
          { businessHours: { ...DEFAULT_BUSINESS_HOURS, timeZone: "Europe/London" } },
        );
        const cookie = await staffCookie(ctx.database);
        const setNow = (iso: string) => void (current = new Date(iso));
        return { cookie, setNow };
      });
    },
  });

  const submit = async (path: string, payload: Record<string, string>) => {
    const response = await ctx!.app.inject({ method: "POST", url: `/api/${path}`, payload });
    expect(response.statusCode).toBe(201);
  };
  const contact = (name: string, extra: Record<string, string> = {}) =>
    submit("contact", {
      name,
      email: `${name.toLowerCase()}@example.com`,
      subject: "A project",
      message: "Hello",
      ...extra,
    });
  const request = (method: "GET" | "POST" | "PATCH", url: string, cookie: string, payload?: unknown) =>
    ctx!.app.inject({ method, url: `/api/admin${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
  const waiting = async (cookie: string) => {
    const response = await request("GET", "/leads?view=waiting", cookie);
    expect(response.statusCode).toBe(200);
    return response.json().leads as { name: string; id: string; form: string; clock: { words: string } | null }[];
  };
  const overdue = async (cookie: string) => (await request("GET", "/leads/overdue", cookie)).json().overdue as number;

  test("a lead received Friday 17:55 is due Monday 17:00, stored at insert, and says so in the firm's zone", async ({
    start,
  }) => {
    const { cookie } = await start();
    await contact("Ada");
    const row = await ctx!.database.db.selectFrom("contact_messages").selectAll().executeTakeFirstOrThrow();
    expect(toIso(row.due_at)).toBe("2026-11-30T17:00:00.000Z");
    expect(toIso(row.created_at)).toBe(FRIDAY_EVENING);
    const [lead] = await waiting(cookie);
    expect(lead!.clock).toEqual({ dueAt: "2026-11-30T17:00:00.000Z", state: "due", words: "due Monday 17:00" });
    const detail = (await request("GET", `/leads/contact/${lead!.id}`, cookie)).json();
    expect(detail.clock.words).toBe("due Monday 17:00");
    expect(detail.firstResponse).toBeNull();
  });

  test("waiting for an answer: oldest due time first, across forms, answered and spam left out; the overdue count", async ({
    start,
  }) => {
    const { cookie, setNow } = await start("2026-11-23T10:00:00.000Z"); // Monday 10:00
    await contact("First"); // due Tuesday 10:00
    setNow("2026-11-23T09:30:00.000Z");
    await submit("service-requests", {
      name: "Second",
      email: "second@example.com",
      service: readServiceOffer("content").request[0]!,
      message: "We need help with our systems.",
    }); // due Tuesday 09:30: before the first
    setNow("2026-11-24T12:00:00.000Z");
    await contact("Third"); // due Wednesday 12:00
    await contact("Robot", { website: "https://spam.example" }); // the honeypot: spam, no clock
    expect((await waiting(cookie)).map((lead) => lead.name)).toEqual(["Second", "First", "Third"]);
    // Tuesday 12:00: the first two are overdue.
    expect(await overdue(cookie)).toBe(2);
    expect((await waiting(cookie))[0]!.clock!.words).toBe("overdue by 2 h 30 min");

    // Pages by due time follow on.
    const first = (await request("GET", "/leads?view=waiting", cookie)).json();
    expect(first.next).toBeNull();

    // Marked spam: its clock goes; "not spam" brings it back with its due time.
    const second = (await waiting(cookie))[0]!;
    expect((await request("PATCH", `/leads/${second.form}/${second.id}`, cookie, { status: "spam" })).statusCode).toBe(
      200,
    );
    expect((await waiting(cookie)).map((lead) => lead.name)).toEqual(["First", "Third"]);
    expect(await overdue(cookie)).toBe(1);
    const list = (await request("GET", "/leads?spam=all", cookie)).json().leads as { name: string; clock: unknown }[];
    expect(list.find((lead) => lead.name === "Second")!.clock).toBeNull();
    expect(list.find((lead) => lead.name === "Robot")!.clock).toBeNull();
    await request("PATCH", `/leads/${second.form}/${second.id}`, cookie, { status: "in_progress" });
    expect((await waiting(cookie)).map((lead) => lead.name)).toEqual(["Second", "First", "Third"]);
    expect(await overdue(cookie)).toBe(2);
  });

  test("answered another way: the first response is stamped with who, how and the note, audited, and leaves the waiting list", async ({
    start,
  }) => {
    const { cookie, setNow } = await start("2026-11-23T10:00:00.000Z");
    await contact("Ada");
    const [lead] = await waiting(cookie);
    setNow("2026-11-23T12:10:00.000Z");
    const answered = await request("POST", `/leads/contact/${lead!.id}/answered`, cookie, {
      how: "phone",
      note: "Called back, meeting booked for Thursday.",
    });
    expect(answered.statusCode).toBe(200);
    expect(await waiting(cookie)).toEqual([]);
    const detail = (await request("GET", `/leads/contact/${lead!.id}`, cookie)).json();
    expect(detail.firstResponse).toMatchObject({
      at: "2026-11-23T12:10:00.000Z",
      how: "phone",
      note: "Called back, meeting booked for Thursday.",
    });
    expect(detail.firstResponse.by).toMatch(/^staff-.*@example\.com$/);
    expect(detail.clock).toEqual({
      dueAt: "2026-11-24T10:00:00.000Z",
      state: "answered",
      words: "answered in 2 h 10 min",
    });
    const audit = await ctx!.database.db.selectFrom("audit_log").selectAll().where("action", "=", "answered").execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.detail!)).toMatchObject({ form: "contact", id: lead!.id, how: "phone" });

    // A second stamp changes nothing.
    setNow("2026-11-23T15:00:00.000Z");
    const again = await request("POST", `/leads/contact/${lead!.id}/answered`, cookie, { how: "email", note: "Again" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already answered/);
    expect((await request("GET", `/leads/contact/${lead!.id}`, cookie)).json().firstResponse.how).toBe("phone");
  });

  test("answered another way refuses a missing way, an empty or multi-line note, and changes nothing", async ({
    start,
  }) => {
    const { cookie } = await start();
    await contact("Ada");
    const [lead] = await waiting(cookie);
    for (const payload of [
      { how: "carrier pigeon", note: "Sent" },
      { how: "phone", note: "   " },
      { how: "phone", note: "Line one\r\nBcc: x@example.com" },
      { how: "phone", note: "x".repeat(201) },
      { how: "phone" },
    ]) {
      const response = await request("POST", `/leads/contact/${lead!.id}/answered`, cookie, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/one line|one-line note/);
    }
    expect(await waiting(cookie)).toHaveLength(1);
  });

  test("recordFirstResponse is the one stamp others call (a reply from the inbox): the first wins", async ({
    start,
  }) => {
    await start();
    await contact("Ada");
    const db = ctx!.database.db;
    const { id } = await db.selectFrom("contact_messages").select("id").executeTakeFirstOrThrow();
    const stamp = { at: new Date("2026-11-30T09:30:00Z"), by: "a@example.com", how: "reply" as const };
    expect(await recordFirstResponse(db, { form: "contact", id }, stamp)).toBe("recorded");
    expect(await recordFirstResponse(db, { form: "contact", id }, { ...stamp, by: "b@example.com" })).toBe("already");
    expect(await recordFirstResponse(db, { form: "contact", id: crypto.randomUUID() }, stamp)).toBe("not-found");
    const row = await db.selectFrom("contact_messages").selectAll().executeTakeFirstOrThrow();
    expect([row.first_response_by, row.first_response_how]).toEqual(["a@example.com", "reply"]);
  });

  test("signed out, the waiting list, the count and the stamp answer 401 and change nothing", async ({ start }) => {
    const { cookie } = await start();
    await contact("Ada");
    const [lead] = await waiting(cookie);
    const anonymous = (method: "GET" | "POST", url: string, payload?: unknown) =>
      ctx!.app.inject({ method, url: `/api/admin${url}`, ...(payload ? { payload } : {}) });
    expect((await anonymous("GET", "/leads?view=waiting")).statusCode).toBe(401);
    expect((await anonymous("GET", "/leads/overdue")).statusCode).toBe(401);
    const stamp = await anonymous("POST", `/leads/contact/${lead!.id}/answered`, { how: "phone", note: "Called" });
    expect(stamp.statusCode).toBe(401);
    expect(await waiting(cookie)).toHaveLength(1);
  });

  test("leads from before the clock get their due time at start", async ({ start }) => {
    await start();
    await contact("Ada");
    const db = ctx!.database.db;
    await db.updateTable("contact_messages").set({ due_at: null }).execute();
    expect(await backfillDueTimes(db, DEFAULT_BUSINESS_HOURS)).toBe(1);
    const row = await db.selectFrom("contact_messages").select("due_at").executeTakeFirstOrThrow();
    expect(toIso(row.due_at)).toBe("2026-11-30T17:00:00.000Z");
    expect(await backfillDueTimes(db, DEFAULT_BUSINESS_HOURS)).toBe(0);
  });
});

describe("the acknowledgement's promise", () => {
  it("reads the response target from the business hours", async () => {
    const { acknowledgementMail } = await import("../mail/templates");
    const { responseTargetWords } = await import("../../common/business-hours");
    const mail = acknowledgementMail({
      siteName: "Firm",
      formTitle: "contact message",
      reference: "CM-0000-00",
      schedulingUrl: "https://example.com",
      replyWithin: responseTargetWords({ ...DEFAULT_BUSINESS_HOURS, responseTargetHours: 4 }),
    });
    expect(mail.text).toContain("replies within 4 business hours");
    expect(mail.html).toContain("replies within 4 business hours");
  });
});
