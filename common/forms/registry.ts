import { assessmentForm } from "./assessment";
import { contactForm } from "./contact";
import type { FormDeclaration } from "./declare";
import { serviceRequestForm } from "./service-request";
import { newsletterForm } from "./subscribe";

// The four forms, under their one name (FormKey): the inbox's URLs and filters, the routes,
// webhooks, exports and erasure all go through this registry. Zod-free (see declare.ts).

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
export const LEAD_FORM_KEYS = FORM_KEYS.filter((key): key is LeadFormKey => key !== "newsletter");

// Own keys only: `in` would take "constructor" or "toString" (from Object.prototype) for a form.
export const isFormKey = (value: unknown): value is FormKey => typeof value === "string" && Object.hasOwn(FORMS, value);

/** The form of an operator command's `--type` (contact, subscribers, service-requests, assessments). */
export const formOfExportName = (name: string): FormKey | undefined =>
  FORM_KEYS.find((key) => FORMS[key].exportName === name);

/** The tables of the four forms. */
export type FormTable = "contact_messages" | "service_requests" | "assessment_requests" | "subscribers";
export const tableOf = (key: FormKey) => FORMS[key].table as FormTable;

export const formDeclaration = (key: FormKey): FormDeclaration => FORMS[key];
