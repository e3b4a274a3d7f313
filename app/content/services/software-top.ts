// The top of the Software Development page, rendered eagerly by its route: meta and hero. The sections
// below the hero are in ./software.ts, which only the page's island imports.

import { assessment, booking } from "./actions";
import type { ServicePageTop } from "./types";

export const softwareTop = {
  meta: {
    title: "Software Development",
    description:
      "Custom software development: system architecture, AI integration and performance engineering, secure by design.",
    path: "/software",
  },
  hero: {
    eyebrow: "Custom Software",
    title: "Software Development",
    intro:
      "We design and build software with sound architecture, practical AI integration and attention to performance and security.",
    actions: [assessment("Request an Assessment", "IT Consulting"), booking("Book a Free Consultation")],
  },
} as const satisfies ServicePageTop;
