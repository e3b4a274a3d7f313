// The top of the Project Management page, rendered eagerly by its route: meta and hero. The sections
// below the hero are in ./project-management.ts, which only the page's island imports.

import { assessment, booking } from "./actions";
import type { ServicePageTop } from "./types";

export const projectManagementTop = {
  meta: {
    title: "Project Management",
    description:
      "Project management from planning and team assembly to execution, review and a clean handoff to your team.",
    path: "/project-management",
  },
  hero: {
    eyebrow: "Delivery you can count on",
    title: "Project Management",
    intro:
      "We plan projects with you, assemble the team, run the execution with clear reporting and hand over cleanly at the end.",
    actions: [assessment("Start Your Assessment", "Project Management"), booking("Book a Free Consultation")],
  },
} as const satisfies ServicePageTop;
