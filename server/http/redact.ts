// Logs never carry message bodies or full e-mail addresses: a log is read by more people, and
// kept longer, than the submissions themselves.

const EMAIL_IN_TEXT = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9.-]+\.[A-Za-z]{2,})/g;

/** j.doe@example.com → j***@example.com */
export function redactEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  return `${email[0]}***${email.slice(at)}`;
}

/** Every e-mail address inside a text (an SMTP or database error, say), redacted. */
export function redactText(text: string): string {
  return text.replace(EMAIL_IN_TEXT, "$1***@$2");
}

/** An error as a log field: type, code, message and stack, with addresses redacted. */
export function redactError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: redactText(String(error)) };
  const { code } = error as { code?: unknown };
  return {
    type: error.name,
    ...(code === undefined ? {} : { code }),
    message: redactText(error.message),
    stack: error.stack ? redactText(error.stack) : undefined,
  };
}

/**
 * A URL as logs and error messages may show it: scheme and host, never the user, password,
 * path or query (a Slack webhook's path is its secret). https://hooks.slack.com/… for
 * https://hooks.slack.com/services/T0/B0/XXXX; "(not a URL)" for text that does not parse.
 */
export function redactUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return "(not a URL)";
  }
  if (!parsed.host) return `${parsed.protocol}…`;
  const rest = parsed.pathname !== "/" || parsed.search !== "" || parsed.hash !== "" ? "/…" : "/";
  return `${parsed.protocol}//${parsed.host}${rest}`;
}
