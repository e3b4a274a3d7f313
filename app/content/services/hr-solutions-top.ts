// The top of the HR Solutions page, rendered eagerly by its route: meta and hero. The sections
// below the hero are in ./hr-solutions.ts, which only the page's island imports.

import { anchor, booking } from "./actions";
import type { ServicePageTop } from "./types";

/** Anchor of the 'Our HR Solutions' section, the target of 'Learn More' (DESIGN §5). */
export const HR_SOLUTIONS_ID = "hr-solutions";

export const hrSolutionsTop = {
  meta: {
    title: "HR Solutions",
    description: "HR consulting for hiring, performance, engagement, analytics, compensation and compliance.",
    path: "/hr-solutions",
  },
  hero: {
    eyebrow: "HR Consulting",
    title: "HR Solutions for the Modern Workplace",
    intro:
      "We help companies attract and keep skilled people, modernise performance management and base HR decisions on data.",
    actions: [booking("Get HR Consultation"), anchor("Our HR Solutions", HR_SOLUTIONS_ID)],
  },
} as const satisfies ServicePageTop;
