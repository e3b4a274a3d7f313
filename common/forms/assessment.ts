import { z } from "zod";
import { ASSESSMENT_SERVICES } from "../catalog";
import { LIMITS, emailField, oneOf, requiredText } from "./fields";

/** The wizard's messages, the same in the browser and in the server's 400 answers. */
export const ASSESSMENT_MESSAGES = {
  fullNameRequired: "Full name is required",
  emailRequired: "Email is required",
  emailInvalid: "Email is invalid",
  companyRequired: "Company is required",
  teamSizeRequired: "Team size is required",
  challengesRequired: "Please describe your challenges",
  goalsRequired: "Please describe your goals",
  serviceUnknown: "Please choose one of our assessment services",
} as const;

export const assessmentSchema = z.object({
  fullName: requiredText("Full name", LIMITS.name, { required: ASSESSMENT_MESSAGES.fullNameRequired }, true),
  email: emailField(),
  company: requiredText("Company", LIMITS.company, { required: ASSESSMENT_MESSAGES.companyRequired }, true),
  teamSize: requiredText("Team size", LIMITS.teamSize, { required: ASSESSMENT_MESSAGES.teamSizeRequired }, true),
  challenges: requiredText("Challenges", LIMITS.longText, { required: ASSESSMENT_MESSAGES.challengesRequired }, false),
  goals: requiredText("Goals", LIMITS.longText, { required: ASSESSMENT_MESSAGES.goalsRequired }, false),
  service: oneOf(ASSESSMENT_SERVICES, ASSESSMENT_MESSAGES.serviceUnknown),
});

/** The wizard's steps, each validated before Next. */
export const assessmentStepSchemas = [
  assessmentSchema.pick({ fullName: true, email: true }),
  assessmentSchema.pick({ company: true, teamSize: true }),
  assessmentSchema.pick({ challenges: true, goals: true }),
] as const;

export type AssessmentInput = z.input<typeof assessmentSchema>;
export type Assessment = z.output<typeof assessmentSchema>;
