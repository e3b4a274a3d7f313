// Service names the forms and the server both rely on: a value outside these lists is refused.

/** Literal service values used in assessment links: /assessment/{service}. */
export const ASSESSMENT_SERVICES = [
  "IT Consulting",
  "Agile Coaching",
  "Project Management",
  "WebApp Development",
] as const;

export type AssessmentService = (typeof ASSESSMENT_SERVICES)[number];

/** Options of the service request dialog's select, after 'Select a service'. */
export const SERVICE_OPTIONS = [
  "IT Business Consulting",
  "Agile Coaching",
  "Project Management",
  "HR Solutions",
  "Web & App Development",
  "Career Coaching",
  "Software Development",
  "Management Consulting",
] as const;

export type ServiceOption = (typeof SERVICE_OPTIONS)[number];

export function isAssessmentService(value: string): value is AssessmentService {
  return (ASSESSMENT_SERVICES as readonly string[]).includes(value);
}

export function assessmentPath(service: AssessmentService): string {
  return `/assessment/${encodeURIComponent(service)}`;
}
