// The top of the Career Coaching page, rendered eagerly by its route: meta and hero. The sections
// below the hero are in ./career-coaching.ts, which only the page's island imports.

import { booking, phone } from "./actions";
import type { ServicePageTop } from "./types";

export const careerCoachingTop = {
  meta: {
    title: "Career Coaching",
    description:
      "Career coaching for tech professionals: assessment, goal mapping, strategy and ongoing coaching sessions.",
    path: "/career-coaching",
  },
  hero: {
    eyebrow: "Trusted by 300+ tech professionals",
    title: "Career Coaching for Tech Professionals",
    intro:
      "One-to-one coaching for early-career techies, mid-level developers, career changers and tech leaders who want a clear next step.",
    actions: [booking("Book Free Session"), phone()],
  },
} as const satisfies ServicePageTop;
