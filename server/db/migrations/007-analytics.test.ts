import { randomUUID } from "node:crypto";
import { Migrator } from "kysely/migration";
import { expect } from "vitest";
import { describeOnEachDatabase } from "../../test-support/fixtures";
import { migrateToLatest } from "../index";
import { nowIso } from "../time";
import { migrations } from "./index";

describeOnEachDatabase("migration 007 (analytics)", (test) => {
  test("adds the event, salt and roll-up tables and the attribution columns; down() takes them away", async ({
    handle,
  }) => {
    await migrateToLatest(handle.db);
    const { db } = handle;
    const now = nowIso();
    await db
      .insertInto("analytics_events")
      .values([
        { day: now.slice(0, 10), at: now, visitor: "v1", device: "mobile", type: "pageview", path: "/about" },
        {
          day: now.slice(0, 10),
          at: now,
          visitor: "v1",
          device: "mobile",
          type: "vital",
          path: "/about",
          detail: "CLS",
          value: 0.125,
          bucket: 3,
        },
      ])
      .execute();
    const rows = await db.selectFrom("analytics_events").select(["id", "type", "value"]).orderBy("id").execute();
    expect(rows.map((row) => [Number(row.id), row.type, row.value])).toEqual([
      [1, "pageview", null],
      [2, "vital", 0.125],
    ]);
    await db.insertInto("analytics_salts").values({ day: "2026-01-01", salt: "s", created_at: now }).execute();
    await db
      .insertInto("analytics_daily")
      .values({ day: "2026-01-01", kind: "page", dimension: "/", detail: "", events: 3, visitors: 2 })
      .execute();
    await db
      .insertInto("analytics_daily_vitals")
      .values({ day: "2026-01-01", path: "/", metric: "LCP", samples: 1, b03: 1 })
      .execute();
    await db
      .insertInto("contact_messages")
      .values({
        id: randomUUID(),
        name: "Ada",
        email: "ada@example.com",
        subject: "Hi",
        message: "Hello",
        spam: 0,
        created_at: now,
        landing_page: "/about",
        utm_campaign: "spring",
        pages_viewed: 2,
      })
      .execute();
    expect(await db.selectFrom("contact_messages").select(["landing_page", "pages_viewed"]).execute()).toEqual([
      { landing_page: "/about", pages_viewed: 2 },
    ]);

    const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } });
    // Down to the migration before 007 (later ones, if any, go first).
    const { error } = await migrator.migrateTo("006-newsletter-link-tokens");
    expect(error).toBeUndefined();
    await expect(db.selectFrom("analytics_events").selectAll().execute()).rejects.toThrow();
    await expect(db.selectFrom("contact_messages").select("landing_page").execute()).rejects.toThrow();
    expect(await db.selectFrom("contact_messages").select("name").execute()).toEqual([{ name: "Ada" }]);
    await migrateToLatest(db);
    expect(await db.selectFrom("analytics_events").selectAll().execute()).toEqual([]);
  });
});
