import { Cloud, Compass, Gauge, Network, ShieldCheck, Workflow } from "lucide-react";
import { assessment, booking } from "./actions";
import type { ServicePage } from "./types";

export default {
  description:
    "IT consulting: discovery and assessment, gap analysis, solution design and execution support for your systems.",
  hero: {
    eyebrow: "IT Business Consulting",
    intro:
      "We assess your technology and processes, map the gaps against your goals, design the solution and support your team through execution.",
    actions: [assessment("Start Your Assessment", "IT Consulting"), booking("Book a Free Consultation")],
  },
  sections: [
    {
      kind: "features",
      id: "services",
      eyebrow: "What we do",
      title: "Our IT Consulting Services",
      intro: "Six ways we help you get more from your technology, from strategy down to day-to-day operations.",
      items: [
        {
          title: "IT Strategy & Roadmapping",
          description: "A technology roadmap tied to your business goals, with priorities, budgets and milestones.",
          icon: Compass,
        },
        {
          title: "Systems & Architecture Review",
          description: "An independent review of your systems and integrations: what holds up, what to fix first.",
          icon: Network,
        },
        {
          title: "Cloud Migration & Infrastructure",
          description:
            "Plan and run a move to the cloud, or tidy the infrastructure you already have, without downtime.",
          icon: Cloud,
        },
        {
          title: "Cybersecurity & Compliance",
          description: "Find the weak spots, close them and meet the standards your clients and regulators expect.",
          icon: ShieldCheck,
        },
        {
          title: "Process Automation",
          description: "Replace repetitive manual work with reliable, well-documented automated workflows.",
          icon: Workflow,
        },
        {
          title: "IT Cost Optimisation",
          description: "Review licences, vendors and infrastructure spend, and keep what earns its place.",
          icon: Gauge,
        },
      ],
    },
    {
      kind: "steps",
      id: "approach",
      eyebrow: "How we work",
      title: "Our Four-Step Approach",
      intro: "A clear path from understanding where you are to a solution your team runs with confidence.",
      steps: [
        {
          step: 1,
          title: "Discovery & Assessment",
          duration: "1-2 weeks",
          description: "Interviews, system walkthroughs and a review of your documentation to see where you stand.",
        },
        {
          step: 2,
          title: "Gap Analysis",
          duration: "1 week",
          description: "We compare where you are with where you want to be and rank the gaps by impact and effort.",
        },
        {
          step: 3,
          title: "Solution Design",
          duration: "2-3 weeks",
          description: "Architecture, tools and a phased plan, designed with your team and sized to your budget.",
        },
        {
          step: 4,
          title: "Execution Support",
          duration: "ongoing",
          description: "We stay alongside your team through implementation, reviewing progress and removing blockers.",
        },
      ],
    },
    {
      kind: "cta",
      title: "Ready to Get More From Your Technology?",
      text: "Start with an IT assessment, or talk it through with us first in a free consultation.",
      actions: [assessment("Start Your Assessment", "IT Consulting"), booking("Book a Free Consultation")],
    },
  ],
} as const satisfies ServicePage;
