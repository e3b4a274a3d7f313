import { z } from "zod";
import { LIMITS, emailField, requiredText } from "./fields";

/** The contact form's messages (spec §5 has none of its own; these follow the assessment's style). */
export const CONTACT_MESSAGES = {
  nameRequired: "Name is required",
  subjectRequired: "Subject is required",
  messageRequired: "Message is required",
} as const;

export const contactSchema = z.object({
  name: requiredText("Name", LIMITS.name, { required: CONTACT_MESSAGES.nameRequired }, true),
  email: emailField(),
  subject: requiredText("Subject", LIMITS.subject, { required: CONTACT_MESSAGES.subjectRequired }, true),
  message: requiredText("Message", LIMITS.longText, { required: CONTACT_MESSAGES.messageRequired }, false),
});

export type ContactInput = z.input<typeof contactSchema>;
export type Contact = z.output<typeof contactSchema>;
