import { Infinity as InfinityIcon, KanbanSquare, Layers, Repeat } from "lucide-react";
import { assessment, booking } from "./actions";
import type { ServicePage } from "./types";

export default {
  description: "Agile coaching in Scrum, Kanban and SAFe: from a maturity evaluation to teams that coach themselves.",
  hero: {
    eyebrow: "Agile Transformation",
    intro:
      "We evaluate how your teams work today, build a tailored plan, guide them through the change and hand over to your own internal coaches.",
    actions: [assessment("Start Your Assessment", "Agile Coaching"), booking("Book Free Session")],
  },
  sections: [
    {
      kind: "features",
      id: "frameworks",
      eyebrow: "Frameworks",
      title: "Frameworks We Coach",
      carouselLabel: "Agile frameworks",
      intro: "We start from how your teams work, then bring in the framework, or the mix, that fits.",
      benefitsLabel: "What you get",
      items: [
        {
          title: "Scrum Mastery",
          description: "Sprints, roles and ceremonies that produce working increments instead of status meetings.",
          icon: Repeat,
          benefits: ["Predictable sprint delivery", "Focused, useful ceremonies", "Product owners who own the backlog"],
        },
        {
          title: "Kanban Flow",
          description: "Visualise the work, limit work in progress and let delivery flow at a sustainable pace.",
          icon: KanbanSquare,
          benefits: ["Shorter lead times", "Visible bottlenecks", "Work-in-progress limits that stick"],
        },
        {
          title: "SAFe Implementation",
          description: "Scale agile across several teams with aligned planning, shared cadence and clear ownership.",
          icon: Layers,
          benefits: ["Aligned program increments", "Coordinated release trains", "Portfolio-level visibility"],
        },
        {
          title: "Continuous Improvement",
          description: "Retrospectives and metrics that turn lessons into changes the team actually makes.",
          icon: InfinityIcon,
          benefits: ["Actionable retrospectives", "Delivery metrics that matter", "A habit of small, steady change"],
        },
      ],
    },
    {
      kind: "steps",
      id: "coaching-process",
      eyebrow: "How we coach",
      title: "Our Four-Step Coaching Process",
      intro: "From a clear picture of today to teams that keep improving without us.",
      steps: [
        {
          step: 1,
          title: "Maturity Evaluation",
          duration: "30 days",
          description:
            "A 30-day maturity evaluation: we observe your teams, interview stakeholders and measure how work flows.",
        },
        {
          step: 2,
          title: "Tailored Plan",
          description: "A coaching plan built on the findings, with goals, frameworks and measures of success.",
        },
        {
          step: 3,
          title: "Guided Adoption",
          duration: "3-6 months",
          description:
            "3-6 months of hands-on guidance: coaching teams, leaders and product owners in their real work.",
        },
        {
          step: 4,
          title: "Transition to Internal Coaches",
          description: "We train your own people to carry the practice on, then step back.",
        },
      ],
    },
    {
      kind: "cta",
      title: "Start Your Agile Transformation",
      text: "Get an assessment of your teams' agile maturity, or book a free session to talk it through.",
      actions: [assessment("Start Your Assessment", "Agile Coaching"), booking("Book Free Session")],
    },
  ],
} as const satisfies ServicePage;
