// E-mails as data: subject, plain text and HTML. Every visitor value is escaped in the HTML.

export interface MailContent {
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#0f172a;line-height:1.5;max-width:640px;margin:0 auto;padding:24px">${body}</body></html>`;
}

export interface NotificationInput {
  /** "contact message", "service request", … */
  formTitle: string;
  visitorName: string;
  /** Label and value of every field, in form order. */
  fields: readonly (readonly [string, string])[];
  submittedAt: string;
  id: string;
}

/** The firm's notification of a new submission; Reply-To is the visitor (set by the caller). */
export function notificationMail({ formTitle, visitorName, fields, submittedAt, id }: NotificationInput): MailContent {
  const subject = `New ${formTitle} from ${visitorName}`;
  const text = [
    `A new ${formTitle} arrived through the website.`,
    "",
    ...fields.map(([label, value]) => (value.includes("\n") ? `${label}:\n${value}\n` : `${label}: ${value}`)),
    "",
    `Received: ${submittedAt}`,
    `Reference: ${id}`,
    "",
    "Reply to this e-mail to answer the visitor directly.",
  ].join("\n");
  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><th style="text-align:left;vertical-align:top;padding:6px 12px 6px 0;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:6px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  const html = page(
    subject,
    `<h1 style="font-size:20px">New ${escapeHtml(formTitle)}</h1><table style="border-collapse:collapse">${rows}</table><p style="color:#475569;font-size:14px">Received ${escapeHtml(submittedAt)} · reference ${escapeHtml(id)}<br>Reply to this e-mail to answer the visitor directly.</p>`,
  );
  return { subject, text, html };
}

export interface ConfirmationInput {
  siteName: string;
  name: string;
  confirmUrl: string;
  unsubscribeUrl: string;
}

/** Double opt-in: the link that confirms a newsletter subscription (RFC 8058 headers included). */
export function confirmationMail({ siteName, name, confirmUrl, unsubscribeUrl }: ConfirmationInput): MailContent {
  const subject = `Please confirm your subscription to the ${siteName} newsletter`;
  const text = [
    `Hello ${name},`,
    "",
    `Thank you for subscribing to the ${siteName} newsletter. Please confirm your address by opening this link:`,
    "",
    confirmUrl,
    "",
    "If you did not ask for this, ignore this e-mail: you will not be subscribed.",
    "",
    `Unsubscribe: ${unsubscribeUrl}`,
  ].join("\n");
  const html = page(
    subject,
    `<p>Hello ${escapeHtml(name)},</p><p>Thank you for subscribing to the ${escapeHtml(siteName)} newsletter. Please confirm your address:</p><p><a href="${escapeHtml(confirmUrl)}" style="display:inline-block;background:#1d4ed8;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600">Confirm my subscription</a></p><p style="font-size:14px;color:#475569">Or paste this link into your browser: ${escapeHtml(confirmUrl)}</p><p style="font-size:14px;color:#475569">If you did not ask for this, ignore this e-mail: you will not be subscribed.</p><p style="font-size:13px;color:#64748b"><a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a></p>`,
  );
  return { subject, text, html, headers: listUnsubscribeHeaders(unsubscribeUrl) };
}

/** RFC 2369 + RFC 8058 one-click unsubscribe, on every newsletter mail. */
export function listUnsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${unsubscribeUrl}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}
