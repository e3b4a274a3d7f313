import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

// A real SMTP server on a loopback port that keeps what it receives, so tests read the mails
// the server really sent, not a mock's call log. A small MIME reader turns each message into headers, text and html.

export interface ReceivedMail {
  raw: string;
  from: string;
  to: string[];
  headers: Map<string, string>;
  subject: string;
  text: string;
  html: string;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_m, encoding: string, text: string) =>
    encoding.toUpperCase() === "B"
      ? Buffer.from(text, "base64").toString("utf8")
      : decodeQuotedPrintable(text.replace(/_/g, " ")),
  );
}

function splitHeadersAndBody(part: string): [string, string] {
  const match = /\r?\n\r?\n/.exec(part);
  if (!match) return [part, ""];
  return [part.slice(0, match.index), part.slice(match.index + match[0].length)];
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get("content-transfer-encoding") ?? "").toLowerCase();
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return body;
}

export function parseMail(raw: string, from: string, to: string[]): ReceivedMail {
  const [headBlock, body] = splitHeadersAndBody(raw);
  const headers = parseHeaders(headBlock);
  let text = "";
  let html = "";
  const type = headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw];
  for (const part of parts) {
    const [partHead, partBody] = splitHeadersAndBody(part.replace(/^\r?\n/, ""));
    const partHeaders = parseHeaders(partHead);
    const partType = partHeaders.get("content-type") ?? "";
    const decoded = decodeBody(partHeaders, partBody).replace(/\r?\n$/, "");
    if (partType.startsWith("text/plain")) text = decoded;
    if (partType.startsWith("text/html")) html = decoded;
  }
  return { raw, from, to, headers, subject: decodeWords(headers.get("subject") ?? ""), text, html };
}

export interface SmtpSink {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** SMTP connections opened so far, and how many are open now. */
  connections: { opened: number; open: number };
  /** Resolves once `count` mails have arrived (or rejects after timeoutMs). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export interface SmtpSinkOptions {
  port?: number;
  /** How long the server takes to accept each message (a slow mail server). */
  delayMs?: number;
  /** Recipients answered "550 no such mailbox" (a permanent refusal). */
  refuse?: readonly string[];
}

export async function startSmtpSink({ port = 0, delayMs = 0, refuse = [] }: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const connections = { opened: 0, open: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onConnect(_session, callback) {
      connections.opened += 1;
      connections.open += 1;
      callback();
    },
    onClose() {
      connections.open -= 1;
    },
    onRcptTo(address, _session, callback) {
      if (!refuse.includes(address.address)) return callback();
      callback(Object.assign(new Error("5.1.1 No such mailbox"), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        setTimeout(() => {
          received.push(parseMail(Buffer.concat(chunks).toString("utf8"), from, to));
          callback();
        }, delayMs);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    received,
    connections,
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} mails, got ${received.length}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
