// How a form is declared: once, here in common/, without zod (the pages' forms read a
// declaration before they load the schemas). Everything else follows from a declaration:
// the zod schema (schemas.ts), the form's fields in the browser, the server's route and its
// stored row, the firm's notification, the inbox's lead view and search, the export columns,
// the webhook payload and the erasure.

import { LIMITS } from "./limits";

/** How a field is entered. `route` fields are not typed by the visitor (the assessment's service). */
export type FieldInput = "text" | "email" | "textarea" | "select" | "route";

export interface FieldDeclaration {
  /** The field's name in the API, the HTML form and webhooks. */
  readonly name: string;
  /** What a person reads: the form's label, the notification's and the inbox's row. */
  readonly label: string;
  /** Its column in the form's table (snake_case). */
  readonly column: string;
  readonly input: FieldInput;
  /** Characters, after trimming. */
  readonly max: number;
  /** The message when it is blank (or, for a choice, not one of the options); omitted: optional. */
  readonly required?: string;
  /** A choice's values. */
  readonly options?: readonly [string, ...string[]];
  /**
   * A service the live site's forms offer (common/content/service-offer.ts), not a fixed list: the
   * page passes the build's list to the form, and the server checks a post against the live build's.
   */
  readonly offered?: "request" | "assessment";
  readonly autoComplete?: string;
  readonly hint?: string;
  /** How the form lays it out: half a row on wide screens, a textarea's height, a select's empty choice. */
  readonly layout?: { readonly half?: boolean; readonly rows?: number; readonly placeholder?: string };
  /** Found by the inbox's search. */
  readonly searched: boolean;
  /** A column of the CSV and JSON exports. */
  readonly exported: boolean;
  /** Sent in the webhook payload. */
  readonly webhook: boolean;
  /** What the inbox's list shows it as. */
  readonly role?: "name" | "company" | "summary";
}

/** A column the server keeps besides the visitor's fields (a subscription's state). */
export interface StateColumn {
  readonly column: string;
  readonly label: string;
  readonly timestamp?: boolean;
  readonly role?: "summary";
}

export interface FormDeclaration<
  K extends string = string,
  F extends readonly FieldDeclaration[] = readonly FieldDeclaration[],
  T extends string = string,
> {
  /** The form's one name: the inbox's URLs and filters, webhooks (`contact.created`), logs, idempotency scopes. */
  readonly key: K;
  /** "Contact message": the inbox's heading; lower-cased in the notification. */
  readonly title: string;
  /** Its table (created by its migration, server/db/migrations/). */
  readonly table: T;
  /** Where the form posts (under /api). */
  readonly path: string;
  /** Which key a failure's sentence goes in (the spec: subscribe reads `error`). */
  readonly errorKey: "message" | "error";
  /** The first letters of its references (CM-7K3Q-2M); none for subscriptions. */
  readonly referencePrefix?: string;
  /** The operator command's `--type` (a name the firm's scripts use). */
  readonly exportName: string;
  readonly fields: F;
  readonly stateColumns?: readonly StateColumn[];
  /** What a visitor reads once it went through (the API's answer), and the outcome page of a post without JavaScript. */
  readonly success?: {
    readonly message: (values: Readonly<Record<string, string | undefined>>) => string;
    readonly page: string;
  };
  /** The notification's title when it is not the lower-cased title. */
  readonly notificationTitle?: (values: Readonly<Record<string, string | undefined>>) => string;
}

export function declareForm<
  const K extends string,
  const F extends readonly FieldDeclaration[],
  const T extends string,
>(form: FormDeclaration<K, F, T>): FormDeclaration<K, F, T> {
  return form;
}

/** A field's defaults with a form's own values over them (the overrides' types win). */
type Overridden<D, O> = Omit<D, keyof O> & O;

const NAME_FIELD = {
  name: "name",
  label: "Name",
  column: "name",
  input: "text",
  max: LIMITS.name,
  required: "Name is required",
  autoComplete: "name",
  role: "name",
  searched: true,
  exported: true,
  webhook: true,
} as const satisfies FieldDeclaration;

const EMAIL_FIELD = {
  name: "email",
  label: "Email",
  column: "email",
  input: "email",
  max: LIMITS.email,
  required: "Email is required",
  autoComplete: "email",
  searched: true,
  exported: true,
  webhook: true,
} as const satisfies FieldDeclaration;

/**
 * The person's name, as the forms ask for it (found by search, exported, sent to webhooks);
 * `overrides` says what differs on one form (its layout, its label, not sent to webhooks).
 */
export function declareNameField<const O extends Partial<FieldDeclaration> = Record<never, never>>(
  overrides: O = {} as O,
): Overridden<typeof NAME_FIELD, NoInfer<O>> {
  return { ...NAME_FIELD, ...overrides };
}

/** The person's e-mail address, as the forms ask for it; `overrides` as for declareNameField. */
export function declareEmailField<const O extends Partial<FieldDeclaration> = Record<never, never>>(
  overrides: O = {} as O,
): Overridden<typeof EMAIL_FIELD, NoInfer<O>> {
  return { ...EMAIL_FIELD, ...overrides };
}

const MESSAGE_FIELD = {
  name: "message",
  label: "Message",
  column: "message",
  input: "textarea",
  max: LIMITS.longText,
  layout: { rows: 4 },
  searched: true,
  exported: true,
  webhook: true,
} as const satisfies FieldDeclaration;

/** A free-text message to the firm (optional unless `overrides` gives its `required` message). */
export function declareMessageField<const O extends Partial<FieldDeclaration> = Record<never, never>>(
  overrides: O = {} as O,
): Overridden<typeof MESSAGE_FIELD, NoInfer<O>> {
  return { ...MESSAGE_FIELD, ...overrides };
}

/** The fields the visitor types (the form renders these, in this order). */
export const typedFields = (form: FormDeclaration) => form.fields.filter((field) => field.input !== "route");

/** A field by its name (throws on a typo: the declarations are code). */
export function fieldOf(form: FormDeclaration, name: string): FieldDeclaration {
  const field = form.fields.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`${form.key} has no field ${name}`);
  return field;
}

/** The column of the field (or state column) that plays a role in the inbox's list. */
export function columnOfRole(form: FormDeclaration, role: "name" | "company" | "summary"): string | undefined {
  const fields: readonly { column: string; role?: string }[] = form.fields;
  const state: readonly { column: string; role?: string }[] = form.stateColumns ?? [];
  return (fields.find((field) => field.role === role) ?? state.find((column) => column.role === role))?.column;
}

/** A field as the form's <Field> takes it: name, label, autocomplete, hint, required. */
export function fieldProps(form: FormDeclaration, name: string) {
  const field = fieldOf(form, name);
  return {
    name: field.name,
    label: field.label,
    ...(field.input === "email" ? { type: "email" } : {}),
    ...(field.autoComplete ? { autoComplete: field.autoComplete } : {}),
    ...(field.hint ? { hint: field.hint } : {}),
    ...(field.required ? { required: true } : {}),
  };
}
