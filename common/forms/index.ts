export * from "./fields";
export * from "./declare";
export * from "./registry";
export * from "./schemas";
export { contactForm } from "./contact";
export { serviceRequestForm } from "./service-request";
export { assessmentForm, ASSESSMENT_STEPS } from "./assessment";
export { newsletterForm } from "./subscribe";
