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

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#0f172a;line-height:1.5;max-width:640px;margin:0 auto;padding:24px">${body}</body></html>`;
}

export interface NotificationInput {
  /** "contact message", "service request", … */
  formTitle: string;
  visitorName: string;
  /** Label and value of every field, in form order. */
  fields: readonly (readonly [string, string])[];
  submittedAt: string;
  reference: string;
}

/** The firm's notification of a new submission; Reply-To is the visitor (set by the caller). */
export function notificationMail({
  formTitle,
  visitorName,
  fields,
  submittedAt,
  reference,
}: NotificationInput): MailContent {
  const subject = `New ${formTitle} from ${visitorName}`;
  const text = [
    `A new ${formTitle} arrived through the website.`,
    "",
    ...fields.map(([label, value]) => (value.includes("\n") ? `${label}:\n${value}\n` : `${label}: ${value}`)),
    "",
    `Received: ${submittedAt}`,
    `Reference: ${reference}`,
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
    `<h1 style="font-size:20px">New ${escapeHtml(formTitle)}</h1><table style="border-collapse:collapse">${rows}</table><p style="color:#475569;font-size:14px">Received ${escapeHtml(submittedAt)} · reference ${escapeHtml(reference)}<br>Reply to this e-mail to answer the visitor directly.</p>`,
  );
  return { subject, text, html };
}

const small = (html: string) => `<p style="font-size:14px;color:#475569">${html}</p>`;

export interface AcknowledgementInput {
  siteName: string;
  /** "contact message", "service request", "assessment request": our words, not the visitor's. */
  formTitle: string;
  reference: string;
  schedulingUrl: string;
  /** The firm's response target in words ("one business day"), from its business hours. */
  replyWithin: string;
}

/**
 * The sender's acknowledgement of a lead. Nobody has verified the address, so it quotes nothing
 * the visitor typed, not even the name: only our words, the reference and the booking link.
 */
export function acknowledgementMail({
  siteName,
  formTitle,
  reference,
  schedulingUrl,
  replyWithin,
}: AcknowledgementInput): MailContent {
  const subject = `We have received your ${formTitle} (${reference})`;
  const text = [
    "Hello,",
    "",
    `Thank you for contacting ${siteName}. We have received your ${formTitle}, reference ${reference}.`,
    "",
    `What happens next: one of our consultants reads it and replies within ${replyWithin}.`,
    "",
    `Would you rather talk now? Book a free consultation at a time that suits you: ${schedulingUrl}`,
    "",
    "If you did not send this, you can ignore this e-mail.",
  ].join("\n");
  const html = page(
    subject,
    `<p>Hello,</p><p>Thank you for contacting ${escapeHtml(siteName)}. We have received your ${escapeHtml(formTitle)}, reference <strong>${escapeHtml(reference)}</strong>.</p><p><strong>What happens next:</strong> one of our consultants reads it and replies within ${escapeHtml(replyWithin)}.</p><p><a href="${escapeHtml(schedulingUrl)}" style="display:inline-block;background:#1d4ed8;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600">Book a free consultation</a></p>${small("If you did not send this, you can ignore this e-mail.")}`,
  );
  return { subject, text, html };
}

/** The links of every newsletter mail. */
export interface NewsletterLinks {
  siteName: string;
  /** The page with the "Unsubscribe" button (for people). */
  unsubscribeUrl: string;
  /** The RFC 8058 one-click URL (for mail providers, List-Unsubscribe). */
  oneClickUrl: string;
}

function newsletterFooter({ unsubscribeUrl }: NewsletterLinks) {
  return {
    text: `Unsubscribe: ${unsubscribeUrl}`,
    html: `<p style="font-size:13px;color:#64748b"><a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a></p>`,
  };
}

/**
 * Double opt-in: the link that confirms a newsletter subscription. Nobody has confirmed this
 * address yet, so the mail holds nothing the visitor typed (not even the name): the form
 * cannot be used to send someone else a message from our domain.
 */
export function confirmationMail(input: NewsletterLinks & { confirmUrl: string }): MailContent {
  const { siteName, confirmUrl } = input;
  const footer = newsletterFooter(input);
  const subject = `Please confirm your subscription to the ${siteName} newsletter`;
  const text = [
    "Hello,",
    "",
    `Someone, probably you, asked to receive the ${siteName} newsletter at this address. To confirm, open this link and press "Confirm my subscription":`,
    "",
    confirmUrl,
    "",
    "If you did not ask for this, ignore this e-mail: you will not be subscribed.",
    "",
    footer.text,
  ].join("\n");
  const html = page(
    subject,
    `<p>Hello,</p><p>Someone, probably you, asked to receive the ${escapeHtml(siteName)} newsletter at this address. To confirm, open the link and press "Confirm my subscription":</p><p><a href="${escapeHtml(confirmUrl)}" style="display:inline-block;background:#1d4ed8;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600">Confirm my subscription</a></p>${small(`Or paste this link into your browser: ${escapeHtml(confirmUrl)}`)}${small("If you did not ask for this, ignore this e-mail: you will not be subscribed.")}${footer.html}`,
  );
  return { subject, text, html, headers: listUnsubscribeHeaders(input.oneClickUrl) };
}

/** Subscribe from an address that is already confirmed: say so, and offer the way out. */
export function alreadySubscribedMail(input: NewsletterLinks): MailContent {
  const { siteName } = input;
  const footer = newsletterFooter(input);
  const subject = `You are already subscribed to the ${siteName} newsletter`;
  const text = [
    "Hello,",
    "",
    `Someone, probably you, asked to subscribe this address to the ${siteName} newsletter. It is already subscribed, so nothing has changed.`,
    "",
    "If you no longer want it, unsubscribe with the link below.",
    "",
    footer.text,
  ].join("\n");
  const html = page(
    subject,
    `<p>Hello,</p><p>Someone, probably you, asked to subscribe this address to the ${escapeHtml(siteName)} newsletter. It is already subscribed, so nothing has changed.</p>${small("If you no longer want it, unsubscribe with the link below.")}${footer.html}`,
  );
  return { subject, text, html, headers: listUnsubscribeHeaders(input.oneClickUrl) };
}

/** RFC 2369 + RFC 8058 one-click unsubscribe, on every newsletter mail. */
export function listUnsubscribeHeaders(oneClickUrl: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${oneClickUrl}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/**
 * A staff member's reply to a lead, as they wrote it (sent From the firm, Reply-To them: the
 * caller sets both). The text is theirs; the HTML is the same text, escaped, its lines kept.
 */
export function replyMail({ subject, body }: { subject: string; body: string }): MailContent {
  const text = body.replace(/\r\n/g, "\n");
  const html = page(subject, `<div style="white-space:pre-wrap">${escapeHtml(text)}</div>`);
  return { subject, text, html };
}

/** One line of the morning digest: a lead, and the link that opens it in the inbox. */
export interface DigestLead {
  name: string;
  reference: string;
  formTitle: string;
  /** "overdue by 2 h", "due in 3 h". */
  clock?: string;
  /** "yours", "unassigned". */
  owner?: string;
  url: string;
}

/** A staff member's morning digest: what waits for an answer (overdue first), and yesterday's new leads by form. */
export function digestMail({
  siteName,
  day,
  staffName,
  waiting,
  moreWaiting,
  waitingUrl,
  yesterday,
  settingsUrl,
}: {
  siteName: string;
  /** The day in words ("Monday 30 November"). */
  day: string;
  /** Who it is for. */
  staffName: string;
  waiting: DigestLead[];
  /** Waiting leads not listed (the list stops at a limit). */
  moreWaiting: number;
  waitingUrl: string;
  yesterday: { formTitle: string; leads: DigestLead[] }[];
  settingsUrl: string;
}): MailContent {
  const total = waiting.length + moreWaiting;
  const subject = `${siteName} inbox, ${day}: ${total} ${total === 1 ? "lead waits" : "leads wait"} for an answer`;
  const line = (lead: DigestLead) =>
    `${lead.name} (${lead.formTitle}, ${lead.reference})${lead.clock ? `, ${lead.clock}` : ""}${lead.owner ? `, ${lead.owner}` : ""}: ${lead.url}`;
  const item = (lead: DigestLead) =>
    `<li><a href="${escapeHtml(lead.url)}">${escapeHtml(lead.name)}</a> (${escapeHtml(lead.formTitle)}, ${escapeHtml(lead.reference)})${lead.clock ? `, ${escapeHtml(lead.clock)}` : ""}${lead.owner ? `, ${escapeHtml(lead.owner)}` : ""}</li>`;
  const more = moreWaiting > 0 ? `and ${moreWaiting} more: ${waitingUrl}` : "";
  const text = [
    `Good morning ${staffName},`,
    "",
    `Waiting for an answer (${total}), overdue first:`,
    "",
    ...waiting.map(line),
    ...(more ? [more] : []),
    "",
    ...(yesterday.length === 0
      ? ["No new leads yesterday."]
      : yesterday.flatMap((group) => [
          `New yesterday: ${group.formTitle} (${group.leads.length})`,
          ...group.leads.map(line),
          "",
        ])),
    "",
    `Turn this digest off in the inbox: ${settingsUrl}`,
  ].join("\n");
  const html = page(
    subject,
    `<p>Good morning ${escapeHtml(staffName)},</p><h1 style="font-size:20px">Waiting for an answer (${total})</h1><p>Overdue first.</p><ul>${waiting.map(item).join("")}</ul>${
      moreWaiting > 0 ? `<p><a href="${escapeHtml(waitingUrl)}">And ${moreWaiting} more</a></p>` : ""
    }${
      yesterday.length === 0
        ? "<p>No new leads yesterday.</p>"
        : yesterday
            .map(
              (group) =>
                `<h2 style="font-size:16px">New yesterday: ${escapeHtml(group.formTitle)} (${group.leads.length})</h2><ul>${group.leads.map(item).join("")}</ul>`,
            )
            .join("")
    }${small(`<a href="${escapeHtml(settingsUrl)}">Turn this digest off</a> in the inbox.`)}`,
  );
  return { subject, text, html };
}
