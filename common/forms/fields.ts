import { z } from "zod";

// Building blocks of the form schemas, shared by the browser and the server.
// No node:* imports here: the forms import this file too.

/** Upper bounds of every field (DESIGN §4). */
export const LIMITS = {
  name: 120,
  email: 254,
  subject: 200,
  service: 100,
  company: 200,
  teamSize: 50,
  longText: 5000,
} as const;

export { HONEYPOT_FIELD } from "./honeypot";

/** A simple address check: text, an at sign, text, a dot and text (spec §5), without spaces. */
const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]+$/;
// Line breaks and other control characters would let a value forge mail headers.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

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
  return singleLine ? base.refine((value) => !CONTROL_CHARACTERS.test(value), `${label} must fit on one line`) : base;
}

/** An optional long text: trimmed and bounded; blank becomes undefined. */
export function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${formatLimit(max)} characters`)
    .optional()
    .transform((value) => (value === undefined || value === "" ? undefined : value));
}

/** A required e-mail address with the spec's messages. */
export function emailField() {
  return z
    .string({ error: "Email is required" })
    .trim()
    .min(1, "Email is required")
    .max(LIMITS.email, `Email must be at most ${LIMITS.email} characters`)
    .regex(EMAIL_PATTERN, "Email is invalid");
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
