// The top of the IT Consulting page, rendered eagerly by its route: meta and hero. The sections
// below the hero are in ./it-consulting.ts, which only the page's island imports.

import { assessment, booking } from "./actions";
import type { ServicePageTop } from "./types";

export const itConsultingTop = {
  meta: {
    title: "IT Consulting",
    description:
      "IT consulting: discovery and assessment, gap analysis, solution design and execution support for your systems.",
    path: "/it-consulting",
  },
  hero: {
    eyebrow: "IT Business Consulting",
    title: "IT Consulting",
    intro:
      "We assess your technology and processes, map the gaps against your goals, design the solution and support your team through execution.",
    actions: [assessment("Start Your Assessment", "IT Consulting"), booking("Book a Free Consultation")],
  },
} as const satisfies ServicePageTop;
