import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import type { OutboxRow } from "../db/schema";
import { configProblem as problem } from "../test-support/app";
import { deliverWebhook, PermanentDeliveryError } from "./webhooks";

// Webhook targets: lead data travels only encrypted (https), except to a receiver on this
// machine or a private network when WEBHOOK_ALLOW_PRIVATE=true; and a bad URL's error never
// shows what makes it secret (a Slack webhook's path is its key).

const SECRET = `whsec_${Buffer.from("a test key of thirty-two bytes!!").toString("base64")}`;
const SLACK_SECRET = "T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX";

describe("WEBHOOK_URLS", () => {
  it("refuses plain http: to any host without WEBHOOK_ALLOW_PRIVATE, to a public address with it", () => {
    for (const url of ["http://crm.example.com/hooks/leads?key=s3cret", "http://93.184.216.34/hook"]) {
      expect(problem({ WEBHOOK_URLS: url, WEBHOOK_SECRET: SECRET }), url).toMatch(
        /WEBHOOK_URLS: http:\/\/[^/]+\/… is plain http: .*use https/,
      );
    }
    expect(
      problem({ WEBHOOK_URLS: "http://93.184.216.34/hook", WEBHOOK_SECRET: SECRET, WEBHOOK_ALLOW_PRIVATE: "true" }),
    ).toContain("WEBHOOK_URLS: http://93.184.216.34/… is plain http");
  });

  it("accepts https anywhere public, and http only to loopback or private receivers with WEBHOOK_ALLOW_PRIVATE", () => {
    expect(loadConfig({ WEBHOOK_URLS: "https://crm.example.com/hooks", WEBHOOK_SECRET: SECRET }).WEBHOOK_URLS).toEqual([
      "https://crm.example.com/hooks",
    ]);
    for (const url of [
      "http://127.0.0.1:4100/hooks",
      "http://localhost:4100/x",
      "http://10.0.0.5/hook",
      "http://crm:8080/x",
    ]) {
      expect(
        loadConfig({ WEBHOOK_URLS: url, WEBHOOK_SECRET: SECRET, WEBHOOK_ALLOW_PRIVATE: "true" }).WEBHOOK_URLS,
        url,
      ).toEqual([url]);
    }
  });

  it("never prints a URL's user, password, path or query in the start-up error", () => {
    const cases = [
      `ftp://hooks.slack.com/services/${SLACK_SECRET}`,
      `http://hooks.slack.com/services/${SLACK_SECRET}`,
      `https://127.0.0.1/services/${SLACK_SECRET}`,
      `https://user:${SLACK_SECRET}@10.0.0.5/hook`,
      `http://crm.example.com/hook?token=${SLACK_SECRET}`,
      `hooks.slack.com/services/${SLACK_SECRET}`,
      `https://[${SLACK_SECRET}/services`,
    ];
    for (const url of cases) {
      const message = problem({ WEBHOOK_URLS: `https://ok.example.com/a,${url}`, WEBHOOK_SECRET: SECRET });
      expect(message, url).toContain("WEBHOOK_URLS:");
      expect(message, url).not.toContain(SLACK_SECRET);
      expect(message, url).not.toContain("T00000000");
    }
    expect(
      problem({ WEBHOOK_URLS: `ftp://hooks.slack.com/services/${SLACK_SECRET}`, WEBHOOK_SECRET: SECRET }),
    ).toContain("WEBHOOK_URLS: ftp://hooks.slack.com/… is not an http(s) URL");
    expect(problem({ WEBHOOK_URLS: `nonsense ${SLACK_SECRET}`, WEBHOOK_SECRET: SECRET })).toContain(
      "WEBHOOK_URLS: entry 1 is not an http(s) URL",
    );
  });
});

describe("a plain-http delivery", () => {
  const row = (to: string) => ({ id: "msg_1", to_address: to, text_body: "{}" }) as unknown as OutboxRow;

  it("to a public address is refused for good, even with private targets allowed", async () => {
    await expect(
      deliverWebhook(row("http://93.184.216.34/hook"), { secret: SECRET, allowPrivate: true }),
    ).rejects.toThrow(PermanentDeliveryError);
    await expect(
      deliverWebhook(row("http://93.184.216.34/hook"), { secret: SECRET, allowPrivate: true }),
    ).rejects.toThrow(/plain http/);
  });

  it("queued by an instance that allowed it is refused for good by one that does not", async () => {
    await expect(
      deliverWebhook(row("http://127.0.0.1:9/hook"), { secret: SECRET, allowPrivate: false }),
    ).rejects.toThrow(PermanentDeliveryError);
  });
});
