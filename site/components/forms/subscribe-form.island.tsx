import { island } from "../../islands/island";
import { useState, type FormEvent } from "react";
import { newsletterForm } from "../../../common/forms/subscribe";
import { type SubscribeFailure, type SubscribeSuccess } from "../../../common/api";
import { loadFormSchemas } from "./load-form-code";
import { answerFieldErrors, answerText } from "./api-outcome";
import { eventFieldName, parseForm } from "./form-values";
import { useFieldErrors } from "./use-field-errors";
import { useHydrated } from "./use-hydrated";
import { useSubmission } from "./use-submission";
import { buttonStyles } from "../ui/button-styles";
import { DeclaredFields } from "./declared-fields";
import { typedFields } from "../../../common/forms/declare";
import { FormBanner } from "./form-banner";
import { Honeypot } from "./honeypot";

const FIELDS = typedFields(newsletterForm).map((field) => field.name);

export const SUBSCRIBE_TEXTS = { failure: "Something went wrong." } as const;

/**
 * The newsletter form, an island (site/islands/island.tsx) wherever a page shows it: no sending
 * state of its own, but a second click while the first request runs sends nothing. A plain form
 * post without JavaScript.
 */
function SubscribeForm() {
  const hydrated = useHydrated();
  const fieldErrors = useFieldErrors(FIELDS);
  const { errors } = fieldErrors;
  const [banner, setBanner] = useState<{ tone: "success" | "error"; text: string }>();
  const { submit } = useSubmission<SubscribeSuccess & SubscribeFailure>(newsletterForm.path, "newsletter");

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = await parseForm(form, (schemas) => schemas.subscribeSchema);
    if (!parsed.ok) {
      fieldErrors.show(form, parsed.errors);
      return;
    }
    const outcome = await submit(parsed.body);
    if (!outcome) return;
    if (outcome.kind === "answer" && outcome.ok) {
      fieldErrors.reset();
      setBanner({ tone: "success", text: answerText(outcome.body, "message") ?? "" });
      form.reset();
      return;
    }
    const text =
      outcome.kind === "network"
        ? SUBSCRIBE_TEXTS.failure
        : (answerText(outcome.body, "error") ?? SUBSCRIBE_TEXTS.failure);
    // A failed subscription is logged to the console for whoever debugs it (a warning: an error
    // would read as a defect).
    console.warn(
      "Subscription failed:",
      outcome.kind === "network" ? outcome.message : (outcome.body ?? outcome.status),
    );
    const invalid = outcome.kind === "answer" ? answerFieldErrors(outcome.body) : {};
    setBanner({ tone: "error", text });
    fieldErrors.show(form, invalid);
  }

  return (
    <form
      method="post"
      action={newsletterForm.path}
      noValidate={hydrated}
      onSubmit={(event) => void onSubmit(event)}
      onFocus={() => void loadFormSchemas()}
      onChange={(event) => fieldErrors.clear(eventFieldName(event))}
      className="relative flex flex-col gap-4"
      aria-label="Subscribe to our newsletter"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <DeclaredFields form={newsletterForm} errors={errors} />
      </div>
      <Honeypot />
      <button type="submit" className={`${buttonStyles.primary} w-full sm:w-auto sm:self-start`}>
        Subscribe
      </button>
      {banner ? <FormBanner tone={banner.tone}>{banner.text}</FormBanner> : null}
    </form>
  );
}

export default island(SubscribeForm);
