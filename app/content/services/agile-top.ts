// The top of the Agile Coaching page, rendered eagerly by its route: meta and hero. The sections
// below the hero are in ./agile.ts, which only the page's island imports.

import { assessment, booking } from "./actions";
import type { ServicePageTop } from "./types";

export const agileTop = {
  meta: {
    title: "Agile Coaching",
    description: "Agile coaching in Scrum, Kanban and SAFe: from a maturity evaluation to teams that coach themselves.",
    path: "/agile",
  },
  hero: {
    eyebrow: "Agile Transformation",
    title: "Agile Coaching",
    intro:
      "We evaluate how your teams work today, build a tailored plan, guide them through the change and hand over to your own internal coaches.",
    actions: [assessment("Start Your Assessment", "Agile Coaching"), booking("Book Free Session")],
  },
} as const satisfies ServicePageTop;
