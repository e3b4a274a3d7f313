import { useSyncExternalStore } from "react";
import { FORM_ERROR_REASONS, type FormErrorReason } from "../../../common/api";
import { buttonStyles } from "../../components/ui/button-styles";
import { OtherWaysToReachUs, OutcomePage, outcomeMeta } from "../../components/outcome-page";

export const meta = () =>
  outcomeMeta(
    "Your form was not sent",
    "Your form could not be sent. Here is how to try again or reach us.",
    "/form-error",
  );

const DEFAULT_TEXT =
  "We could not accept your form, so nothing was saved. Go back to the form, check what you entered and send it again, or reach us directly by e-mail, WhatsApp or phone.";

const REASON_TEXT: Record<FormErrorReason, string> = {
  invalid:
    "Some fields were missing or not valid, so nothing was saved. Go back to the form, fill in every required field (with a valid e-mail address) and send it again.",
  "rate-limited":
    "We received several forms from your connection in a short time, so this one was not saved. Please wait a minute and try again, or reach us directly.",
  "too-large":
    "Your form was larger than any of our forms can be, so nothing was saved. Please send it again from the form on our site, or reach us directly.",
  forbidden: "This form was sent from another website, so we did not accept it. Please use the form on our own site.",
  server:
    "Something went wrong on our side and your form was not saved. Please try again in a moment, or reach us directly.",
};

function isReason(value: string | null): value is FormErrorReason {
  return (FORM_ERROR_REASONS as readonly (string | null)[]).includes(value);
}

const noSubscription = () => () => undefined;
const readReason = () => new URLSearchParams(window.location.search).get("reason");
const noReason = () => null;

export default function FormError() {
  // The prerendered text stands alone; in the browser the ?reason= query refines it.
  const value = useSyncExternalStore(noSubscription, readReason, noReason);
  const reason = isReason(value) ? value : undefined;
  return (
    <>
      <OutcomePage title="Your form was not sent" intro={reason ? REASON_TEXT[reason] : DEFAULT_TEXT}>
        <a href="/contact" className={buttonStyles.primary}>
          Back to the contact page
        </a>
        <a href="/" className={buttonStyles.secondary}>
          Return to Home
        </a>
      </OutcomePage>
      <OtherWaysToReachUs />
    </>
  );
}
