import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";
import { configProblem as problem } from "./test-support/app";

describe("loadConfig", () => {
  it("has working defaults for an empty environment", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: "0.0.0.0",
      DATABASE_URL: "file:./data/site.db",
      LOG_LEVEL: "info",
      TRUST_PROXY: false,
    });
    expect(config.SMTP_URL).toBeUndefined();
  });

  it("reads every variable", () => {
    const config = loadConfig({
      PORT: "8080",
      DATABASE_URL: "postgres://postgres@127.0.0.1:5432/test",
      SMTP_URL: "smtp://user:pass@127.0.0.1:2525",
      NOTIFY_TO: "team@example.com",
      PUBLIC_ORIGIN: "https://www.example.com/",
      TRUST_PROXY: "1",
      LOG_LEVEL: "warn",
    });
    expect(config).toMatchObject({ PORT: 8080, PUBLIC_ORIGIN: "https://www.example.com", TRUST_PROXY: 1 });
  });

  it("names every bad variable", () => {
    try {
      loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", NOTIFY_TO: "nobody", LOG_LEVEL: "loud" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as ConfigError).message;
      expect(message).toContain("PORT: must be a number");
      expect(message).toContain("DATABASE_URL: must be file:<path> (SQLite) or postgres://");
      expect(message).toContain("NOTIFY_TO: must be an e-mail address");
      expect(message).toContain("LOG_LEVEL: must be one of");
    }
  });
});

describe("form backend settings", () => {
  it("default to 5 a minute, 50 a day and 24 months of retention, and refuse nonsense", () => {
    expect(loadConfig({})).toMatchObject({ RATE_LIMIT_PER_MINUTE: 5, RATE_LIMIT_PER_DAY: 50, RETENTION_DAYS: 730 });
    expect(() => loadConfig({ RATE_LIMIT_PER_MINUTE: "0" })).toThrow("RATE_LIMIT_PER_MINUTE: must be at least 1");
    expect(() => loadConfig({ RETENTION_DAYS: "two years" })).toThrow("RETENTION_DAYS: must be a number");
  });

  it("start Redis keys with site- unless told otherwise, and refuse a prefix with spaces", () => {
    expect(loadConfig({}).REDIS_KEY_PREFIX).toBe("site-");
    expect(loadConfig({ REDIS_KEY_PREFIX: "" }).REDIS_KEY_PREFIX).toBe("site-");
    expect(loadConfig({ REDIS_KEY_PREFIX: "blog:" }).REDIS_KEY_PREFIX).toBe("blog:");
    expect(() => loadConfig({ REDIS_KEY_PREFIX: "my site" })).toThrow("REDIS_KEY_PREFIX: must be at most 64");
  });
});

describe("CLOCK_START (tests only)", () => {
  it("is an instant with its offset, and is refused in production", () => {
    expect(loadConfig({ CLOCK_START: "2026-11-27T17:55:00Z" }).CLOCK_START).toBe("2026-11-27T17:55:00Z");
    expect(loadConfig({}).CLOCK_START).toBeUndefined();
    expect(problem({ CLOCK_START: "Friday evening" })).toContain("CLOCK_START: must be an ISO 8601 instant");
    expect(problem({ CLOCK_START: "2026-11-27T17:55:00Z", NODE_ENV: "production" })).toContain(
      "CLOCK_START: is for tests only and is refused when NODE_ENV is production",
    );
  });
});

describe("analytics settings", () => {
  it("count by default and keep raw events 30 days; ANALYTICS reads like ACK_EMAILS, the days are bounded", () => {
    expect(loadConfig({})).toMatchObject({ ANALYTICS: true, ANALYTICS_RAW_DAYS: 30 });
    expect(loadConfig({ ANALYTICS: "false", ANALYTICS_RAW_DAYS: "7" })).toMatchObject({
      ANALYTICS: false,
      ANALYTICS_RAW_DAYS: 7,
    });
    expect(loadConfig({ ANALYTICS: "off" }).ANALYTICS).toBe(false);
    expect(problem({ ANALYTICS: "maybe" })).toContain('ANALYTICS: must be true or false, not "maybe"');
    expect(problem({ ANALYTICS_RAW_DAYS: "0" })).toContain("ANALYTICS_RAW_DAYS: must be at least 1");
    expect(problem({ ANALYTICS_RAW_DAYS: "1.5" })).toContain("ANALYTICS_RAW_DAYS: must be a whole number");
    expect(problem({ ANALYTICS_RAW_DAYS: "a month" })).toContain("ANALYTICS_RAW_DAYS: must be a number");
    expect(problem({ ANALYTICS_RAW_DAYS: "99999" })).toContain("ANALYTICS_RAW_DAYS: must be at most 3650");
  });
});

describe("settings that would start a dangerous server are refused", () => {
  it("TRUST_PROXY=true, which would let any client choose its own address, with what to give instead", () => {
    const message = problem({ TRUST_PROXY: "true" });
    expect(message).toContain("TRUST_PROXY: true would trust the X-Forwarded-For header of any client");
    expect(message).toContain("give the number of proxies in front of the server (for example 1)");
  });

  it("TRUST_PROXY entries that are not addresses or ranges, each named", () => {
    expect(problem({ TRUST_PROXY: "beef" })).toContain('TRUST_PROXY: "beef" is not an IP address or CIDR range');
    expect(problem({ TRUST_PROXY: "10.0.0.1, 10.0.0.0/33, fe80::/10, 300.1.1.1" })).toContain(
      '"10.0.0.0/33", "300.1.1.1" is not an IP address or CIDR range',
    );
    expect(loadConfig({ TRUST_PROXY: "10.0.0.1, 10.0.0.0/8, fe80::/10, loopback" }).TRUST_PROXY).toEqual([
      "10.0.0.1",
      "10.0.0.0/8",
      "fe80::/10",
      "loopback",
    ]);
    expect(loadConfig({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
  });

  it("mail on without PUBLIC_ORIGIN, or with a plain-http public one", () => {
    expect(problem({ SMTP_URL: "smtp://127.0.0.1:2525" })).toContain("PUBLIC_ORIGIN: is required when SMTP_URL is set");
    expect(problem({ SMTP_URL: "smtp://127.0.0.1:2525", PUBLIC_ORIGIN: "http://www.example.com" })).toContain(
      "PUBLIC_ORIGIN: must be https:// when SMTP_URL is set",
    );
    for (const origin of [
      "https://www.example.com",
      "http://127.0.0.1:3000",
      "http://localhost:3000",
      "http://[::1]:3000",
    ]) {
      expect(loadConfig({ SMTP_URL: "smtp://127.0.0.1:2525", PUBLIC_ORIGIN: origin }).PUBLIC_ORIGIN).toBe(
        new URL(origin).origin,
      );
    }
    // Without mail, no e-mail links: a plain-http origin is fine.
    expect(loadConfig({ PUBLIC_ORIGIN: "http://www.example.com" }).PUBLIC_ORIGIN).toBe("http://www.example.com");
  });

  it("a MAIL_FROM that is not one sender address", () => {
    for (const value of [
      "website",
      "Example <website>",
      "a@example.com, b@example.com",
      "Ex\u001bample <a@example.com>",
    ]) {
      expect(problem({ MAIL_FROM: value }), value).toContain("MAIL_FROM: must be one sender address");
    }
    expect(loadConfig({ MAIL_FROM: '"Example, Inc" <website@example.com>' }).MAIL_FROM).toBe(
      '"Example, Inc" <website@example.com>',
    );
    expect(loadConfig({ MAIL_FROM: "website@example.com" }).MAIL_FROM).toBe("website@example.com");
  });
});
