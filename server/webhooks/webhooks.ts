import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import type { LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";
import { Webhook } from "standardwebhooks";
import { isPrivateHost, isPublicAddress } from "../config";
import type { OutboxRow } from "../db/schema";

// Webhook deliveries of the outbox: each new lead POSTed as JSON to every WEBHOOK_URLS entry,
// signed per Standard Webhooks (webhook-id = the outbox row's id, the same on every retry;
// webhook-timestamp; webhook-signature = v1,<base64 HMAC-SHA256 of id.timestamp.body>). A Slack
// incoming-webhook URL gets a readable message instead. Targets on loopback or private networks
// are refused unless allowed, checked on the address the connection really goes to (after DNS,
// so a public name that resolves to 10.0.0.1 is refused too). Plain http goes only to such a
// private receiver, and only when they are allowed: never across the internet.

export interface WebhookOptions {
  /** WEBHOOK_SECRET, "whsec_" + base64. */
  secret: string;
  allowPrivate: boolean;
  timeoutMs?: number;
}

/** A delivery that must not be retried (a refused target). */
export class PermanentDeliveryError extends Error {
  readonly permanent = true;
}

/** Slack's incoming webhooks: they want a message, not our JSON. */
export function isSlackWebhook(url: URL): boolean {
  return url.hostname === "hooks.slack.com" && url.pathname.startsWith("/services/");
}

/** Slack mrkdwn: &, < and > are the characters it treats as markup. */
const slackEscape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const FORM_TITLES: Record<string, string> = {
  "contact.created": "New contact message",
  "service-request.created": "New service request",
  "assessment.created": "New assessment request",
};

/** The Slack message of a lead: form, reference, name, service, and the visit it came from. */
export function slackMessage(payload: Record<string, unknown>): string {
  const text = (value: unknown) => slackEscape(typeof value === "string" ? value : "");
  const name = text(payload.name ?? payload.fullName);
  const visit = payload.attribution as Record<string, unknown> | null | undefined;
  const came = visit
    ? [
        `landed on ${text(visit.landingPage)}`,
        ...(typeof visit.referrerHost === "string" ? [`from ${text(visit.referrerHost)}`] : []),
        ...(typeof visit.utmCampaign === "string" ? [`campaign ${text(visit.utmCampaign)}`] : []),
      ]
    : [];
  const lines = [
    `*${FORM_TITLES[String(payload.type)] ?? "New lead"}* ${text(payload.reference)}`,
    `From: ${name}`,
    ...(typeof payload.service === "string" ? [`Service: ${text(payload.service)}`] : []),
    ...(came.length ? [`Visit: ${came.join(", ")}`] : []),
  ];
  return JSON.stringify({ text: lines.join("\n") });
}

const PLAIN_HTTP_PUBLIC = "plain http only reaches a receiver on a loopback or private network: use https";

/**
 * DNS, then a refusal when any address is not public (unless private targets are allowed), or,
 * for plain http, when any address is public (lead data never crosses the internet unencrypted).
 */
function guardedLookup(allowPrivate: boolean, plainHttp: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, "", 0);
      const refused = addresses.find(({ address }) => !isPublicAddress(address));
      if (refused && !allowPrivate) {
        return callback(
          new PermanentDeliveryError(
            `${hostname} resolves to ${refused.address}, a loopback or private address (WEBHOOK_ALLOW_PRIVATE is off)`,
          ),
          "",
          0,
        );
      }
      const exposed = addresses.find(({ address }) => isPublicAddress(address));
      if (plainHttp && exposed) {
        return callback(
          new PermanentDeliveryError(
            `${hostname} resolves to ${exposed.address}, a public address: ${PLAIN_HTTP_PUBLIC}`,
          ),
          "",
          0,
        );
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const [first] = addresses;
      callback(null, first!.address, first!.family);
    });
  };
}

/** POSTs one outbox row; resolves on a 2xx, throws otherwise (PermanentDeliveryError: no retry). */
export async function deliverWebhook(row: OutboxRow, options: WebhookOptions): Promise<void> {
  const url = new URL(row.to_address!);
  const host = url.hostname.replace(/^\[|\]$/g, "");
  // Plain http with private targets refused is refused either way: a private address as such,
  // a public one as plain http.
  const plainHttp = url.protocol === "http:";
  // An address in the URL is never looked up: check it here.
  if (!options.allowPrivate && ipaddr.isValid(host) && isPrivateHost(host)) {
    throw new PermanentDeliveryError(`${host} is a loopback or private address (WEBHOOK_ALLOW_PRIVATE is off)`);
  }
  if (plainHttp && ipaddr.isValid(host) && isPublicAddress(host)) {
    throw new PermanentDeliveryError(`${host} is a public address: ${PLAIN_HTTP_PUBLIC}`);
  }
  const payload = row.text_body ?? "{}";
  const body = isSlackWebhook(url) ? slackMessage(JSON.parse(payload) as Record<string, unknown>) : payload;
  const timestamp = new Date();
  const signature = new Webhook(options.secret).sign(row.id, timestamp, body);
  const headers = {
    "content-type": "application/json",
    "content-length": String(Buffer.byteLength(body)),
    "user-agent": "consulting-site-webhooks/1",
    "webhook-id": row.id,
    "webhook-timestamp": String(Math.floor(timestamp.getTime() / 1000)),
    "webhook-signature": signature,
  };
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;
  const status = await new Promise<number>((resolve, reject) => {
    const request = send(
      url,
      {
        method: "POST",
        headers,
        lookup: guardedLookup(options.allowPrivate, plainHttp),
        timeout: options.timeoutMs ?? 10_000,
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error("no answer within the timeout")));
    request.on("error", reject);
    request.end(body);
  });
  if (status < 200 || status >= 300) throw new Error(`the receiver answered HTTP ${status}`);
}
