import { z } from "zod";
import { LIMITS, emailField, requiredText } from "./fields";

/** The contact form's messages, in the assessment's style ("Name is required"). */
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
