import { DatabaseSync } from "node:sqlite";

// What the end-to-end form specs read besides the page: the rows the real server stored (its
// SQLite file) and the mail the real SMTP sink received (served by global-setup.ts).

/** The firm's inbox in end-to-end runs: notifications of new submissions go here. */
export const E2E_NOTIFY_TO = "team@e2e.example.com";

export interface SinkMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  replyTo: string;
}

/** Every mail the sink has received so far. */
export async function receivedMail(): Promise<SinkMail[]> {
  const url = process.env.E2E_MAILBOX_URL;
  if (!url) throw new Error("E2E_MAILBOX_URL is not set: run through playwright.config.ts (global-setup.ts)");
  return (await (await fetch(url)).json()) as SinkMail[];
}

/** The mails sent to `address` (a unique address per test keeps tests apart). */
export async function mailTo(address: string): Promise<SinkMail[]> {
  return (await receivedMail()).filter((mail) => mail.to.includes(address));
}

/** Notifications to the firm whose reply-to is the visitor's address. */
export async function notificationsFrom(visitor: string): Promise<SinkMail[]> {
  return (await receivedMail()).filter((mail) => mail.to.includes(E2E_NOTIFY_TO) && mail.replyTo.includes(visitor));
}

/** Rows of a table whose email column is `email`, read from the server's database. */
export function storedRows(table: string, email: string): Record<string, unknown>[] {
  const path = process.env.E2E_DATABASE_PATH;
  if (!path) throw new Error("E2E_DATABASE_PATH is not set: run through playwright.config.ts (global-setup.ts)");
  if (!/^[a-z_]+$/.test(table)) throw new Error(`not a table name: ${table}`);
  const db = new DatabaseSync(path, { readOnly: true, timeout: 5000 });
  try {
    return db
      .prepare(`SELECT * FROM ${table} WHERE email = ?`)
      .all(email)
      .map((row) => ({ ...row }));
  } finally {
    db.close();
  }
}

/** An address no other test uses. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}
