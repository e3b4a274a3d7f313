import { afterEach, describe, expect, it } from "vitest";
import { makeTestApp } from "../test-support/app";

describe("health", () => {
  let ctx: Awaited<ReturnType<typeof makeTestApp>> | undefined;
  afterEach(async () => {
    await ctx?.close();
    ctx = undefined;
  });

  it("answers /healthz and /readyz while the database answers", async () => {
    ctx = await makeTestApp({}, { clientDir: false });
    expect((await ctx.app.inject({ url: "/healthz" })).statusCode).toBe(200);
    const ready = await ctx.app.inject({ url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: "ready", problems: [] });
  });

  it("answers /readyz 503 once the database is gone, while /healthz stays 200", async () => {
    ctx = await makeTestApp({}, { clientDir: false });
    await ctx.database.db.destroy();
    expect((await ctx.app.inject({ url: "/healthz" })).statusCode).toBe(200);
    const ready = await ctx.app.inject({ url: "/readyz" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: "database unavailable" });
  });
});
