import { useState, type FormEvent } from "react";
import { API_PATHS, type SubscribeFailure, type SubscribeSuccess } from "../../../common/api";
import type { FieldErrors } from "../../../common/forms/fields";
import { HONEYPOT_FIELD } from "../../../common/forms/honeypot";
import { loadFormSchemas } from "../../lib/form-schemas";
import { answerFieldErrors, answerText } from "../../lib/api";
import { eventFieldName, focusFirstInvalid, formValues } from "../../lib/form-values";
import { useHydrated } from "../../lib/use-hydrated";
import { useSubmission } from "../../lib/use-submission";
import { buttonStyles } from "../ui/button-styles";
import { Field } from "../ui/field";
import { FormBanner } from "./form-banner";
import { Honeypot } from "./honeypot";

const FIELDS = ["name", "email"] as const;

export const SUBSCRIBE_TEXTS = { failure: "Something went wrong." } as const;

/**
 * The newsletter form (spec §4, §8): no sending state of its own, but a second click while the
 * first request runs sends nothing. A plain form post without JavaScript.
 */
export function SubscribeForm() {
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<{ tone: "success" | "error"; text: string }>();
  const { submit } = useSubmission<SubscribeSuccess & SubscribeFailure>(API_PATHS.subscribe);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = formValues(form);
    const { subscribeSchema, fieldErrors } = await loadFormSchemas();
    const parsed = subscribeSchema.safeParse(values);
    if (!parsed.success) {
      const invalid = fieldErrors(parsed.error);
      setErrors(invalid);
      focusFirstInvalid(form, FIELDS, invalid);
      return;
    }
    const outcome = await submit({ ...parsed.data, [HONEYPOT_FIELD]: values[HONEYPOT_FIELD] ?? "" });
    if (!outcome) return;
    if (outcome.kind === "answer" && outcome.ok) {
      setErrors({});
      setBanner({ tone: "success", text: answerText(outcome.body, "message") ?? "" });
      form.reset();
      return;
    }
    const text =
      outcome.kind === "network"
        ? SUBSCRIBE_TEXTS.failure
        : (answerText(outcome.body, "error") ?? SUBSCRIBE_TEXTS.failure);
    // The spec logs a failed subscription to the console (a warning: an error would read as a defect).
    console.warn(
      "Subscription failed:",
      outcome.kind === "network" ? outcome.message : (outcome.body ?? outcome.status),
    );
    const invalid = outcome.kind === "answer" ? answerFieldErrors(outcome.body) : {};
    setErrors(invalid);
    setBanner({ tone: "error", text });
    focusFirstInvalid(form, FIELDS, invalid);
  }

  function clearError(name: string) {
    if (errors[name] === undefined) return;
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  }

  return (
    <form
      method="post"
      action={API_PATHS.subscribe}
      noValidate={hydrated}
      onSubmit={(event) => void onSubmit(event)}
      onFocus={() => void loadFormSchemas()}
      onChange={(event) => clearError(eventFieldName(event))}
      className="relative flex flex-col gap-4"
      aria-label="Subscribe to our newsletter"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Name" name="name" autoComplete="name" required error={errors.name} />
        <Field label="Email" name="email" type="email" autoComplete="email" required error={errors.email} />
      </div>
      <Honeypot />
      <button type="submit" className={`${buttonStyles.primary} w-full sm:w-auto sm:self-start`}>
        Subscribe
      </button>
      {banner ? <FormBanner tone={banner.tone}>{banner.text}</FormBanner> : null}
    </form>
  );
}
