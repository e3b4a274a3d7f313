import type { FormOutcome } from "../../common/analytics";
import type { FormKey } from "../../common/forms/registry";

// Named events from the islands (the shapes server/analytics/event-schema.ts accepts). Loaded
// with the island that sends them; the beacon itself is in count.ts.

type Named =
  | { type: "dialog_opened" }
  | { type: "assessment_step"; step: 1 | 2 | 3 }
  | { type: "form_sent"; form: FormKey; outcome: FormOutcome };

export function track(event: Named) {
  if (!__ANALYTICS__ || typeof navigator === "undefined") return;
  void import("./count").then(({ send }) => send({ ...event, path: location.pathname }));
}
