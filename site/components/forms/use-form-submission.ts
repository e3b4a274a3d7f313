import { useMemo, type ChangeEvent, type FormEvent } from "react";
import type { ZodType } from "zod";
import type { FormDeclaration } from "../../../common/forms/declare";
import type { FieldErrors } from "../../../common/forms/fields";
import type { FormKey } from "../../../common/forms/registry";
import { answerFieldErrors, answerText, type ApiOutcome } from "./api-outcome";
import { eventFieldName, parseForm } from "./form-values";
import { loadFormSchemas } from "./load-form-code";
import { useFieldErrors } from "./use-field-errors";
import { useHydrated } from "./use-hydrated";
import { useSubmission } from "./use-submission";
import { typedFields } from "../../../common/forms/declare";

/** A submission that did not go through. */
export interface SubmissionFailure<T> {
  outcome: ApiOutcome<T>;
  /** The answer's sentence (under the form's `errorKey`), if it sent one. */
  text: string | undefined;
  /** The server's field errors, if it sent any. */
  invalid: FieldErrors;
}

export interface SubmissionHandlers<T> {
  /** The server took it; the field errors are cleared before and the form is reset after. */
  onSuccess: (body: Partial<T> | undefined) => void;
  /** It did not; the server's field errors are shown after, unless this returns false. */
  onFailure: (failure: SubmissionFailure<T>) => void | false;
}

// Each form's schema, built once from its declaration (common/forms/schemas.ts), when first used.
const schemas = new WeakMap<FormDeclaration, ZodType<object>>();

/**
 * A declared form's whole submit flow, the one every form component uses: validate with the
 * declaration's schema (loaded on first focus), show and focus the first invalid field, send it
 * once (useSubmission), then the component's success or failure. `handlers` go on the <form>;
 * `plainPost` too when the form also works without JavaScript (a plain post to its path).
 */
export function useFormSubmission<T>(form: FormDeclaration, { onSuccess, onFailure }: SubmissionHandlers<T>) {
  const hydrated = useHydrated();
  const order = useMemo(() => typedFields(form).map((field) => field.name), [form]);
  const fieldErrors = useFieldErrors(order);
  const { pending, submit } = useSubmission<T>(form.path, form.key as FormKey);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const parsed = await parseForm(element, (loaded) => {
      let schema = schemas.get(form);
      if (!schema) schemas.set(form, (schema = loaded.schemaOf(form) as ZodType<object>));
      return schema;
    });
    if (!parsed.ok) {
      fieldErrors.show(element, parsed.errors);
      return;
    }
    const outcome = await submit(parsed.body);
    if (!outcome) return;
    if (outcome.kind === "answer" && outcome.ok) {
      fieldErrors.reset();
      onSuccess(outcome.body);
      element.reset();
      return;
    }
    const answered = outcome.kind === "answer";
    const invalid = answered ? answerFieldErrors(outcome.body) : {};
    const text = answered ? answerText(outcome.body, form.errorKey) : undefined;
    if (onFailure({ outcome, text, invalid }) !== false) fieldErrors.show(element, invalid);
  }

  return {
    hydrated,
    errors: fieldErrors.errors,
    pending,
    handlers: {
      onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event),
      onFocus: () => void loadFormSchemas(),
      onChange: (event: ChangeEvent<HTMLFormElement> | FormEvent<HTMLFormElement>) =>
        fieldErrors.clear(eventFieldName(event)),
    },
    plainPost: { method: "post", action: form.path, noValidate: hydrated },
  };
}
