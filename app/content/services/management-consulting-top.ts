// The top of the Management Consulting page, rendered eagerly by its route: meta and hero. The sections
// below the hero are in ./management-consulting.ts, which only the page's island imports.

import { booking } from "./actions";
import type { ServicePageTop } from "./types";

export const managementConsultingTop = {
  meta: {
    title: "Management Consulting",
    description:
      "Management consulting: diagnostic assessment, solution design, pilot implementation and full-scale rollout.",
    path: "/management-consulting",
  },
  hero: {
    eyebrow: "Strategy & Operations",
    title: "Management Consulting",
    intro:
      "We diagnose what holds your organisation back, design the change with you, pilot it and roll it out at scale.",
    actions: [booking("Request Consultation")],
  },
} as const satisfies ServicePageTop;
