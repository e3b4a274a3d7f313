import { island } from "../../islands/island";
import { ArrowLeft, ArrowRight, LoaderCircle, Send } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from "react";

import { ASSESSMENT_STEPS, assessmentForm } from "../../../common/forms/assessment";
import { fieldProps, typedFields } from "../../../common/forms/declare";
import { THANK_YOU, assessmentReceived, type AssessmentAnswer } from "../../../common/api";
import { validReference } from "../../../common/forms/registry";
import type { FieldErrors } from "../../../common/forms/fields";
import { HONEYPOT_FIELD } from "../../../common/forms/honeypot";
import { track } from "../../analytics/track";
import { loadFormSchemas } from "./load-form-code";
import { answerFieldErrors, answerText } from "./api-outcome";
import { focusFirstInvalid } from "./form-values";
import { useSubmission } from "./use-submission";
import { buttonStyles } from "../ui/button-styles";
import { Field } from "../ui/field";
import { FormBanner } from "./form-banner";
import { Honeypot } from "./honeypot";

/** What the visitor types, kept between steps: the declaration's typed fields (not the route's service). */
type Values = Record<Exclude<(typeof assessmentForm.fields)[number], { input: "route" }>["name"], string>;

const EMPTY = Object.fromEntries(typedFields(assessmentForm).map((field) => [field.name, ""])) as Values;

const STEPS = ASSESSMENT_STEPS;

const FIELD_ORDER = STEPS.flatMap((step) => step.fields);

export const ASSESSMENT_TEXTS = {
  thanks: THANK_YOU,
  received: assessmentReceived,
  failure: "We could not send your request. Your answers are kept: please try again.",
} as const;

/**
 * The three-step assessment request. Next only when the step validates; Back keeps every value;
 * a failed send shows an alert and keeps every field, so nothing typed is lost.
 */
function AssessmentWizard({ service, mailtoHref }: { service: string; mailtoHref: string }) {
  const [step, setStep] = useState(0);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState(false);
  const [reference, setReference] = useState<string>();
  const { pending, submit } = useSubmission<AssessmentAnswer>(assessmentForm.path, "assessment");
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const counted = useRef(new Set<number>());

  // Each step counted once per page view when first reached (the funnel in the overview).
  useEffect(() => {
    if (counted.current.has(step)) return;
    counted.current.add(step);
    track({ type: "assessment_step", step: (step + 1) as 1 | 2 | 3 });
  }, [step]);

  // Focus follows the step (not on first render: the page opens at its top). Before the browser
  // paints the new step: a visitor who sees it and clicks a field keeps that field.
  useLayoutEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step, done]);

  function goTo(next: number) {
    moved.current = true;
    setStep(next);
  }

  function edit(name: keyof Values, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name] !== undefined) setErrors(({ [name]: _cleared, ...rest }) => rest);
  }

  function showErrors(invalid: FieldErrors) {
    setErrors(invalid);
    const firstStep = STEPS.findIndex((candidate) => candidate.fields.some((field) => invalid[field] !== undefined));
    if (firstStep !== -1 && firstStep !== step) {
      goTo(firstStep);
      return;
    }
    focusFirstInvalid(formRef.current, FIELD_ORDER, invalid);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { assessmentSchema, assessmentStepSchemas, fieldErrors } = await loadFormSchemas();
    const checked = assessmentStepSchemas[step]!.safeParse(values);
    if (!checked.success) {
      showErrors(fieldErrors(checked.error));
      return;
    }
    if (step < STEPS.length - 1) {
      setErrors({});
      goTo(step + 1);
      return;
    }
    const parsed = assessmentSchema.safeParse({ ...values, service });
    if (!parsed.success) {
      showErrors(fieldErrors(parsed.error));
      return;
    }
    setFailure(undefined);
    const trap = formRef.current?.elements.namedItem(HONEYPOT_FIELD);
    const outcome = await submit({
      ...parsed.data,
      [HONEYPOT_FIELD]: trap instanceof HTMLInputElement ? trap.value : "",
    });
    if (!outcome) return;
    if (outcome.kind === "answer" && outcome.ok) {
      moved.current = true;
      setReference(validReference(outcome.body?.reference));
      setDone(true);
      return;
    }
    console.warn("Assessment request failed:", outcome.kind === "network" ? outcome.message : outcome.status);
    const invalid = outcome.kind === "answer" ? answerFieldErrors(outcome.body) : {};
    const serverText =
      outcome.kind === "answer" && outcome.status === 429 ? answerText(outcome.body, "message") : undefined;
    setFailure(serverText ?? ASSESSMENT_TEXTS.failure);
    if (Object.keys(invalid).length > 0) showErrors(invalid);
  }

  if (done) {
    return (
      <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10">
        <h2 ref={headingRef} tabIndex={-1} className="text-3xl font-bold text-slate-900 focus:outline-none">
          {ASSESSMENT_TEXTS.thanks}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-slate-700">{ASSESSMENT_TEXTS.received(service)}</p>
        {reference ? <p className="mt-2 text-lg text-slate-700">Your reference: {reference}</p> : null}
        <a href="/" className={`${buttonStyles.primary} mt-8`}>
          Return to Home
        </a>
      </div>
    );
  }

  const current = STEPS[step]!;
  const field = (name: keyof Values) => ({
    ...fieldProps(assessmentForm, name),
    value: values[name],
    error: errors[name],
    required: true,
    onChange: (event: { target: { value: string } }) => edit(name, event.target.value),
  });

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <ol aria-label="Progress" className="flex items-center gap-2">
        {STEPS.map((candidate, index) => {
          const state = index < step ? "done" : index === step ? "current" : "todo";
          return (
            <li
              key={candidate.title}
              aria-current={state === "current" ? "step" : undefined}
              className="flex flex-1 flex-col gap-2"
            >
              <span
                aria-hidden="true"
                className={`h-2 rounded-full ${state === "todo" ? "bg-slate-200" : "bg-brand-700"}`}
              />
              <span
                className={`text-xs font-semibold sm:text-sm ${state === "todo" ? "text-slate-600" : "text-brand-800"}`}
              >
                <span className="sr-only">Step {index + 1}: </span>
                {candidate.title}
                {state === "done" ? <span className="sr-only"> (completed)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
      <p aria-live="polite" className="sr-only">
        Step {step + 1} of {STEPS.length}
      </p>

      <form
        ref={formRef}
        noValidate
        method="post"
        action={assessmentForm.path}
        onSubmit={(event) => void onSubmit(event)}
        onFocus={() => void loadFormSchemas()}
        className="relative mt-8 flex flex-col gap-5"
      >
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold text-slate-900 focus:outline-none">
          <span className="block text-sm font-semibold text-brand-700">
            Step {step + 1} of {STEPS.length}
          </span>
          {current.title}
        </h2>
        <input type="hidden" name="service" value={service} />
        {step === 0 ? (
          <>
            <Field {...field("fullName")} />
            <Field {...field("email")} />
          </>
        ) : null}
        {step === 1 ? (
          <>
            <Field {...field("company")} />
            <Field {...field("teamSize")} />
          </>
        ) : null}
        {step === 2 ? (
          <>
            <Field as="textarea" rows={4} {...field("challenges")} />
            <Field as="textarea" rows={4} {...field("goals")} />
          </>
        ) : null}
        <Honeypot />

        {failure ? (
          <FormBanner tone="error">
            {failure}{" "}
            <span>
              You can also{" "}
              <a href={mailtoHref} className="underline underline-offset-2 hover:text-red-950">
                email us
              </a>
              .
            </span>
          </FormBanner>
        ) : null}

        <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          {step > 0 ? (
            <button type="button" onClick={() => goTo(step - 1)} className={buttonStyles.secondary}>
              <ArrowLeft aria-hidden="true" className="size-5" />
              Back
            </button>
          ) : (
            <span aria-hidden="true" />
          )}
          {step < STEPS.length - 1 ? (
            <button type="submit" className={buttonStyles.primary}>
              Next
              <ArrowRight aria-hidden="true" className="size-5" />
            </button>
          ) : (
            <button type="submit" disabled={pending} className={`${buttonStyles.primary} disabled:opacity-70`}>
              {pending ? (
                <>
                  <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
                  Submitting...
                </>
              ) : (
                <>
                  <Send aria-hidden="true" className="size-5" />
                  Submit
                </>
              )}
            </button>
          )}
        </div>
      </form>
    </div>
  );
}

export default island(AssessmentWizard);
