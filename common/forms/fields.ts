import { z } from "zod";
import { LIMITS } from "./limits";

// Building blocks of the form schemas, shared by the browser and the server.
// No node:* imports here: the forms import this file too.

export { LIMITS };

export { HONEYPOT_FIELD } from "./honeypot";

/**
 * E-mail addresses: a dot-atom local part and a host name with at least one dot (the browser's
 * own type="email" grammar, made stricter): what is stored is what a mail server would deliver to.
 * Anything else (quotes, comments, control characters, IP literals) is refused rather than
 * silently rewritten by the mailer into a different mailbox.
 */
const ATEXT = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = "[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?";
const TOP_LABEL = "[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])";
export const EMAIL_PATTERN = new RegExp(`^(?=[^@]{1,64}@)${ATEXT}(?:\\.${ATEXT})*@(?:${LABEL}\\.)+${TOP_LABEL}$`);

/** Line breaks, which would let a single-line value forge mail headers. */
const LINE_BREAKS = /[\n\r\u0085\u2028\u2029]/;
/**
 * Characters nobody types on purpose: C0/C1 controls (NUL, ESC), format characters (bidi
 * overrides, zero-width spaces, BOM), line/paragraph separators and lone surrogates. They
 * break databases, mailers and terminals, or make text read differently than it is stored.
 * Kept: tab and line breaks in multi-line fields, and ZWNJ/ZWJ (U+200C, U+200D), which
 * Persian, Indic scripts and emoji sequences need.
 */
const INVISIBLE_SINGLE_LINE = /(?![\u200c\u200d])[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;
const INVISIBLE_MULTI_LINE = /(?![\t\n\r\u200c\u200d])[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;

/** True when a value holds a character the forms refuse (see above). */
export function hasInvisibleCharacters(value: string, multiLine: boolean): boolean {
  return (multiLine ? INVISIBLE_MULTI_LINE : INVISIBLE_SINGLE_LINE).test(value);
}

export const invisibleMessage = (label: string) =>
  `${label} contains an invisible control or formatting character: please retype it`;

const formatLimit = (limit: number) => limit.toLocaleString("en-US");

export interface TextMessages {
  required: string;
  /** Defaults to "{label} must be at most {max} characters". */
  tooLong?: string;
}

/** A required text field: trimmed, non-blank, bounded; single-line ones refuse line breaks. */
export function requiredText(label: string, max: number, messages: TextMessages, singleLine: boolean) {
  const base = z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(max, messages.tooLong ?? `${label} must be at most ${formatLimit(max)} characters`);
  return singleLine
    ? base
        .refine((value) => !LINE_BREAKS.test(value), `${label} must fit on one line`)
        .refine((value) => !hasInvisibleCharacters(value, false), invisibleMessage(label))
    : base.refine((value) => !hasInvisibleCharacters(value, true), invisibleMessage(label));
}

/** An optional long text: trimmed and bounded; blank becomes undefined. */
export function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${formatLimit(max)} characters`)
    .refine((value) => !hasInvisibleCharacters(value, true), invisibleMessage(label))
    .optional()
    .transform((value) => (value === undefined || value === "" ? undefined : value));
}

/** The e-mail address's messages (the spec's words, section 5). */
export const EMAIL_MESSAGES = { required: "Email is required", invalid: "Email is invalid" } as const;

/** A required e-mail address, with the forms' own messages. */
export function emailField() {
  return z
    .string({ error: EMAIL_MESSAGES.required })
    .trim()
    .min(1, EMAIL_MESSAGES.required)
    .max(LIMITS.email, `Email must be at most ${LIMITS.email} characters`)
    .regex(EMAIL_PATTERN, EMAIL_MESSAGES.invalid);
}

/** One of a fixed list of values. */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.enum(values, { error: message });
}

/** Field name → first message, the shape of the API's `errors` and of a form's error state. */
export type FieldErrors = Record<string, string>;

/** Maps a ZodError to {field: message}, keeping the first message of each field. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : "form";
    errors[field] ??= issue.message;
  }
  return errors;
}
