import { OUTCOME_PAGES, CONTACT_SUCCESS } from "../api";
import { declareEmailField, declareForm, declareMessageField, declareNameField } from "./declare";
import { LIMITS } from "./limits";

/** The contact form: a message to the firm. */
export const contactForm = declareForm({
  key: "contact",
  title: "Contact message",
  table: "contact_messages",
  path: "/api/contact",
  errorKey: "message",
  referencePrefix: "CM",
  exportName: "contact",
  success: { message: () => CONTACT_SUCCESS, page: OUTCOME_PAGES.messageSent },
  fields: [
    declareNameField({ layout: { half: true } }),
    declareEmailField({ layout: { half: true } }),
    {
      name: "subject",
      label: "Subject",
      column: "subject",
      input: "text",
      max: LIMITS.subject,
      required: "Subject is required",
      role: "summary",
      searched: true,
      exported: true,
      webhook: true,
    },
    declareMessageField({ required: "Message is required", layout: { rows: 5 } }),
  ],
});
