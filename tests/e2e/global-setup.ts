import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync } from "node:fs";
import { createServer as createHttpServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, waitFor } from "../../server/test-support/ports";
import { startSmtpSink, type SmtpSink } from "../../server/test-support/smtp-sink";
import { E2E_NOTIFY_TO } from "./forms-support";

/** GET / answers the mail the sink received so far, as JSON, for the specs (other processes). */
async function serveMailbox(sink: SmtpSink): Promise<{ server: Server; url: string }> {
  const server = createHttpServer((_request, response) => {
    const mails = sink.received.map(({ from, to, subject, text, html, headers }) => ({
      from,
      to,
      subject,
      text,
      html,
      replyTo: headers.get("reply-to") ?? "",
    }));
    response.writeHead(200, { "Content-Type": "application/json" });
    response.end(JSON.stringify(mails));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

/**
 * Starts a real SMTP sink and the compiled server (`build/server/main.js`, as `npm start` runs it) with a fresh
 * database, mail on, and rate limits lifted so many tests can post from one address.
 */
export default async function globalSetup() {
  const sink = await startSmtpSink();
  const mailbox = await serveMailbox(sink);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "site-e2e-"));
  const databasePath = join(dataDir, "e2e.db");
  const server = spawn(process.execPath, ["build/server/main.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: `file:${databasePath}`,
      LOG_LEVEL: "warn",
      SMTP_URL: sink.url,
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      NOTIFY_TO: E2E_NOTIFY_TO,
      RATE_LIMIT_PER_MINUTE: "100000",
      RATE_LIMIT_PER_DAY: "1000000",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  // Generous: on a shared machine under load the server has taken over 40 s to start.
  await waitFor(`${baseURL}/readyz`, 120_000);
  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_MAILBOX_URL = mailbox.url;
  process.env.E2E_DATABASE_PATH = databasePath;
  return async () => {
    server.kill("SIGTERM");
    await once(server, "exit");
    await new Promise((resolve) => mailbox.server.close(resolve));
    await sink.close();
  };
}
