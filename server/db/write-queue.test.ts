import { afterEach, describe, expect, it } from "vitest";
import { migrateToLatest, openDatabase, type DatabaseHandle } from "./index";
import { sqliteDatabase, type TestDatabase } from "../test-support/databases";
import { GroupCommit } from "./write-queue";

describe("SQLite group commit", () => {
  let testDb: TestDatabase | undefined;
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    await handle?.close();
    await testDb?.drop();
  });

  it("commits concurrent writes together; a failing one is rolled back alone and rejects", async () => {
    testDb = sqliteDatabase();
    handle = openDatabase(testDb.url);
    await migrateToLatest(handle.db);
    const writes = new GroupCommit(handle.db);
    const insert = (id: string) =>
      writes.run(async (trx) => {
        await trx
          .insertInto("contact_messages")
          .values({
            id,
            name: "n",
            email: "e@example.com",
            subject: "s",
            message: "m",
            created_at: new Date().toISOString(),
          })
          .execute();
        if (id === "bad") throw new Error("refused");
        return id;
      });
    const results = await Promise.allSettled(["a", "b", "bad", "c", "a"].map(insert));
    expect(results.map((result) => result.status)).toEqual([
      "fulfilled",
      "fulfilled",
      "rejected",
      "fulfilled",
      "rejected",
    ]);
    const ids = await handle.db.selectFrom("contact_messages").select("id").orderBy("id").execute();
    expect(ids.map((row) => row.id)).toEqual(["a", "b", "c"]);
  });
});
