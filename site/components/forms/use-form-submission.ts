import { useMemo, useState, type ChangeEvent, type FormEvent } from "react";
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

/** One step of a form in steps: the fields it shows. */
export interface FormStep {
  readonly fields: readonly string[];
}

export interface SubmissionOptions<T> {
  /** The server took it; the field errors are cleared before and the form is reset after. */
  onSuccess: (body: Partial<T> | undefined) => void;
  /** It did not; the server's field errors are shown after, unless this returns false. */
  onFailure: (failure: SubmissionFailure<T>) => void | false;
  /** The form is valid and about to be sent (a previous failure's message can go). */
  onSend?: () => void;
  /**
   * A form in steps, every step's fields inside the one <form> and only the current one shown:
   * submitting a step before the last checks that step's fields and moves on; the last sends the
   * whole form. Errors anywhere else (the server's) move to the step holding the first one.
   */
  steps?: readonly FormStep[];
}

/** The errors of the given fields only. */
const errorsOf = (errors: FieldErrors, fields: readonly string[]): FieldErrors =>
  Object.fromEntries(Object.entries(errors).filter(([name]) => fields.includes(name)));

// Each form's schema, built once from its declaration (common/forms/schemas.ts), when first used.
const schemas = new WeakMap<FormDeclaration, ZodType<object>>();

/**
 * A declared form's whole submit flow, the one every form component uses: validate with the
 * declaration's schema (loaded on first focus), show and focus the first invalid field, send it
 * once (useSubmission), then the component's success or failure. `handlers` go on the <form>;
 * `plainPost` too when the form also works without JavaScript (a plain post to its path). With
 * `steps`, `step` says which one is shown and goes back one.
 */
export function useFormSubmission<T>(
  form: FormDeclaration,
  { onSuccess, onFailure, onSend, steps }: SubmissionOptions<T>,
) {
  const hydrated = useHydrated();
  const order = useMemo(() => typedFields(form).map((field) => field.name), [form]);
  const fieldErrors = useFieldErrors(order);
  const { pending, submit } = useSubmission<T>(form.path, form.key as FormKey);
  const [step, setStep] = useState(0);
  const count = steps?.length ?? 1;

  /** Shows the errors; the first invalid field gets focus, or its step is shown when it is another. */
  function show(element: HTMLFormElement, invalid: FieldErrors, shown: number) {
    const target = steps?.findIndex((candidate) => candidate.fields.some((name) => invalid[name] !== undefined)) ?? -1;
    if (target !== -1) setStep(target);
    // A field of a step not shown cannot take focus: the component focuses the step it moves to.
    fieldErrors.show(target === -1 || target === shown ? element : null, invalid);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    // The step the visitor submitted (a second click before the first's check ends submits it too).
    const shown = step;
    const parsed = await parseForm(element, (loaded) => {
      let schema = schemas.get(form);
      if (!schema) schemas.set(form, (schema = loaded.schemaOf(form) as ZodType<object>));
      return schema;
    });
    if (steps && shown < count - 1) {
      const invalid = parsed.ok ? {} : errorsOf(parsed.errors, steps[shown]!.fields);
      if (Object.keys(invalid).length > 0) {
        fieldErrors.show(element, invalid);
        return;
      }
      fieldErrors.reset();
      setStep(shown + 1);
      return;
    }
    if (!parsed.ok) {
      show(element, parsed.errors, shown);
      return;
    }
    onSend?.();
    const outcome = await submit(parsed.body);
    if (!outcome) return;
    if (outcome.kind === "answer" && outcome.ok) {
      fieldErrors.reset();
      setStep(0);
      onSuccess(outcome.body);
      element.reset();
      return;
    }
    const answered = outcome.kind === "answer";
    const invalid = answered ? answerFieldErrors(outcome.body) : {};
    const text = answered ? answerText(outcome.body, form.errorKey) : undefined;
    if (onFailure({ outcome, text, invalid }) !== false) show(element, invalid, shown);
  }

  return {
    hydrated,
    errors: fieldErrors.errors,
    pending,
    step: { index: step, count, last: step === count - 1, back: () => setStep((index) => Math.max(0, index - 1)) },
    handlers: {
      onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event),
      onFocus: () => void loadFormSchemas(),
      onChange: (event: ChangeEvent<HTMLFormElement> | FormEvent<HTMLFormElement>) =>
        fieldErrors.clear(eventFieldName(event)),
    },
    // A form in steps keeps the browser's own check off: it would stop on a field of a hidden step.
    plainPost: { method: "post", action: form.path, noValidate: hydrated || steps !== undefined },
  };
}
