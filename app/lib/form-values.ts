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
