import { island } from "../../islands/island";
import { ArrowLeft, ArrowRight, LoaderCircle, Send } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";

import { ASSESSMENT_STEPS, assessmentForm } from "../../../common/forms/assessment";
import { THANK_YOU, assessmentReceived, type AssessmentAnswer } from "../../../common/api";
import { validReference } from "../../../common/forms/registry";
import { track } from "../../analytics/track";
import { useFormSubmission } from "./use-form-submission";
import { buttonStyles } from "../ui/button-styles";
import { DeclaredField } from "./declared-fields";
import { FormBanner } from "./form-banner";
import { Honeypot } from "./honeypot";

const STEPS = ASSESSMENT_STEPS;

export const ASSESSMENT_TEXTS = {
  thanks: THANK_YOU,
  received: assessmentReceived,
  failure: "We could not send your request. Your answers are kept: please try again.",
} as const;

/**
 * The three-step assessment request. Every step's fields are in the one form, the steps not
 * current hidden, so the form holds every value: Next only when the step validates; Back keeps
 * every value; a failed send shows an alert and keeps every field, so nothing typed is lost.
 */
function AssessmentWizard({ service, mailtoHref }: { service: string; mailtoHref: string }) {
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState(false);
  const [reference, setReference] = useState<string>();
  const { errors, pending, step, handlers, plainPost } = useFormSubmission<AssessmentAnswer>(assessmentForm, {
    steps: STEPS,
    onSend: () => setFailure(undefined),
    onSuccess: (body) => {
      setReference(validReference(body?.reference));
      setDone(true);
    },
    onFailure: ({ outcome, text }) => {
      console.warn("Assessment request failed:", outcome.kind === "network" ? outcome.message : outcome.status);
      const limited = outcome.kind === "answer" && outcome.status === 429 ? text : undefined;
      setFailure(limited ?? ASSESSMENT_TEXTS.failure);
    },
  });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focused = useRef({ step: step.index, done });
  const counted = useRef(new Set<number>());

  // Each step counted once per page view when first reached (the funnel in the overview).
  useEffect(() => {
    if (counted.current.has(step.index)) return;
    counted.current.add(step.index);
    track({ type: "assessment_step", step: (step.index + 1) as 1 | 2 | 3 });
  }, [step.index]);

  // Focus follows the step (not on first render: the page opens at its top). Before the browser
  // paints the new step: a visitor who sees it and clicks a field keeps that field.
  useLayoutEffect(() => {
    if (focused.current.step === step.index && focused.current.done === done) return;
    focused.current = { step: step.index, done };
    headingRef.current?.focus();
  }, [step.index, done]);

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

  const current = STEPS[step.index]!;

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <ol aria-label="Progress" className="flex items-start gap-2">
        {STEPS.map((candidate, index) => {
          const state = index < step.index ? "done" : index === step.index ? "current" : "todo";
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
        Step {step.index + 1} of {STEPS.length}
      </p>

      <form {...plainPost} {...handlers} className="relative mt-8 flex flex-col gap-5">
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold text-slate-900 focus:outline-none">
          <span className="block text-sm font-semibold text-brand-700">
            Step {step.index + 1} of {STEPS.length}
          </span>
          {current.title}
        </h2>
        <input type="hidden" name="service" value={service} />
        {STEPS.map((candidate, index) => (
          <div key={candidate.title} hidden={index !== step.index} className="flex flex-col gap-5">
            {candidate.fields.map((name) => (
              <DeclaredField key={name} form={assessmentForm} name={name} error={errors[name]} />
            ))}
          </div>
        ))}
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
          {step.index > 0 ? (
            <button type="button" onClick={step.back} className={buttonStyles.secondary}>
              <ArrowLeft aria-hidden="true" className="size-5" />
              Back
            </button>
          ) : (
            <span aria-hidden="true" />
          )}
          {!step.last ? (
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
