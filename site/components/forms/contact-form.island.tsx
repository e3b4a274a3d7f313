import { island } from "../../islands/island";
import { Send } from "lucide-react";
import { useState } from "react";
import { contactForm } from "../../../common/forms/contact";
import { CONTACT_SUCCESS, type ContactAnswer } from "../../../common/api";
import { validReference } from "../../../common/forms/registry";
import { answerText } from "./api-outcome";
import { useFormSubmission } from "./use-form-submission";
import { buttonStyles } from "../ui/button-styles";
import { DeclaredFields } from "./declared-fields";
import { FormBanner } from "./form-banner";
import { Honeypot } from "./honeypot";

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
  const [banner, setBanner] = useState<{ tone: "success" | "error"; text: string; reference?: string }>();
  const { errors, pending, handlers, plainPost } = useFormSubmission<ContactAnswer>(contactForm, {
    onSuccess: (body) =>
      setBanner({
        tone: "success",
        text: answerText(body, "message") ?? CONTACT_TEXTS.success,
        reference: validReference(body?.reference),
      }),
    onFailure: ({ outcome, text }) => {
      if (outcome.kind === "network") {
        setBanner({ tone: "error", text: outcome.message });
        return false;
      }
      setBanner({ tone: "error", text: text ?? CONTACT_TEXTS.failure });
    },
  });

  return (
    <form {...plainPost} {...handlers} className="relative grid gap-5 sm:grid-cols-2" aria-label="Send us a message">
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
