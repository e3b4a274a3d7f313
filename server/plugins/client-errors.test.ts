import { connect } from "node:net";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { makeTestApp } from "../test-support/app";

// Requests Node's HTTP parser refuses never reach Fastify's routes or hooks: Node (through
// Fastify's clientErrorHandler) answers them on the socket. Those answers carry the same
// security headers as every other answer.

let ctx: Awaited<ReturnType<typeof makeTestApp>> | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

/** Sends raw bytes and reads everything until the server closes the connection. */
function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", (error: NodeJS.ErrnoException) => {
      // The server may reset the connection once it has answered: what arrived is the answer.
      if (error.code === "ECONNRESET" && chunks.length > 0) resolve(Buffer.concat(chunks).toString("latin1"));
      else reject(error);
    });
    socket.on("end", () => resolve(Buffer.concat(chunks).toString("latin1")));
    socket.end(request);
  });
}

function parse(answer: string) {
  const [head = "", body = ""] = answer.split("\r\n\r\n");
  const [statusLine = "", ...lines] = head.split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(" ")[1]), headers, body };
}

const SECURITY_HEADERS = [
  "content-security-policy",
  "x-content-type-options",
  "x-frame-options",
  "referrer-policy",
  "permissions-policy",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
  "strict-transport-security",
];

describe("answers to requests Node's HTTP parser refuses", () => {
  it.each([
    ["oversized headers", 431, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`],
    ["a bad Content-Length", 400, "POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Length: nine\r\n\r\n"],
    ["a header line without a colon", 400, "GET / HTTP/1.1\r\nHost: x\r\nthis is not a header\r\n\r\n"],
    ["two Content-Lengths", 400, "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab"],
  ])("%s: %i with every security header, a sentence, and the connection closed", async (_name, status, request) => {
    ctx = await makeTestApp({ PUBLIC_ORIGIN: "https://www.example.com" }, { clientDir: false });
    await ctx.app.listen({ port: 0, host: "127.0.0.1" });
    const page = await ctx.app.inject({ url: "/healthz" });
    const { port } = ctx.app.server.address() as AddressInfo;

    const answer = parse(await rawExchange(port, request));

    expect(answer.status).toBe(status);
    for (const header of SECURITY_HEADERS) {
      expect(answer.headers[header], header).toBe(page.headers[header]);
    }
    expect(answer.headers.connection).toBe("close");
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(Number(answer.headers["content-length"])).toBe(Buffer.byteLength(answer.body));
    expect((JSON.parse(answer.body) as { message: string }).message).toMatch(
      status === 431 ? /headers are too large/ : /not a valid HTTP request/,
    );
  });

  it("without an https public origin: no HSTS, the rest the same", async () => {
    ctx = await makeTestApp({}, { clientDir: false });
    await ctx.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = ctx.app.server.address() as AddressInfo;
    const answer = parse(await rawExchange(port, "GET / HTTP/1.1\r\nHost: x\r\nbroken\r\n\r\n"));
    expect(answer.status).toBe(400);
    expect(answer.headers["strict-transport-security"]).toBeUndefined();
    expect(answer.headers["x-frame-options"]).toBe("DENY");
  });
});
