import { declareForm } from "./declare";
import { LIMITS } from "./limits";

/** The newsletter's subscribe form (double opt-in: its state lives beside the fields). */
export const newsletterForm = declareForm({
  key: "newsletter",
  title: "Newsletter subscription",
  table: "subscribers",
  path: "/api/subscribe",
  errorKey: "error",
  exportName: "subscribers",
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
      layout: { half: true },
      searched: true,
      exported: true,
      webhook: false,
    },
    {
      name: "email",
      label: "Email",
      column: "email",
      input: "email",
      max: LIMITS.email,
      required: "Email is required",
      autoComplete: "email",
      layout: { half: true },
      searched: true,
      exported: true,
      webhook: false,
    },
  ],
  stateColumns: [
    { column: "status", label: "Subscription", role: "summary" },
    { column: "confirmed_at", label: "Confirmed", timestamp: true },
    { column: "unsubscribed_at", label: "Unsubscribed", timestamp: true },
  ],
});
