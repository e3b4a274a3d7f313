// The top of the Research Consulting page, rendered eagerly by its route: meta and hero. The sections
// below the hero are in ./research-consulting.ts, which only the page's island imports.

import { assessment, booking } from "./actions";
import type { ServicePageTop } from "./types";

export const researchConsultingTop = {
  meta: {
    title: "Research Consulting",
    description:
      "Research and development consulting: framing questions, running structured studies and turning findings into decisions.",
    path: "/research-consulting",
  },
  hero: {
    eyebrow: "Research & Development",
    title: "Research Consulting",
    intro:
      "We help organisations frame research questions, run structured studies and turn findings into decisions and products.",
    actions: [assessment("Request an Assessment", "IT Consulting"), booking("Discuss Your Project")],
  },
} as const satisfies ServicePageTop;
