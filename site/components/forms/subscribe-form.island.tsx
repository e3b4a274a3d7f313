import { island } from "../../islands/island";
import { useState } from "react";
import { newsletterForm } from "../../../common/forms/subscribe";
import { type SubscribeFailure, type SubscribeSuccess } from "../../../common/api";
import { answerText } from "./api-outcome";
import { useFormSubmission } from "./use-form-submission";
import { buttonStyles } from "../ui/button-styles";
import { DeclaredFields } from "./declared-fields";
import { FormBanner } from "./form-banner";
import { Honeypot } from "./honeypot";

export const SUBSCRIBE_TEXTS = { failure: "Something went wrong." } as const;

/**
 * The newsletter form, an island (site/islands/island.tsx) wherever a page shows it: no sending
 * state of its own, but a second click while the first request runs sends nothing. A plain form
 * post without JavaScript.
 */
function SubscribeForm() {
  const [banner, setBanner] = useState<{ tone: "success" | "error"; text: string }>();
  const { errors, handlers, plainPost } = useFormSubmission<SubscribeSuccess & SubscribeFailure>(newsletterForm, {
    onSuccess: (body) => setBanner({ tone: "success", text: answerText(body, "message") ?? "" }),
    onFailure: ({ outcome, text }) => {
      // A failed subscription is logged to the console for whoever debugs it (a warning: an error
      // would read as a defect).
      console.warn(
        "Subscription failed:",
        outcome.kind === "network" ? outcome.message : (outcome.body ?? outcome.status),
      );
      setBanner({ tone: "error", text: (outcome.kind === "answer" ? text : undefined) ?? SUBSCRIBE_TEXTS.failure });
    },
  });

  return (
    <form
      {...plainPost}
      {...handlers}
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
