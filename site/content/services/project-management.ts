import { Eye, ShieldAlert } from "lucide-react";
import { assessment, booking } from "./actions";
import type { ServicePage } from "./types";

export default {
  description:
    "Project management from planning and team assembly to execution, review and a clean handoff to your team.",
  hero: {
    eyebrow: "Delivery you can count on",
    intro:
      "We plan projects with you, assemble the team, run the execution with clear reporting and hand over cleanly at the end.",
    actions: [assessment("Start Your Assessment", "Project Management"), booking("Book a Free Consultation")],
  },
  sections: [
    {
      kind: "features",
      id: "oversight",
      eyebrow: "Oversight",
      title: "Complete Project Oversight",
      intro: "One accountable lead who keeps scope, schedule, budget and people pointing the same way.",
      benefitsLabel: "What you get",
      items: [
        {
          title: "End-to-End Delivery Oversight",
          description:
            "Scope, schedule and budget tracked in one place, with weekly reporting that tells you where the project really stands.",
          icon: Eye,
          benefits: [
            "A single point of accountability",
            "Honest weekly status reports",
            "Decisions logged and followed up",
          ],
        },
        {
          title: "Risk & Stakeholder Management",
          description:
            "Risks found early and handled before they become delays, and stakeholders kept informed and aligned.",
          icon: ShieldAlert,
          benefits: ["A living risk register", "Regular stakeholder updates", "Escalation paths agreed up front"],
        },
      ],
    },
    {
      kind: "steps",
      id: "approach",
      eyebrow: "How we work",
      title: "Our Four-Step Approach",
      carouselLabel: "Project management steps",
      intro: "Every project follows the same proven path, sized to its scope.",
      steps: [
        {
          step: 1,
          title: "Planning",
          description:
            "Goals, scope, milestones, budget and risks agreed with you and written down before work starts.",
        },
        {
          step: 2,
          title: "Team Assembly",
          description: "The right people, from your staff and ours, with clear roles and responsibilities.",
        },
        {
          step: 3,
          title: "Execution",
          description: "Delivery in short cycles with tracked progress, managed risks and regular demos.",
        },
        {
          step: 4,
          title: "Review & Handoff",
          description: "A review of results against goals, lessons learned, and a documented handover to your team.",
        },
      ],
    },
    {
      kind: "cta",
      title: "Keep Your Next Project on Track",
      text: "Start with a project management assessment, or tell us about your project in a free consultation.",
      actions: [assessment("Start Your Assessment", "Project Management"), booking("Book a Free Consultation")],
    },
  ],
} as const satisfies ServicePage;
