import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

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
});
