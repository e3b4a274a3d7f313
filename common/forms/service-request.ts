import { OUTCOME_PAGES, SERVICE_REQUEST_SUCCESS } from "../api";
import { SERVICE_OPTIONS } from "../catalog";
import { declareForm } from "./declare";
import { LIMITS } from "./limits";

/** The service request dialog: a service and an optional message. */
export const serviceRequestForm = declareForm({
  key: "service-request",
  title: "Service request",
  table: "service_requests",
  path: "/api/service-requests",
  errorKey: "message",
  referencePrefix: "SR",
  exportName: "service-requests",
  success: { message: () => SERVICE_REQUEST_SUCCESS, page: OUTCOME_PAGES.requestReceived },
  fields: [
    {
      name: "name",
      label: "Name",
      column: "name",
      input: "text",
      max: LIMITS.name,
      required: "Name is required",
      autoComplete: "name",
      role: "name",
      searched: true,
      exported: true,
      webhook: true,
    },
    {
      name: "email",
      label: "Email",
      column: "email",
      input: "email",
      max: LIMITS.email,
      required: "Email is required",
      autoComplete: "email",
      searched: true,
      exported: true,
      webhook: true,
    },
    {
      name: "service",
      label: "Service",
      column: "service",
      input: "select",
      max: LIMITS.service,
      required: "Please choose a service",
      options: SERVICE_OPTIONS,
      role: "summary",
      layout: { placeholder: "Select a service" },
      searched: true,
      exported: true,
      webhook: true,
    },
    {
      name: "message",
      label: "Message",
      column: "message",
      input: "textarea",
      max: LIMITS.longText,
      layout: { rows: 4 },
      searched: true,
      exported: true,
      webhook: true,
    },
  ],
});
