import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { isoIn } from "../db/time";
import { ACK_MAIL_CAPS } from "./leads";
import type { ApiApp } from "../test-support/app";
import { describeOnEachDatabase } from "../test-support/fixtures";

// Acknowledgements go to addresses nobody has verified: beyond one per address and form a day,
// all of them together are capped per hour, so a botnet posting with strangers' addresses
// cannot make the firm's domain mail thousands of them.

describeOnEachDatabase("the site-wide acknowledgement cap", (test) => {
  let ctx: ApiApp | undefined;

  /** `count` acknowledgements queued `agoMs` ago, to other addresses. */
  async function seedAcks(count: number, agoMs: number) {
    const at = isoIn(-agoMs);
    const rows = Array.from({ length: count }, (_, index) => ({
      id: randomUUID(),
      kind: "ack" as const,
      source_table: "contact_messages",
      source_id: randomUUID(),
      to_address: `someone${index}-${agoMs}@example.com`,
      subject: "We have received your contact message",
      text_body: "…",
      status: "sent" as const,
      attempts: 1,
      next_attempt_at: at,
      created_at: at,
    }));
    for (let start = 0; start < rows.length; start += 100) {
      await ctx!.database.db
        .insertInto("outbox")
        .values(rows.slice(start, start + 100))
        .execute();
    }
  }

  const acksTo = async (address: string) =>
    (
      await ctx!.database.db
        .selectFrom("outbox")
        .select("id")
        .where("kind", "=", "ack")
        .where("to_address", "=", address)
        .execute()
    ).length;

  test(`holds acknowledgements back once ${ACK_MAIL_CAPS.sitePerHour} went out in the last hour; the lead and its notification are kept`, async ({
    apiApp,
  }) => {
    expect(ACK_MAIL_CAPS.sitePerHour).toBe(200);
    ctx = await apiApp({
      SMTP_URL: "smtp://127.0.0.1:2525",
      PUBLIC_ORIGIN: "https://www.example.com",
      RATE_LIMIT_PER_MINUTE: "1000",
      RATE_LIMIT_PER_DAY: "1000",
    });
    const post = (email: string) =>
      ctx!.app.inject({
        method: "POST",
        url: "/api/contact",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({ name: "Ada", email, subject: "A project", message: "Hello there" }),
      });
    // Older than an hour: these no longer count.
    await seedAcks(300, 61 * 60_000);
    await seedAcks(ACK_MAIL_CAPS.sitePerHour - 1, 30 * 60_000);

    expect((await post("first@example.com")).statusCode).toBe(201);
    expect(await acksTo("first@example.com")).toBe(1); // the 200th of the hour

    const response = await post("second@example.com");
    expect(response.statusCode).toBe(201);
    expect(await acksTo("second@example.com")).toBe(0);
    const notifications = await ctx.database.db
      .selectFrom("outbox")
      .select("reply_to")
      .where("kind", "=", "notification")
      .execute();
    expect(notifications.map((row) => row.reply_to)).toEqual(["first@example.com", "second@example.com"]);
    const stored = await ctx.database.db.selectFrom("contact_messages").select("email").execute();
    expect(stored).toHaveLength(2);
    expect(ctx.logLines.join("\n")).toContain("acknowledgement not sent: the site-wide hourly cap is reached");
  });
});
