// Replies from the inbox and the templates they start from: the placeholders a template may use,
// how a template is filled for a lead, the reply's subject, and the checks a reply passes before
// anything is queued. Shared by the server (which decides) and the inbox (which shows the same
// words before sending).

/** The placeholders a template may use, and what each becomes. */
export const REPLY_PLACEHOLDERS = {
  name: "the lead's name",
  reference: "the lead's reference (CM-7K3Q-2M)",
  bookingUrl: "the firm's booking page",
  consultationMinutes: "the length of the free consultation, in minutes",
  staffName: "your own name",
} as const;
export type ReplyPlaceholder = keyof typeof REPLY_PLACEHOLDERS;
export const PLACEHOLDER_NAMES = Object.keys(REPLY_PLACEHOLDERS) as ReplyPlaceholder[];

export const REPLY_LIMITS = {
  templateName: 100,
  templateBody: 10_000,
  subject: 250,
  body: 10_000,
} as const;

const PLACEHOLDER = /\{([^{}\s]*)\}/g;

/** The placeholders of a text that the inbox does not know, each once, in order. */
export function unknownPlaceholders(text: string): string[] {
  const unknown: string[] = [];
  for (const [, name = ""] of text.matchAll(PLACEHOLDER))
    if (!(PLACEHOLDER_NAMES as string[]).includes(name) && !unknown.includes(name)) unknown.push(name);
  return unknown;
}

/** Why a template cannot be saved (the first unknown placeholder named), or undefined. */
export function templateProblem(body: string): string | undefined {
  const [first, ...more] = unknownPlaceholders(body);
  if (first === undefined) return undefined;
  const known = PLACEHOLDER_NAMES.map((name) => `{${name}}`).join(", ");
  const others = more.length > 0 ? ` (and ${more.map((name) => `{${name}}`).join(", ")})` : "";
  return `The template uses {${first}}${others}, which the inbox does not know: use only ${known}.`;
}

/** A template's text with its placeholders filled for one lead. */
export function fillTemplate(body: string, values: Record<ReplyPlaceholder, string>): string {
  return body.replace(PLACEHOLDER, (whole, name: string) =>
    (PLACEHOLDER_NAMES as string[]).includes(name) ? values[name as ReplyPlaceholder] : whole,
  );
}

/** A reply's subject: `Re: <subject> [<reference>]`. */
export function replySubject(subject: string, reference: string): string {
  const base = subject.replace(/[\r\n\t]+/g, " ").trim();
  return `Re: ${base} [${reference}]`;
}

/** Header names a line of a reply must not start with: such a line tries to add recipients or headers. */
const HEADER_LINE =
  /^(?:bcc|cc|to|from|sender|reply-to|subject|content-type|content-transfer-encoding|mime-version)[ \t]*:/im;

/** Why a reply cannot be sent as written (a sentence saying what to fix), or undefined. */
export function replyProblem({ subject, body }: { subject: string; body: string }): string | undefined {
  if (subject.trim() === "") return "Write the subject.";
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(subject))
    return "The subject must be one line: remove its line breaks and control characters.";
  if (subject.length > REPLY_LIMITS.subject)
    return `The subject is longer than ${REPLY_LIMITS.subject} characters: shorten it.`;
  if (body.trim() === "") return "Write the reply.";
  if (body.length > REPLY_LIMITS.body)
    return `The reply is longer than ${REPLY_LIMITS.body.toLocaleString("en")} characters: shorten it.`;
  // A lone carriage return, or a line reading like a mail header, is an attempt to add headers.
  if (/\r(?!\n)/.test(body)) return "The reply has a carriage return without a line break: write plain lines.";
  const header = HEADER_LINE.exec(body);
  if (header)
    return `A line of the reply starts like a mail header (“${header[0].trim()}”): a reply goes only to the lead, so reword that line.`;
  return undefined;
}
