import nodemailer from "nodemailer";

// Outgoing mail over SMTP (SMTP_URL), behind a small interface the worker depends on.

export interface OutgoingMail {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  /** Stable per outbox row: a duplicate after a crash is recognisable as one. */
  messageId: string;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  /** The queue is empty for now: connections kept open for a burst may close. */
  idle?(): void;
  close(): void;
}

/** SMTP connections open at once: a backlog reuses them instead of one handshake per mail. */
export const SMTP_POOL = { maxConnections: 4, maxMessages: 100 } as const;

/**
 * Over SMTP_URL, through a pool of connections (nodemailer's pool): a backlog is sent over a
 * few connections kept open, each carrying up to 100 mails, rather than a new connection,
 * greeting and TLS handshake per mail. The pool is made when a mail goes and closed when the
 * worker finds the queue empty (idle()), so no connection stays open between bursts.
 */
export function smtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  const secure = url.protocol === "smtps:";
  const options = {
    pool: true as const,
    ...SMTP_POOL,
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  };
  let transporter: ReturnType<typeof nodemailer.createTransport> | undefined;
  const close = () => {
    transporter?.close();
    transporter = undefined;
  };
  return {
    async send(mail) {
      transporter ??= nodemailer.createTransport(options);
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
        messageId: mail.messageId,
      });
    },
    idle: close,
    close,
  };
}
