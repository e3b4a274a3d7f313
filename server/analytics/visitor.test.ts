import { describe, expect, it } from "vitest";
import { describeOnEachDatabase } from "../test-support/fixtures";
import { migrateToLatest } from "../db/index";
import { DailySalts, dayBefore, deleteOldSalts, deviceClass, referrerHost, visitorId } from "./visitor";

const UA =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const visitor = (salt: string, address = "203.0.113.7", userAgent = UA) =>
  visitorId({ salt, site: "https://www.example.com", address, userAgent });

describe("the visitor id", () => {
  it("is the same within a salt, another with another salt, site, network or user agent", () => {
    const salt = Buffer.alloc(32, 1).toString("base64url");
    const other = Buffer.alloc(32, 2).toString("base64url");
    expect(visitor(salt)).toBe(visitor(salt));
    expect(visitor(salt)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(visitor(other)).not.toBe(visitor(salt));
    expect(visitor(salt, "203.0.113.8")).not.toBe(visitor(salt));
    expect(visitor(salt, "203.0.113.7", `${UA} Edg/131.0`)).not.toBe(visitor(salt));
    expect(visitorId({ salt, site: "https://other.example", address: "203.0.113.7", userAgent: UA })).not.toBe(
      visitor(salt),
    );
    // IPv6: the /64 is the network (a household's devices rotate the rest); IPv4-mapped is IPv4.
    expect(visitor(salt, "2001:db8:5:6:a:b:c:d")).toBe(visitor(salt, "2001:db8:5:6::1"));
    expect(visitor(salt, "2001:db8:5:7::1")).not.toBe(visitor(salt, "2001:db8:5:6::1"));
    expect(visitor(salt, "::ffff:203.0.113.7")).toBe(visitor(salt));
  });
});

describe("the user agent, as a device class", () => {
  it.each([
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1",
      "mobile",
    ],
    ["Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36", "mobile"],
    ["Mozilla/5.0 (Linux; Android 13; SM-T970) AppleWebKit/537.36 Chrome/131.0 Safari/537.36", "tablet"],
    ["Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148", "tablet"],
    ["Mozilla/5.0 (Linux; Android 11; KFAPWI) AppleWebKit/537.36 Silk/120.4 Safari/537.36", "tablet"],
    [UA, "desktop"],
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15", "desktop"],
    ["Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0", "desktop"],
  ])("%s is %s", (userAgent, device) => {
    expect(deviceClass(userAgent)).toBe(device);
  });
});

describe("the referrer, as a host", () => {
  const own = ["www.example.com", "localhost"];
  it.each([
    ["https://www.google.com/search?q=consulting", "google.com"],
    ["https://news.ycombinator.com/item?id=1", "news.ycombinator.com"],
    ["https://WWW.LinkedIn.com/feed/", "linkedin.com"],
    ["android-app://com.google.android.gm/", "com.google.android.gm"],
    ["https://www.example.com/about", null],
    ["https://example.com/about", null],
    ["http://localhost:3000/", null],
    ["", null],
    [undefined, null],
    ["not a url", null],
    ["about:blank", null],
  ])("%s → %s", (referrer, host) => {
    expect(referrerHost(referrer, own)).toBe(host);
  });
});

describeOnEachDatabase("the daily salts", (test) => {
  test("same day, same visitor (in every instance); next day, another; the salt of two days ago is deleted", async ({
    handle,
  }) => {
    await migrateToLatest(handle.db);
    const { db } = handle;
    const day = "2026-03-10";
    const next = dayBefore(day, -1);
    // Two instances start the day at once: one salt wins, both hash alike.
    const [a, b] = await Promise.all([new DailySalts(db).saltFor(day), new DailySalts(db).saltFor(day)]);
    expect(a).toBe(b);
    const salts = new DailySalts(db);
    expect(visitor(await salts.saltFor(day))).toBe(visitor(a));
    expect(visitor(await salts.saltFor(next))).not.toBe(visitor(a));
    expect((await db.selectFrom("analytics_salts").select("day").orderBy("day").execute()).map((r) => r.day)).toEqual([
      day,
      next,
    ]);
    // The day after next begins: the first day's salt is gone at once, yesterday's stays.
    await salts.saltFor(dayBefore(day, -2));
    expect((await db.selectFrom("analytics_salts").select("day").orderBy("day").execute()).map((r) => r.day)).toEqual([
      next,
      dayBefore(day, -2),
    ]);
    expect(await deleteOldSalts(db, dayBefore(day, -4))).toBe(2);
  });
});

describe("days", () => {
  it("count back and forth across months and years in UTC", () => {
    expect(dayBefore("2026-03-01", 1)).toBe("2026-02-28");
    expect(dayBefore("2026-12-31", -1)).toBe("2027-01-01");
  });
});
