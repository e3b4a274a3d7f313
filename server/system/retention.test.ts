import { afterEach, describe, expect, it } from "vitest";
import { scheduleRetentionPurge } from "./retention";
import { makeTestApp } from "../test-support/app";

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

    const stop = scheduleRetentionPurge(db, { retentionDays: 730, analyticsRawDays: 30, log: ctx.app.log });
    try {
      await expect
        .poll(async () => (await db.selectFrom("contact_messages").select("id").execute()).map((r) => r.id))
        .toEqual(["recent-message"]);
    } finally {
      stop();
    }
  });

  it("rolls up finished days, then deletes raw events older than ANALYTICS_RAW_DAYS and the salt of two days ago", async () => {
    ctx = await makeTestApp({}, { clientDir: false });
    const { db } = ctx.database;
    const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
    const view = (ago: number) => ({
      day: day(ago),
      at: `${day(ago)}T12:00:00.000Z`,
      visitor: `v${ago}`,
      device: "desktop",
      type: "pageview",
      path: `/${ago}`,
    });
    await db
      .insertInto("analytics_events")
      .values([view(45), view(3), view(0)])
      .execute();
    await db
      .insertInto("analytics_days")
      .values([45, 3, 0].map((ago) => ({ day: day(ago), rolled_up_at: null })))
      .execute();
    await db
      .insertInto("analytics_salts")
      .values([2, 1].map((ago) => ({ day: day(ago), salt: "s", created_at: `${day(ago)}T00:00:00.000Z` })))
      .execute();

    const stop = scheduleRetentionPurge(db, { retentionDays: 730, analyticsRawDays: 30, log: ctx.app.log });
    try {
      await expect
        .poll(async () =>
          (await db.selectFrom("analytics_events").select("path").orderBy("path").execute()).map((r) => r.path),
        )
        .toEqual(["/0", "/3"]);
      expect((await db.selectFrom("analytics_salts").select("day").execute()).map((r) => r.day)).toEqual([day(1)]);
      const rolled = await db
        .selectFrom("analytics_daily")
        .select("dimension")
        .where("kind", "=", "page")
        .orderBy("dimension")
        .execute();
      expect(rolled.map((r) => r.dimension)).toEqual(["/3", "/45"]);
    } finally {
      stop();
    }
  });
});
