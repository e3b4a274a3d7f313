import { useSyncExternalStore } from "react";
import { FORM_ERROR_REASONS, type FormErrorReason } from "../../../common/api";
import { island } from "../../islands/island";

/** The page's text (content/pages/outcomes.yaml, formError): its intro, and one per reason. */
interface ReasonTexts {
  intro: string;
  reasons: Record<FormErrorReason, string>;
}

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
function FormErrorReasonText({ intro, reasons }: ReasonTexts) {
  const value = useSyncExternalStore(noSubscription, readReason, noReason);
  return isReason(value) ? reasons[value] : intro;
}

export default island(FormErrorReasonText);
