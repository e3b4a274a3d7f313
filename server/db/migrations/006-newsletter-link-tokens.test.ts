import { randomUUID } from "node:crypto";
import pino from "pino";
import { expect } from "vitest";
import { smtpTransport } from "../../mail/transport";
import { OutboxWorker } from "../../delivery/worker";
import { newToken } from "../../newsletter/tokens";
import { confirmSubscription, unsubscribe } from "../../newsletter/subscriptions";
import { describeOnEachDatabase } from "../../test-support/fixtures";
import { migrateToLatest, migratorFor, type DatabaseHandle } from "../index";
import { nowIso } from "../time";

const ORIGIN = "https://www.example.com";

describeOnEachDatabase("migration 006 (newsletter tokens out of the outbox)", (test) => {
  /** A subscriber and a confirmation mail queued the old way: the tokens in the mail itself. */
  async function queueOldStyle(db: DatabaseHandle["db"], email: string, attempts: number) {
    const id = randomUUID();
    const now = nowIso();
    await db
      .insertInto("subscribers")
      .values({ id, name: "Ada", email, status: "pending", spam: 0, created_at: now, updated_at: now })
      .execute();
    const confirm = newToken();
    const out = newToken();
    await db
      .insertInto("subscriber_tokens")
      .values([
        { token_hash: confirm.hash, subscriber_id: id, purpose: "confirm", created_at: now, expires_at: null },
        { token_hash: out.hash, subscriber_id: id, purpose: "unsubscribe", created_at: now, expires_at: null },
      ])
      .execute();
    const confirmUrl = `${ORIGIN}/subscribe/confirm?token=${confirm.token}`;
    const unsubscribeUrl = `${ORIGIN}/subscribe/unsubscribe?token=${out.token}`;
    await db
      .insertInto("outbox")
      .values({
        id: randomUUID(),
        kind: "subscriber",
        source_table: "subscribers",
        source_id: id,
        to_address: email,
        subject: "Please confirm your subscription",
        text_body: `Confirm: ${confirmUrl}\n\nUnsubscribe: ${unsubscribeUrl}`,
        html_body: `<a href="${confirmUrl}">Confirm</a> <a href="${unsubscribeUrl}">Unsubscribe</a>`,
        headers: JSON.stringify({
          "List-Unsubscribe": `<${ORIGIN}/api/subscribe/unsubscribe?token=${out.token}>`,
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        }),
        status: "pending",
        attempts,
        next_attempt_at: now,
        created_at: now,
      })
      .execute();
    return { confirm: confirm.token, unsubscribe: out.token };
  }

  test("leaves no usable token in the outbox; the mails still go, with links that work", async ({
    handle,
    smtpSink,
  }) => {
    const { db } = handle;
    const before = await (await migratorFor(db)).migrateTo("004-references");
    expect(before.error).toBeUndefined();

    const untried = await queueOldStyle(db, "ada@example.com", 0);
    const tried = await queueOldStyle(db, "grace@example.com", 1);

    await migrateToLatest(db);

    const rows = await db.selectFrom("outbox").select(["text_body", "html_body", "headers"]).execute();
    const everything = rows.map((row) => [row.text_body, row.html_body, row.headers].join("\n")).join("\n");
    for (const token of [untried.confirm, untried.unsubscribe, tried.confirm, tried.unsubscribe]) {
      expect(everything).not.toContain(token);
    }
    expect(everything).not.toMatch(/token=[A-Za-z0-9_-]{43}/);
    // Read from the outbox (a backup, say) before the migration: the untried mail's tokens are dead…
    expect(await confirmSubscription(db, untried.confirm)).toBe("invalid");
    expect(await unsubscribe(db, untried.unsubscribe)).toBe("invalid");
    // …a mail already tried once may have arrived: its links keep working.
    expect(await confirmSubscription(db, tried.confirm)).toBe("confirmed");

    // Sent now, each mail carries fresh links that work.
    const sink = await smtpSink();
    const worker = new OutboxWorker({
      database: handle,
      transport: smtpTransport(sink.url),
      from: "no-reply@example.com",
      logger: pino({ level: "silent" }),
    });
    while ((await worker.runOnce()) > 0);
    const mails = await sink.waitFor(2);
    const toAda = mails.find((mail) => mail.to[0] === "ada@example.com")!;
    const confirm = /\/subscribe\/confirm\?token=([\w-]{43})/.exec(toAda.text)?.[1];
    expect(toAda.html).toContain(`/subscribe/confirm?token=${confirm}`);
    expect(toAda.headers.get("list-unsubscribe")).toMatch(/\/api\/subscribe\/unsubscribe\?token=[\w-]{43}>$/);
    expect(await confirmSubscription(db, confirm)).toBe("confirmed");
  });
});
