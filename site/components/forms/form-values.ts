import type { ZodType } from "zod";
import type { FieldErrors } from "../../../common/forms/fields";
import { HONEYPOT_FIELD } from "../../../common/forms/honeypot";
import { loadFormSchemas } from "./load-form-code";

/** The text values of a form, by field name (the honeypot included). */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string") values[name] = value;
  }
  return values;
}

/** Moves focus to the first field (in the given order) that has an error. */
export function focusFirstInvalid(
  form: HTMLFormElement | null,
  order: readonly string[],
  errors: Record<string, string>,
) {
  const name = order.find((field) => errors[field] !== undefined);
  if (!form || !name) return;
  const element = form.elements.namedItem(name);
  if (element instanceof HTMLElement) element.focus();
}

/** The name of the control an input or change event came from ("" if none). */
export function eventFieldName(event: { target: EventTarget }): string {
  return event.target instanceof Element ? (event.target.getAttribute("name") ?? "") : "";
}

type FormSchemas = Awaited<ReturnType<typeof loadFormSchemas>>;

/**
 * Reads a form and validates it with its shared schema (loaded on first use). Valid: the
 * body to send, with the honeypot's value. Invalid: the message of each failing field.
 */
export async function parseForm<T extends object>(
  form: HTMLFormElement,
  pick: (schemas: FormSchemas) => ZodType<T>,
): Promise<{ ok: true; body: T & Record<string, unknown> } | { ok: false; errors: FieldErrors }> {
  const values = formValues(form);
  const schemas = await loadFormSchemas();
  const parsed = pick(schemas).safeParse(values);
  if (!parsed.success) return { ok: false, errors: schemas.fieldErrors(parsed.error) };
  return { ok: true, body: { ...parsed.data, [HONEYPOT_FIELD]: values[HONEYPOT_FIELD] ?? "" } };
}
