import { OUTCOME_PAGES, SERVICE_REQUEST_SUCCESS } from "../api";
import { declareEmailField, declareForm, declareMessageField, declareNameField } from "./declare";
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
    declareNameField(),
    declareEmailField(),
    {
      name: "service",
      label: "Service",
      column: "service",
      input: "select",
      max: LIMITS.service,
      required: "Please choose a service",
      offered: "request",
      role: "summary",
      layout: { placeholder: "Select a service" },
      searched: true,
      exported: true,
      webhook: true,
    },
    declareMessageField(),
  ],
});
