import type { FieldDeclaration } from "./declare";
import { EMAIL_MESSAGES, invisibleMessage } from "./fields";
import { FORMS } from "./registry";

// What the page a refused no-JavaScript post lands on (/form-error?reason=…&fields=…) says
// without a script: the prerendered page carries every reason's text hidden, and a list to name
// the fields (site/views/form-error/view.tsx); the server shows the reason in the URL and fills
// the list (server/forms/form-error-page.ts). Only known reasons and declared fields are shown,
// in words from the content and the declarations: nothing of the URL is written into the page.

/** The attributes that mark the page's parts the server fills. */
export const FORM_ERROR_DETAILS = {
  attribute: "data-form-error-details",
  reasonAttribute: "data-form-error-reason",
  listAttribute: "data-form-error-fields",
} as const;

/**
 * Why the server refused a field a browser had let through: a browser has already checked that
 * a required field is not empty, that a value is not too long and that an e-mail address has an
 * at sign, so what is left is an address the spec's pattern refuses, a required field of spaces
 * only, or (an optional field) an invisible character.
 */
export function refusedMessage(field: FieldDeclaration): string {
  if (field.input === "email") return EMAIL_MESSAGES.invalid;
  return field.required ?? invisibleMessage(field.label);
}

/** The declared fields named in `?fields=` (unknown names left out), in the URL's order, once each. */
export function namedFields(fields: string | undefined): FieldDeclaration[] {
  const declared = new Map<string, FieldDeclaration>();
  for (const form of Object.values(FORMS))
    for (const field of form.fields) if (!declared.has(field.name)) declared.set(field.name, field);
  const names = new Set((fields ?? "").split(",").map((name) => name.trim()));
  return [...names].flatMap((name) => declared.get(name) ?? []);
}
