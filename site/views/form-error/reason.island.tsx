import { useSyncExternalStore } from "react";
import { FORM_ERROR_REASONS, type FormErrorReason } from "../../../common/api";
import { island } from "../../islands/island";

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

/**
 * Why the form was not sent, from the ?reason= of the server's redirect: an island, since the
 * prerendered page cannot know it. The prerendered text stands alone (no JavaScript); once live,
 * the reason refines it.
 */
function FormErrorReasonText() {
  const value = useSyncExternalStore(noSubscription, readReason, noReason);
  return isReason(value) ? REASON_TEXT[value] : DEFAULT_TEXT;
}

export default island(FormErrorReasonText);
