import { island } from "../../islands/island";
import { Send } from "lucide-react";
import { useState, type FormEvent } from "react";
import { contactForm } from "../../../common/forms/contact";
import { typedFields } from "../../../common/forms/declare";
import { CONTACT_SUCCESS, type ContactAnswer, validReference } from "../../../common/api";
import { loadFormSchemas } from "./load-form-code";
import { answerFieldErrors, answerText } from "./api-outcome";
import { eventFieldName, parseForm } from "./form-values";
import { useFieldErrors } from "./use-field-errors";
import { useHydrated } from "./use-hydrated";
import { useSubmission } from "./use-submission";
import { buttonStyles } from "../ui/button-styles";
import { DeclaredFields } from "./declared-fields";
import { FormBanner } from "./form-banner";
import { Honeypot } from "./honeypot";

const FIELDS = typedFields(contactForm).map((field) => field.name);

export const CONTACT_TEXTS = {
  success: CONTACT_SUCCESS,
  failure: "Failed to send message.",
} as const;

/**
 * The contact message form, an island (site/islands/island.tsx) wherever a page shows it. Without
 * JavaScript it is a plain form post to the API, which redirects to an outcome page; once
 * hydrated it validates with the shared schema and sends in place.
 */
function ContactForm() {
  const hydrated = useHydrated();
  const fieldErrors = useFieldErrors(FIELDS);
  const { errors } = fieldErrors;
  const [banner, setBanner] = useState<{ tone: "success" | "error"; text: string; reference?: string }>();
  const { pending, submit } = useSubmission<ContactAnswer>(contactForm.path, "contact");

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = await parseForm(form, (schemas) => schemas.contactSchema);
    if (!parsed.ok) {
      fieldErrors.show(form, parsed.errors);
      return;
    }
    const outcome = await submit(parsed.body);
    if (!outcome) return;
    if (outcome.kind === "network") {
      setBanner({ tone: "error", text: outcome.message });
    } else if (outcome.ok) {
      fieldErrors.reset();
      setBanner({
        tone: "success",
        text: answerText(outcome.body, "message") ?? CONTACT_TEXTS.success,
        reference: validReference(outcome.body?.reference),
      });
      form.reset();
    } else {
      const invalid = answerFieldErrors(outcome.body);
      setBanner({ tone: "error", text: answerText(outcome.body, "message") ?? CONTACT_TEXTS.failure });
      fieldErrors.show(form, invalid);
    }
  }

  return (
    <form
      method="post"
      action={contactForm.path}
      noValidate={hydrated}
      onSubmit={(event) => void onSubmit(event)}
      onFocus={() => void loadFormSchemas()}
      onChange={(event) => fieldErrors.clear(eventFieldName(event))}
      className="relative grid gap-5 sm:grid-cols-2"
      aria-label="Send us a message"
    >
      <DeclaredFields form={contactForm} errors={errors} wide="sm:col-span-2" />
      <Honeypot />
      <div className="flex flex-col gap-4 sm:col-span-2">
        <button
          type="submit"
          disabled={pending}
          className={`${buttonStyles.primary} w-full disabled:opacity-70 sm:w-auto sm:self-start`}
        >
          <Send aria-hidden="true" className="size-5" />
          {pending ? "Sending..." : "Send Message"}
        </button>
        {banner ? (
          <FormBanner tone={banner.tone}>
            {banner.text}
            {banner.reference ? <span className="mt-1 block">Your reference: {banner.reference}</span> : null}
          </FormBanner>
        ) : null}
      </div>
    </form>
  );
}

export default island(ContactForm);
