// The top of the Web & App Development page, rendered eagerly by its route: meta and hero. The sections
// below the hero are in ./web-app.ts, which only the page's island imports.

import { assessment, booking } from "./actions";
import type { ServicePageTop } from "./types";

export const webAppTop = {
  meta: {
    title: "Web & App Development",
    description:
      "Web and mobile applications built on a proven technology stack, with security designed in from the start.",
    path: "/web-app",
  },
  hero: {
    eyebrow: "Web & App Development",
    title: "Web and App Development",
    intro:
      "We design and build web and mobile applications, from the first prototype to production, with security and maintainability designed in.",
    actions: [assessment("Start Your Project", "WebApp Development"), booking("Book a Free Consultation")],
  },
} as const satisfies ServicePageTop;
