import { assessmentForm } from "./assessment";
import { contactForm } from "./contact";
import type { FormDeclaration } from "./declare";
import { serviceRequestForm } from "./service-request";
import { newsletterForm } from "./subscribe";

// The four forms, under their one name (FormKey): the routes, the stored rows, the references,
// the inbox's list, view, search, export and erasure, the webhooks, the notification and the
// retention purge all go through this registry: nothing else lists the forms. Zod-free (see
// declare.ts).

export const FORMS = {
  contact: contactForm,
  "service-request": serviceRequestForm,
  assessment: assessmentForm,
  newsletter: newsletterForm,
} as const;

export type FormKey = keyof typeof FORMS;
export const FORM_KEYS = Object.keys(FORMS) as FormKey[];
/** The forms whose submissions are leads with a reference, a notification and webhooks. */
export type LeadFormKey = Exclude<FormKey, "newsletter">;
/** The forms with a reference prefix: their submissions are leads (the newsletter's are not). */
export const LEAD_FORM_KEYS = FORM_KEYS.filter((key): key is LeadFormKey => FORMS[key].referencePrefix !== undefined);

/**
 * Adds a form to the registry, as if it were listed in FORMS: for a test's fixture form
 * (server/test-support/fifth-form.ts), which proves that nothing else lists the forms. Call it
 * before the server's modules are imported (some of them read the lists once, when loaded).
 */
export function registerForm(form: FormDeclaration): void {
  if (Object.hasOwn(FORMS, form.key)) throw new Error(`A form named ${form.key} is already declared.`);
  const prefix = form.referencePrefix;
  if (prefix !== undefined && !REFERENCE_PREFIX.test(prefix)) {
    throw new Error(`${form.key}'s reference prefix must be 2 to 4 capital letters, not ${prefix}.`);
  }
  if (prefix !== undefined && LEAD_FORM_KEYS.some((key) => FORMS[key].referencePrefix === prefix)) {
    throw new Error(`${form.key}'s reference prefix ${prefix} is already another form's.`);
  }
  (FORMS as Record<string, FormDeclaration>)[form.key] = form;
  FORM_KEYS.push(form.key as FormKey);
  if (prefix !== undefined) LEAD_FORM_KEYS.push(form.key as LeadFormKey);
}

// Own keys only: `in` would take "constructor" or "toString" (from Object.prototype) for a form.
export const isFormKey = (value: unknown): value is FormKey => typeof value === "string" && Object.hasOwn(FORMS, value);

/** The form of an operator command's `--type` (contact, subscribers, service-requests, assessments). */
export const formOfExportName = (name: string): FormKey | undefined =>
  FORM_KEYS.find((key) => FORMS[key].exportName === name);

/** The tables of the forms, as their declarations name them. */
export type FormTable = (typeof FORMS)[FormKey]["table"];
export const tableOf = (key: FormKey): FormTable => FORMS[key].table;

const REFERENCE_PREFIX = /^[A-Z]{2,4}$/;
/** Crockford base32 (no I, L, O, U), the letters of a reference after its prefix (server/forms/leads.ts). */
const REFERENCE = /^([A-Z]{2,4})-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{2}$/;

/**
 * The value if it is a well-formed reference, like CM-7K3Q-2M (a lead form's prefix, then
 * Crockford base32), else undefined: never show the visitor anything else.
 */
export function validReference(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const prefix = REFERENCE.exec(value)?.[1];
  return prefix !== undefined && LEAD_FORM_KEYS.some((key) => FORMS[key].referencePrefix === prefix)
    ? value
    : undefined;
}

export const formDeclaration = (key: FormKey): FormDeclaration => FORMS[key];
