import { BadgeCheck, ChartColumn, Lightbulb, Target } from "lucide-react";
import { booking } from "./actions";
import type { ServicePage } from "./types";

export default {
  description:
    "Management consulting: diagnostic assessment, solution design, pilot implementation and full-scale rollout.",
  hero: {
    eyebrow: "Strategy & Operations",
    intro:
      "We diagnose what holds your organisation back, design the change with you, pilot it and roll it out at scale.",
    actions: [booking("Request Consultation")],
  },
  sections: [
    {
      kind: "features",
      id: "what-we-bring",
      eyebrow: "What we bring",
      title: "How We Create Lasting Change",
      intro: "Three principles behind every engagement.",
      items: [
        {
          title: "Evidence-Based Strategies",
          description: "Recommendations grounded in your data, your market and proven research, not fashion.",
          icon: ChartColumn,
        },
        {
          title: "Innovation Frameworks",
          description: "Structured ways to find, test and scale new ideas without betting the business on them.",
          icon: Lightbulb,
        },
        {
          title: "Execution Excellence",
          description: "Plans your teams can carry out, with clear owners, milestones and measures of success.",
          icon: Target,
        },
      ],
    },
    {
      kind: "steps",
      id: "approach",
      eyebrow: "How we work",
      title: "Our Four-Phase Approach",
      intro: "Test the change small, prove it works, then scale it with confidence.",
      steps: [
        {
          step: 1,
          title: "Diagnostic Assessment",
          duration: "2 weeks",
          description: "Interviews, data and process reviews that show the real causes behind your challenges.",
        },
        {
          step: 2,
          title: "Solution Design",
          duration: "3-4 weeks",
          description: "Options weighed with your leadership and turned into a concrete plan for change.",
        },
        {
          step: 3,
          title: "Pilot Implementation",
          duration: "4-6 weeks",
          description: "The change tried in one team or unit first, measured and improved before it spreads.",
        },
        {
          step: 4,
          title: "Full-Scale Rollout",
          duration: "ongoing",
          description: "The proven change rolled out across the organisation, with support until it sticks.",
        },
      ],
    },
    {
      kind: "checklist",
      id: "why-choose-us",
      eyebrow: "Why choose us",
      title: "Why Organisations Choose Us",
      icon: BadgeCheck,
      items: [
        { title: "Senior consultants only", description: "The people you meet are the people who do the work." },
        { title: "Pilot before scale", description: "Every change is proven small before you commit to it." },
        {
          title: "Remote-first and worldwide",
          description: "We work across time zones with startups, SMEs, enterprises, NGOs and governments.",
        },
        { title: "Measurable results", description: "Agreed measures of success from the start, reported throughout." },
      ],
    },
    {
      kind: "cta",
      title: "Find Out What Holds Your Organisation Back",
      text: "Begin with a two-week diagnostic review of your organisation and leave with clear priorities.",
      actions: [booking("Start with Diagnostic Review")],
    },
  ],
} as const satisfies ServicePage;
