// Answers are read loosely: the assertions check their shape.
/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call */
import { expect } from "vitest";
import { DEFAULT_BUSINESS_HOURS } from "../../common/business-hours";
import { OutboxWorker } from "../delivery/worker";
import { smtpTransport } from "../mail/transport";
import { staffCookie, type ApiApp } from "../test-support/app";
import type { SmtpSink } from "../test-support/smtp-sink";
import { describeOnEachDatabase } from "../test-support/fixtures";

// Replies from the inbox, their templates, and who answers a lead, on SQLite and PostgreSQL:
// the mail that reaches the SMTP sink, the rows written, and bad input refused with nothing queued.

/** Monday 23 November 2026, 10:00 in London. */
const MONDAY = "2026-11-23T10:00:00.000Z";

describeOnEachDatabase("replies from the inbox", (databaseTest) => {
  let ctx: ApiApp | undefined;
  let sink: SmtpSink | undefined;

  const test = databaseTest.extend<{
    start: (options?: { mail?: boolean; now?: string }) => Promise<{ cookie: string; setNow: (iso: string) => void }>;
  }>({
    start: async ({ apiApp, smtpSink }, use) => {
      await use(async ({ mail = true, now = MONDAY } = {}) => {
        let current = new Date(now);
        sink = mail ? await smtpSink() : undefined;
        ctx = await apiApp(
          {
            RATE_LIMIT_PER_MINUTE: "1000",
            RATE_LIMIT_PER_DAY: "1000",
            ...(sink
              ? { SMTP_URL: sink.url, PUBLIC_ORIGIN: "http://127.0.0.1:3000", MAIL_FROM: "Acme <hello@example.com>" }
              : {}),
          },
          { clock: () => current },
          {
            businessHours: DEFAULT_BUSINESS_HOURS,
            schedulingUrl: "https://book.example.com/acme",
            consultationMinutes: 30,
          },
        );
        const cookie = await staffCookie(ctx.database);
        const setNow = (iso: string) => void (current = new Date(iso));
        return { cookie, setNow };
      });
    },
  });

  const request = (
    method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
    url: string,
    cookie: string,
    payload?: unknown,
  ) => ctx!.app.inject({ method, url: `/api/admin${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

  async function contact(name: string) {
    const response = await ctx!.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { name, email: `${name.toLowerCase()}@example.com`, subject: "A project", message: "Hello" },
    });
    expect(response.statusCode).toBe(201);
    const row = await ctx!.database.db
      .selectFrom("contact_messages")
      .selectAll()
      .where("name", "=", name)
      .executeTakeFirstOrThrow();
    return row;
  }

  const worker = () =>
    new OutboxWorker({
      database: ctx!.database,
      transport: smtpTransport(sink!.url),
      from: "Acme <hello@example.com>",
      logger: ctx!.app.log,
    });
  const staffEmail = async () =>
    (await ctx!.database.db.selectFrom("staff_accounts").select("email").executeTakeFirstOrThrow()).email;
  const counts = async () => ({
    outbox: (await ctx!.database.db.selectFrom("outbox").select("id").where("kind", "=", "reply").execute()).length,
    replies: (await ctx!.database.db.selectFrom("lead_replies").select("id").execute()).length,
  });

  test("a reply from a template reaches the lead with its reference, From MAIL_FROM, Reply-To the staff member; it stamps the first response and shows on the timeline", async ({
    start,
  }) => {
    const { cookie, setNow } = await start();
    const saved = await request("POST", "/reply-templates", cookie, {
      name: "First answer",
      body: "Dear {name},\n\nThanks ({reference}). Book {consultationMinutes} minutes: {bookingUrl}\n\n{staffName}",
    });
    expect(saved.statusCode).toBe(201);
    const lead = await contact("Ada");
    const me = await staffEmail();

    const detail = (await request("GET", `/leads/contact/${lead.id}`, cookie)).json();
    expect(detail.reply).toMatchObject({
      to: "ada@example.com",
      subject: `Re: A project [${lead.reference}]`,
      canSend: true,
    });
    const body = detail.reply.templates[0].body as string;
    expect(body).toBe(
      `Dear Ada,\n\nThanks (${lead.reference}). Book 30 minutes: https://book.example.com/acme\n\n${me}`,
    );

    setNow("2026-11-23T12:10:00.000Z");
    const sent = await request("POST", `/leads/contact/${lead.id}/replies`, cookie, {
      to: "ADA@example.com",
      subject: detail.reply.subject,
      body,
    });
    expect(sent.statusCode).toBe(202);
    await worker().runOnce();
    const mail = sink!.received.find((one) => one.subject.startsWith("Re:"));
    expect(mail).toBeDefined();
    expect(mail!.to).toEqual(["ada@example.com"]);
    expect(mail!.subject).toBe(`Re: A project [${lead.reference}]`);
    expect(mail!.headers.get("reply-to")).toBe(me);
    expect(mail!.headers.get("from")).toContain("hello@example.com");
    expect(mail!.text).toContain(`Thanks (${lead.reference})`);

    const after = (await request("GET", `/leads/contact/${lead.id}`, cookie)).json();
    expect(after.firstResponse).toMatchObject({ by: me, how: "reply" });
    expect(after.clock.words).toBe("answered in 2 h 10 min");
    const reply = after.timeline.find((entry: { kind: string }) => entry.kind === "reply");
    expect(reply).toMatchObject({ actor: me, body, delivery: "sent" });
    expect(after.timeline[0]).toMatchObject({ kind: "received", at: MONDAY });
    const audit = await ctx!.database.db.selectFrom("audit_log").selectAll().where("action", "=", "reply").execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.detail!)).toMatchObject({ form: "contact", id: lead.id, firstResponse: true });
  });

  test("the timeline: received, read by whom, status changes, notes, assignment, each with its time", async ({
    start,
  }) => {
    const { cookie, setNow } = await start();
    const lead = await contact("Grace");
    const me = await staffEmail();
    setNow("2026-11-23T10:05:00.000Z");
    expect((await request("POST", `/leads/contact/${lead.id}/read`, cookie, {})).statusCode).toBe(204);
    expect((await request("PATCH", `/leads/contact/${lead.id}`, cookie, { status: "in_progress" })).statusCode).toBe(
      200,
    );
    expect(
      (await request("POST", `/leads/contact/${lead.id}/notes`, cookie, { body: "Called, no answer" })).statusCode,
    ).toBe(201);
    const staff = (await request("GET", "/staff", cookie)).json().staff as { id: string; name: string }[];
    expect(
      (await request("PUT", `/leads/contact/${lead.id}/assignee`, cookie, { staffId: staff[0]!.id })).statusCode,
    ).toBe(200);
    const timeline = (await request("GET", `/leads/contact/${lead.id}`, cookie)).json().timeline as {
      kind: string;
      actor: string | null;
      text: string;
      at: string;
    }[];
    expect(timeline.map((entry) => entry.kind)).toEqual(
      expect.arrayContaining(["received", "read", "status", "note", "assigned"]),
    );
    expect(timeline.find((entry) => entry.kind === "read")?.actor).toBe(me);
    expect(timeline.find((entry) => entry.kind === "status")?.text).toContain("In progress");
    expect(timeline.find((entry) => entry.kind === "assigned")?.text).toContain(staff[0]!.name);
    expect(timeline.every((entry) => !Number.isNaN(Date.parse(entry.at)))).toBe(true);
  });

  test("bad replies are refused with a clear message and nothing is queued", async ({ start }) => {
    const { cookie } = await start();
    const lead = await contact("Linus");
    const subject = `Re: A project [${lead.reference}]`;
    const refused = async (payload: Record<string, string>, words: RegExp) => {
      const response = await request("POST", `/leads/contact/${lead.id}/replies`, cookie, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(words);
    };
    await refused({ to: "someone-else@example.net", subject, body: "Hello" }, /only to the lead's own address/);
    await refused({ subject: `${subject}\r\nBcc: victim@example.net`, body: "Hello" }, /one line/);
    await refused({ subject, body: "Hello\r\nBcc: victim@example.net\r\n\r\nSpam" }, /mail header/);
    await refused({ subject, body: "x".repeat(10_001) }, /longer than 10,000 characters/);
    await refused({ subject: "y".repeat(251), body: "Hello" }, /longer than 250 characters/);
    await refused({ subject, body: "   " }, /Write the reply/);
    expect(await counts()).toEqual({ outbox: 0, replies: 0 });
    const row = await ctx!.database.db
      .selectFrom("contact_messages")
      .select("first_response_at")
      .where("id", "=", lead.id)
      .executeTakeFirstOrThrow();
    expect(row.first_response_at).toBeNull();
  });

  test("with mail off the reply form says why, and a reply is refused with nothing queued", async ({ start }) => {
    const { cookie } = await start({ mail: false });
    const lead = await contact("Alan");
    const detail = (await request("GET", `/leads/contact/${lead.id}`, cookie)).json();
    expect(detail.reply.canSend).toBe(false);
    expect(detail.reply.whyNot).toMatch(/SMTP_URL/);
    const response = await request("POST", `/leads/contact/${lead.id}/replies`, cookie, {
      subject: detail.reply.subject,
      body: "Hello",
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/Mail is off/);
    expect(await counts()).toEqual({ outbox: 0, replies: 0 });
  });

  test("templates: an unknown placeholder is refused when saved, naming it; edit and delete", async ({ start }) => {
    const { cookie } = await start();
    const bad = await request("POST", "/reply-templates", cookie, { name: "Bad", body: "Hello {firstName}, {name}" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("{firstName}");
    expect((await request("GET", "/reply-templates", cookie)).json().templates).toEqual([]);

    const made = (await request("POST", "/reply-templates", cookie, { name: "Hello", body: "Hello {name}" })).json();
    const badEdit = await request("PUT", `/reply-templates/${made.id}`, cookie, { name: "Hello", body: "Hi {nmae}" });
    expect(badEdit.statusCode).toBe(400);
    expect(badEdit.json().message).toContain("{nmae}");
    const edited = await request("PUT", `/reply-templates/${made.id}`, cookie, { name: "Greeting", body: "Hi {name}" });
    expect(edited.statusCode).toBe(200);
    expect((await request("GET", "/reply-templates", cookie)).json().templates).toMatchObject([
      { name: "Greeting", body: "Hi {name}" },
    ]);
    const clash = await request("POST", "/reply-templates", cookie, { name: "Greeting", body: "Again" });
    expect(clash.statusCode).toBe(409);
    expect((await request("DELETE", `/reply-templates/${made.id}`, cookie)).statusCode).toBe(204);
    expect((await request("GET", "/reply-templates", cookie)).json().templates).toEqual([]);
  });

  test("assignment: round-robin in turn, by hand, and the Mine filter", async ({ start }) => {
    const { cookie } = await start();
    const other = await staffCookie(ctx!.database);
    const staff = (await request("GET", "/staff", cookie)).json().staff as { id: string; email: string }[];
    expect(staff).toHaveLength(2);

    const first = await contact("Unassigned");
    expect(first.assigned_to).toBeNull();
    const set = await request("PATCH", "/inbox-settings", cookie, { assignment: "round-robin" });
    expect(set.json()).toMatchObject({ assignment: "round-robin" });
    // The setting is stored in the database: every staff member reads it.
    expect((await request("GET", "/inbox-settings", other)).json().assignment).toBe("round-robin");

    const a = await contact("Anna");
    const b = await contact("Bert");
    const c = await contact("Cleo");
    expect([a.assigned_to, b.assigned_to, c.assigned_to]).toEqual([staff[0]!.id, staff[1]!.id, staff[0]!.id]);

    const mine = async (who: string, view = "") =>
      ((await request("GET", `/leads?mine=1${view}`, who)).json().leads as { name: string }[]).map((one) => one.name);
    const myEmail = (await request("GET", "/session", cookie)).json().email as string;
    const myCookie = myEmail === staff[0]!.email ? cookie : other;
    const theirCookie = myCookie === cookie ? other : cookie;
    expect((await mine(myCookie)).sort()).toEqual(["Anna", "Cleo"]);
    expect(await mine(theirCookie)).toEqual(["Bert"]);
    expect((await mine(myCookie, "&view=waiting")).sort()).toEqual(["Anna", "Cleo"]);

    // By hand: the unassigned lead to the second person; then to nobody.
    expect(
      (await request("PUT", `/leads/contact/${first.id}/assignee`, cookie, { staffId: staff[1]!.id })).statusCode,
    ).toBe(200);
    expect((await mine(theirCookie)).sort()).toEqual(["Bert", "Unassigned"]);
    const nobody = await request("PUT", `/leads/contact/${first.id}/assignee`, cookie, { staffId: "not-an-account" });
    expect(nobody.statusCode).toBe(400);
    expect((await request("PUT", `/leads/contact/${first.id}/assignee`, cookie, { staffId: null })).statusCode).toBe(
      200,
    );
    expect(await mine(theirCookie)).toEqual(["Bert"]);

    await request("PATCH", "/inbox-settings", cookie, { assignment: "unassigned" });
    expect((await contact("Dora")).assigned_to).toBeNull();
  });
});
