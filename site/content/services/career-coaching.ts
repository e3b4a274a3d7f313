import { Crown, Rocket, Shuffle, Sprout } from "lucide-react";
import { booking, phone } from "./actions";
import type { ServicePage } from "./types";

export default {
  description:
    "Career coaching for tech professionals: assessment, goal mapping, strategy and ongoing coaching sessions.",
  hero: {
    eyebrow: "Trusted by 300+ tech professionals",
    title: "Career Coaching for Tech Professionals",
    intro:
      "One-to-one coaching for early-career techies, mid-level developers, career changers and tech leaders who want a clear next step.",
    actions: [booking("Book Free Session"), phone()],
  },
  sections: [
    {
      kind: "features",
      id: "who-we-coach",
      eyebrow: "Who we coach",
      title: "Coaching for Every Stage of Your Tech Career",
      intro: "Wherever you are today, we help you decide where to go next and how to get there.",
      items: [
        {
          title: "Early-Career Techies",
          description:
            "Land your first or second role with a sharper CV, a portfolio that shows your skills and interview practice.",
          icon: Sprout,
        },
        {
          title: "Mid-Level Developers",
          description:
            "Move up to senior or lead roles: close skill gaps, raise your visibility and negotiate with confidence.",
          icon: Rocket,
        },
        {
          title: "Career Changers",
          description:
            "Move into tech from another field with a realistic plan, the right skills and a story employers believe.",
          icon: Shuffle,
        },
        {
          title: "Tech Leaders",
          description: "Grow as a manager, architect or executive: lead teams, influence decisions and shape strategy.",
          icon: Crown,
        },
      ],
    },
    {
      kind: "steps",
      id: "framework",
      eyebrow: "How coaching works",
      title: "Our Four-Step Coaching Framework",
      intro: "About four weeks to set up your plan, then regular coaching while you carry it out.",
      steps: [
        {
          step: 1,
          title: "Career Assessment",
          duration: "Week 1-2",
          description: "We review your experience, strengths, values and the market for your skills.",
        },
        {
          step: 2,
          title: "Goal Mapping",
          duration: "Week 3",
          description: "Together we set clear, realistic career goals for the next one to three years.",
        },
        {
          step: 3,
          title: "Strategy Development",
          duration: "Week 4",
          description: "A concrete plan: skills to build, people to meet, roles to target and how to present yourself.",
        },
        {
          step: 4,
          title: "Execution Coaching",
          duration: "ongoing, bi-weekly sessions",
          description: "Bi-weekly sessions to keep you on track, prepare interviews and adjust the plan as you go.",
        },
      ],
    },
    {
      kind: "cta",
      title: "Take the Next Step in Your Tech Career",
      text: "Join the 300+ tech professionals we have coached. Book a free session or call us to find out whether coaching is right for you.",
      note: "Limited spots available each month",
      actions: [booking("Schedule Now"), phone()],
    },
  ],
} as const satisfies ServicePage;
