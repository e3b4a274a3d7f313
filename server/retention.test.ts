import { afterEach, describe, expect, it } from "vitest";
import { scheduleRetentionPurge } from "./retention";
import { makeTestApp } from "./test-support/app";

let ctx: Awaited<ReturnType<typeof makeTestApp>> | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

describe("retention purge", () => {
  it("deletes submissions older than the retention at start, and keeps recent ones", async () => {
    ctx = await makeTestApp({}, { clientDir: false });
    const { db } = ctx.database;
    const old = new Date(Date.now() - 800 * 86_400_000).toISOString();
    const recent = new Date(Date.now() - 10 * 86_400_000).toISOString();
    const row = { name: "Ada", email: "ada@example.com", subject: "Hi", message: "Hello", spam: 0 };
    await db
      .insertInto("contact_messages")
      .values([
        { ...row, id: "old-message", created_at: old },
        { ...row, id: "recent-message", created_at: recent },
      ])
      .execute();

    const stop = scheduleRetentionPurge(db, 730, ctx.app.log);
    try {
      await expect
        .poll(async () => (await db.selectFrom("contact_messages").select("id").execute()).map((r) => r.id))
        .toEqual(["recent-message"]);
    } finally {
      stop();
    }
  });
});
