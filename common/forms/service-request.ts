import { z } from "zod";
import { SERVICE_OPTIONS } from "../catalog";
import { LIMITS, emailField, oneOf, optionalText, requiredText } from "./fields";

export const SERVICE_REQUEST_MESSAGES = {
  nameRequired: "Name is required",
  serviceRequired: "Please choose a service",
} as const;

export const serviceRequestSchema = z.object({
  name: requiredText("Name", LIMITS.name, { required: SERVICE_REQUEST_MESSAGES.nameRequired }, true),
  email: emailField(),
  service: oneOf(SERVICE_OPTIONS, SERVICE_REQUEST_MESSAGES.serviceRequired),
  message: optionalText("Message", LIMITS.longText),
});

export type ServiceRequestInput = z.input<typeof serviceRequestSchema>;
export type ServiceRequest = z.output<typeof serviceRequestSchema>;
