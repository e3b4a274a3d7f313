import { randomBytes, scryptSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { describeOnEachDatabase } from "../test-support/fixtures";
import type { ApiApp } from "../test-support/app";
import { hashPassword, verifyPassword } from "./passwords";
import { addStaff } from "./staff";

const PASSWORD = "correct horse battery staple";

/** A hash as the server wrote them before the cost rose (N = 2^15). */
function legacyHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize("NFC"), salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return ["scrypt", 2 ** 15, 8, 1, salt.toString("base64url"), key.toString("base64url")].join("$");
}

describe("staff password hashes", () => {
  it("are scrypt at OWASP's minimum cost, N = 2^17, r = 8, p = 1, and verify", async () => {
    const hash = await hashPassword(PASSWORD);
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(await verifyPassword(PASSWORD, hash)).toBe(true);
    expect(await verifyPassword(`${PASSWORD}!`, hash)).toBe(false);
  });

  it("made at the old cost still verify", async () => {
    const old = legacyHash(PASSWORD);
    expect(await verifyPassword(PASSWORD, old)).toBe(true);
    expect(await verifyPassword("wrong password here", old)).toBe(false);
  });

  it("that are damaged, or ask for absurd memory, verify nothing (and allocate nothing)", async () => {
    const good = (await hashPassword(PASSWORD)).split("$");
    for (const n of ["1073741824", "100000", "abc", "1024"]) {
      const stored = ["scrypt", n, ...good.slice(2)].join("$");
      expect(await verifyPassword(PASSWORD, stored), n).toBe(false);
    }
    expect(await verifyPassword(PASSWORD, "bcrypt$whatever")).toBe(false);
  });
});

describeOnEachDatabase("a staff member with an old hash", (test) => {
  const signIn = (ctx: ApiApp, password: string) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/admin/session",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ email: "staff@example.com", password }),
    });
  const storedHash = async (ctx: ApiApp) =>
    (await ctx.database.db.selectFrom("staff_accounts").select("password_hash").executeTakeFirstOrThrow())
      .password_hash;

  test("signs in as before, and the hash is raised to today's cost on the way", async ({ apiApp }) => {
    const ctx = await apiApp();
    await addStaff(ctx.database.db, "staff@example.com", PASSWORD);
    const old = legacyHash(PASSWORD);
    await ctx.database.db.updateTable("staff_accounts").set({ password_hash: old }).execute();

    // A wrong password changes nothing.
    expect((await signIn(ctx, "not the password at all")).statusCode).toBe(401);
    expect(await storedHash(ctx)).toBe(old);

    expect((await signIn(ctx, PASSWORD)).statusCode).toBe(200);
    const upgraded = await storedHash(ctx);
    expect(upgraded).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword(PASSWORD, upgraded)).toBe(true);

    // Signed in again: the same new hash, no further rewrite.
    expect((await signIn(ctx, PASSWORD)).statusCode).toBe(200);
    expect(await storedHash(ctx)).toBe(upgraded);
  });
});
