import { OUTCOME_PAGES, assessmentSuccess } from "../api";
import { declareEmailField, declareForm, declareNameField } from "./declare";
import { LIMITS } from "./limits";

/** The three-step assessment request; its service comes from the page's route. */
export const assessmentForm = declareForm({
  key: "assessment",
  title: "Assessment request",
  table: "assessment_requests",
  path: "/api/assessment",
  errorKey: "message",
  referencePrefix: "AR",
  exportName: "assessments",
  notificationTitle: (values) => `${values.service ?? ""} assessment request`,
  success: { message: (values) => assessmentSuccess(values.service ?? ""), page: OUTCOME_PAGES.requestReceived },
  fields: [
    declareNameField({ name: "fullName", label: "Full Name", column: "full_name", required: "Full name is required" }),
    declareEmailField(),
    {
      name: "company",
      label: "Company",
      column: "company",
      input: "text",
      max: LIMITS.company,
      required: "Company is required",
      autoComplete: "organization",
      role: "company",
      searched: true,
      exported: true,
      webhook: true,
    },
    {
      name: "teamSize",
      label: "Team Size",
      column: "team_size",
      input: "text",
      max: LIMITS.teamSize,
      required: "Team size is required",
      hint: "For example: 12, or 10-50 people",
      searched: true,
      exported: true,
      webhook: true,
    },
    {
      name: "service",
      label: "Service",
      column: "service",
      input: "route",
      max: LIMITS.service,
      required: "Please choose one of our assessment services",
      offered: "assessment",
      role: "summary",
      searched: true,
      exported: true,
      webhook: true,
    },
    {
      name: "challenges",
      label: "Challenges",
      column: "challenges",
      input: "textarea",
      max: LIMITS.longText,
      required: "Please describe your challenges",
      layout: { rows: 4 },
      searched: true,
      exported: true,
      webhook: true,
    },
    {
      name: "goals",
      label: "Goals",
      column: "goals",
      input: "textarea",
      max: LIMITS.longText,
      required: "Please describe your goals",
      layout: { rows: 4 },
      searched: true,
      exported: true,
      webhook: true,
    },
  ],
});

/** The wizard's steps, each validated before Next. */
export const ASSESSMENT_STEPS = [
  { title: "About you", fields: ["fullName", "email"] },
  { title: "Your company", fields: ["company", "teamSize"] },
  { title: "Challenges and goals", fields: ["challenges", "goals"] },
] as const;
