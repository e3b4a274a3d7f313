import { declareEmailField, declareForm, declareNameField } from "./declare";

/** The newsletter's subscribe form (double opt-in: its state lives beside the fields). */
export const newsletterForm = declareForm({
  key: "newsletter",
  title: "Newsletter subscription",
  table: "subscribers",
  path: "/api/subscribe",
  errorKey: "error",
  exportName: "subscribers",
  fields: [
    declareNameField({ layout: { half: true }, webhook: false }),
    declareEmailField({ layout: { half: true }, webhook: false }),
  ],
  stateColumns: [
    { column: "status", label: "Subscription", role: "summary" },
    { column: "confirmed_at", label: "Confirmed", timestamp: true },
    { column: "unsubscribed_at", label: "Unsubscribed", timestamp: true },
  ],
});
