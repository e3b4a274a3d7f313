import type { FieldErrors } from "./forms/fields";

// The API's endpoints and answers, shared by the forms and the server.

/** Where the API lives: the server registers it under this prefix. */
export const API_PREFIX = "/api";

/**
 * The newsletter links' API (the forms' own paths are in their declarations, common/forms):
 * the POSTs of the confirm and unsubscribe pages' buttons and of RFC 8058's one-click.
 */
export const NEWSLETTER_LINK_API = {
  confirm: `${API_PREFIX}/subscribe/confirm`,
  unsubscribe: `${API_PREFIX}/subscribe/unsubscribe`,
} as const;

// What a visitor reads once a form went through, word for word the same in the server's answer,
// the form's success message and the outcome page of a plain form post.

/** The contact form's success. */
export const CONTACT_SUCCESS = "Message sent successfully!";
/** The heading of a received request (assessment, service request). */
export const THANK_YOU = "Thank you!";
/** The service request's success. */
export const SERVICE_REQUEST_SUCCESS = `${THANK_YOU} We've received your request and will contact you soon.`;
/** What the assessment wizard shows under THANK_YOU. */
export const assessmentReceived = (service: string) =>
  `We've received your ${service} assessment request. Our team will contact you soon.`;
/** The assessment's success, as one sentence (the API's answer). */
export const assessmentSuccess = (service: string) => `${THANK_YOU} ${assessmentReceived(service)}`;

/** Request header that makes a retry of the same submission return the first answer. */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";

/** Contact reads `message` on success and on failure; a success also carries the reference. */
export interface ContactAnswer {
  message: string;
  reference?: string;
  errors?: FieldErrors;
}

/** Subscribe reads `message` on success and `error` on failure. */
export interface SubscribeSuccess {
  message: string;
}
export interface SubscribeFailure {
  error: string;
  errors?: FieldErrors;
}
export type SubscribeAnswer = SubscribeSuccess | SubscribeFailure;

export interface ServiceRequestAnswer {
  message: string;
  reference?: string;
  errors?: FieldErrors;
}

export interface AssessmentAnswer {
  message: string;
  reference?: string;
  errors?: FieldErrors;
}

/** The pages the newsletter's e-mail links open: one button each, which POSTs the link's token. */
export const NEWSLETTER_PAGES = {
  confirm: "/subscribe/confirm",
  unsubscribe: "/subscribe/unsubscribe",
} as const;

/** Prerendered pages a plain HTML form post (no JavaScript) is redirected to. */
export const OUTCOME_PAGES = {
  messageSent: "/message-sent",
  requestReceived: "/request-received",
  subscribeCheckInbox: "/subscribe/check-inbox",
  subscribeConfirmed: "/subscribe/confirmed",
  subscribeUnsubscribed: "/subscribe/unsubscribed",
  subscribeLinkInvalid: "/subscribe/link-invalid",
  formError: "/form-error",
} as const;

/** Why /form-error was reached: its `?reason=` query. */
export const FORM_ERROR_REASONS = ["invalid", "rate-limited", "too-large", "forbidden", "server"] as const;
export type FormErrorReason = (typeof FORM_ERROR_REASONS)[number];
