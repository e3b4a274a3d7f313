import { randomUUID } from "node:crypto";
import { redisSkipReason, redisUrl } from "../test-support/redis";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { openDatabase, type DatabaseHandle } from "../db/index";
import { postgresDatabase, postgresSkipReason } from "../test-support/databases";
import { makeApiApp, type ApiApp } from "../test-support/app";
import { addStaff } from "./staff";

// Several instances on one PostgreSQL and one Redis: a session made on one works on the
// other and ends on both at sign-out; sign-in attempts count across instances.

const skip = postgresSkipReason || redisSkipReason;
const PASSWORD = "correct horse battery staple";

describe("the inbox on several instances", () => {
  let a: ApiApp | undefined;
  let second: { app: Awaited<ReturnType<typeof buildApp>>; database: DatabaseHandle } | undefined;
  afterEach(async () => {
    await second?.app.close();
    await second?.database.close();
    await a?.close();
    a = second = undefined;
  });

  it.skipIf(skip !== "")(
    `share sessions (PostgreSQL) and sign-in limits (Redis)${skip ? ` (skipped: ${skip})` : ""}`,
    async () => {
      a = await makeApiApp(await postgresDatabase(), {
        REDIS_URL: redisUrl,
        REDIS_KEY_PREFIX: `test-admin-${randomUUID()}:`,
      });
      const database = openDatabase(a.config.DATABASE_URL);
      second = {
        database,
        app: await buildApp({ config: a.config, database, clientDir: false, logger: false }),
      };
      await addStaff(a.database.db, "staff@example.com", PASSWORD);
      const signIn = (app: ApiApp["app"], password: string) =>
        app.inject({
          method: "POST",
          url: "/api/admin/session",
          headers: { "content-type": "application/json" },
          payload: JSON.stringify({ email: "staff@example.com", password }),
        });

      const cookie = String((await signIn(a.app, PASSWORD)).headers["set-cookie"]).split(";")[0]!;
      expect((await second.app.inject({ url: "/api/admin/leads", headers: { cookie } })).statusCode).toBe(200);
      expect(
        (await second.app.inject({ method: "DELETE", url: "/api/admin/session", headers: { cookie } })).statusCode,
      ).toBe(204);
      expect((await a.app.inject({ url: "/api/admin/leads", headers: { cookie } })).statusCode).toBe(401);

      // The sign-in above does not count (successes never do): ten wrong ones, over both instances.
      for (let attempt = 0; attempt < 10; attempt++) {
        expect((await signIn(attempt % 2 ? a.app : second.app, "wrong password!!")).statusCode).toBe(401);
      }
      expect((await signIn(a.app, PASSWORD)).statusCode).toBe(429);
      expect((await signIn(second.app, PASSWORD)).statusCode).toBe(429);
    },
    // Twelve sign-ins are twelve scrypt hashes at N = 2^17: CPU-bound, slow on a busy machine.
    90_000,
  );
});
