import { expect } from "vitest";
import { DEFAULT_BUSINESS_HOURS } from "../../common/business-hours";
import { OutboxWorker } from "../delivery/worker";
import { smtpTransport } from "../mail/transport";
import { staffCookie, type ApiApp } from "../test-support/app";
import type { SmtpSink } from "../test-support/smtp-sink";
import { runMorningDigest } from "./digest";
import { describeOnEachDatabase } from "../test-support/fixtures";

// The morning digest on SQLite and PostgreSQL, with two apps on one database standing for two
// instances: the mails that reach the SMTP sink, once per day.

const hours = { ...DEFAULT_BUSINESS_HOURS, timeZone: "Europe/London" };
/** Friday 27 November 2026 (London is on GMT). */
const FRIDAY_NOON = "2026-11-27T12:00:00.000Z";
const MONDAY_0805 = "2026-11-30T08:05:00.000Z";

describeOnEachDatabase("the morning digest", { timeout: 60_000 }, (databaseTest) => {
  const apps: ApiApp[] = [];
  let sink: SmtpSink | undefined;
  const test = databaseTest.extend<{ start: (now: string) => Promise<{ setNow: (iso: string) => void }> }>({
    /** Two apps (two instances) on one database, their clocks at `now`. */
    start: async ({ apiApp, smtpSink }, use) => {
      apps.length = 0;
      await use(async (now) => {
        let current = new Date(now);
        sink = await smtpSink();
        const env = {
          RATE_LIMIT_PER_MINUTE: "1000",
          RATE_LIMIT_PER_DAY: "1000",
          SMTP_URL: sink.url,
          PUBLIC_ORIGIN: "http://127.0.0.1:3000",
          ACK_EMAILS: "false",
        };
        for (let instance = 0; instance < 2; instance++)
          apps.push(await apiApp(env, { clock: () => current }, { businessHours: hours, siteName: "Acme" }));
        return { setNow: (iso: string) => void (current = new Date(iso)) };
      });
    },
  });
  const [first, second] = [() => apps[0]!, () => apps[1]!];

  const contact = async (name: string) => {
    const response = await first().app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { name, email: `${name.toLowerCase()}@example.com`, subject: "A project", message: "Hello" },
    });
    expect(response.statusCode).toBe(201);
    return first()
      .database.db.selectFrom("contact_messages")
      .select(["id", "reference"])
      .where("name", "=", name)
      .executeTakeFirstOrThrow();
  };
  const digest = (app: ApiApp, now: string) =>
    runMorningDigest(app.database, {
      now: new Date(now),
      hours,
      linkOrigin: "http://127.0.0.1:3000",
      siteName: "Acme",
    });
  const send = async () => {
    const worker = new OutboxWorker({
      database: first().database,
      transport: smtpTransport(sink!.url),
      from: "Acme <hello@example.com>",
      logger: first().app.log,
    });
    await worker.runOnce();
  };

  test("on a working day from 08:00 each staff member gets one digest, once, even from two instances at once", async ({
    start,
  }) => {
    const { setNow } = await start(FRIDAY_NOON);
    const ann = await staffCookie(first().database);
    await staffCookie(first().database);
    // Friday noon: Ada arrives (due Monday noon, after the digest: waiting); Sunday: Bob arrives.
    const ada = await contact("Ada");
    setNow("2026-11-29T15:00:00.000Z");
    const bob = await contact("Bob");
    // One who turned the digest off gets none.
    const quiet = await staffCookie(first().database);
    const off = await first().app.inject({
      method: "PATCH",
      url: "/api/admin/inbox-settings",
      headers: { cookie: quiet },
      payload: { digest: false },
    });
    expect(off.statusCode).toBe(200);

    // Not on a Sunday, not before 08:00 on Monday.
    expect((await digest(first(), "2026-11-29T09:00:00.000Z")).status).toBe("not-due");
    expect((await digest(first(), "2026-11-30T07:59:00.000Z")).status).toBe("not-due");

    const results = await Promise.all([digest(first(), MONDAY_0805), digest(second(), MONDAY_0805)]);
    expect(results.map((result) => result.status).sort()).toEqual(["already-sent", "sent"]);
    expect(await digest(second(), "2026-11-30T09:00:00.000Z")).toMatchObject({ status: "already-sent" });
    const days = await first().database.db.selectFrom("digest_days").selectAll().execute();
    expect(days).toMatchObject([{ day: "2026-11-30", mails: 2 }]);

    await send();
    const mails = sink!.received.filter((mail) => mail.subject.includes("wait"));
    expect(mails).toHaveLength(2);
    const quietEmail = (
      await first().app.inject({ method: "GET", url: "/api/admin/session", headers: { cookie: quiet } })
    ).json<{ email: string }>().email;
    expect(mails.flatMap((mail) => mail.to)).not.toContain(quietEmail);
    const annEmail = (
      await first().app.inject({ method: "GET", url: "/api/admin/session", headers: { cookie: ann } })
    ).json<{ email: string }>().email;
    const annMail = mails.find((mail) => mail.to.includes(annEmail))!;
    // Waiting, by due time: Ada (due Monday 12:00) before Bob (due Monday 17:00); each with its link.
    const text = annMail.text;
    expect(text.indexOf("Ada")).toBeGreaterThan(-1);
    expect(text.indexOf("Ada")).toBeLessThan(text.indexOf("Bob"));
    expect(text).toContain(`http://127.0.0.1:3000/admin/leads/contact/${ada.id}`);
    expect(text).toContain(ada.reference!);
    // Yesterday (Sunday) brought Bob, listed under his form.
    const yesterday = text.slice(text.indexOf("New yesterday"));
    expect(yesterday).toContain(bob.reference!);
    expect(yesterday).not.toContain(ada.reference!);
  });

  test("overdue first; a lead assigned to someone else is left out; nobody waiting, no digest", async ({ start }) => {
    await start("2026-11-24T10:00:00.000Z"); // Tuesday 10:00
    const mine = await staffCookie(first().database);
    const theirs = await staffCookie(first().database);
    const later = await contact("Later");
    await contact("Elsewhere");
    const staff = await first().database.db.selectFrom("staff_accounts").select(["id", "email"]).execute();
    const sessionEmail = async (cookie: string) =>
      (await first().app.inject({ method: "GET", url: "/api/admin/session", headers: { cookie } })).json<{
        email: string;
      }>().email;
    const theirEmail = await sessionEmail(theirs);
    const theirAccount = staff.find((one) => one.email === theirEmail)!;
    // "Elsewhere" goes to the other person; "Later" stays unassigned.
    const elsewhere = await first()
      .database.db.selectFrom("contact_messages")
      .select("id")
      .where("name", "=", "Elsewhere")
      .executeTakeFirstOrThrow();
    const assigned = await first().app.inject({
      method: "PUT",
      url: `/api/admin/leads/contact/${elsewhere.id}/assignee`,
      headers: { cookie: mine },
      payload: { staffId: theirAccount.id },
    });
    expect(assigned.statusCode).toBe(200);
    // Wednesday 08:30: both overdue by then? Due Wednesday 10:00: not yet. An older lead is overdue.
    await first()
      .database.db.updateTable("contact_messages")
      .set({ due_at: "2026-11-24T12:00:00.000Z" })
      .where("id", "=", later.id)
      .execute();
    expect(await digest(second(), "2026-11-25T08:30:00.000Z")).toMatchObject({ status: "sent", mails: 2 });
    await send();
    const myEmail = await sessionEmail(mine);
    // The waiting part of a digest (before yesterday's new leads).
    const waitingOf = (email: string) => {
      const text = sink!.received.find((mail) => mail.to.includes(email))!.text;
      return text.slice(0, text.indexOf("New yesterday"));
    };
    expect(waitingOf(myEmail)).toContain("Later");
    expect(waitingOf(myEmail)).toMatch(/Later .*overdue by/);
    expect(waitingOf(myEmail)).not.toContain("Elsewhere");
    const theirList = waitingOf(theirEmail);
    expect(theirList).toContain("Elsewhere");
    expect(theirList.indexOf("Later")).toBeGreaterThan(-1);
    expect(theirList.indexOf("Later")).toBeLessThan(theirList.indexOf("Elsewhere"));

    // Thursday: everything answered, so nobody gets a digest (the day is still claimed once).
    for (const table of ["contact_messages"] as const)
      await first()
        .database.db.updateTable(table)
        .set({ first_response_at: "2026-11-25T09:00:00.000Z", first_response_by: myEmail, first_response_how: "phone" })
        .execute();
    expect(await digest(first(), "2026-11-26T08:01:00.000Z")).toMatchObject({ status: "sent", mails: 0 });
    const outbox = await first().database.db.selectFrom("outbox").select("id").where("kind", "=", "digest").execute();
    expect(outbox).toHaveLength(2);
  });
});
