import { BrainCircuit, Gauge, Network, ShieldCheck } from "lucide-react";
import { assessment, booking } from "./actions";
import type { ServicePage } from "./types";

export default {
  description:
    "Custom software development: system architecture, AI integration and performance engineering, secure by design.",
  hero: {
    eyebrow: "Custom Software",
    intro:
      "We design and build software with sound architecture, practical AI integration and attention to performance and security.",
    actions: [assessment("Request an Assessment", "IT Consulting"), booking("Book a Free Consultation")],
  },
  sections: [
    {
      kind: "features",
      id: "services",
      eyebrow: "What we do",
      title: "Our Software Services",
      intro: "Engineering help where it makes the biggest difference to your product.",
      items: [
        {
          title: "System Architecture",
          description:
            "Architectures that fit your scale today and can still change next year, documented and reviewed.",
          icon: Network,
        },
        {
          title: "AI Integration",
          description:
            "Practical AI features, from search to automation, built into your product with privacy and cost in mind.",
          icon: BrainCircuit,
        },
        {
          title: "Performance Engineering",
          description: "Find and fix what makes your software slow or expensive to run, and keep it fast as it grows.",
          icon: Gauge,
        },
      ],
    },
    {
      kind: "steps",
      id: "process",
      eyebrow: "How we work",
      title: "Our Development Process",
      intro: "Four steps, repeated in short cycles, so you see working software early and often.",
      steps: [
        {
          step: 1,
          title: "Discovery",
          description: "We learn your users, your goals and your constraints, and agree what success looks like.",
        },
        {
          step: 2,
          title: "Design",
          description: "Architecture, data model and user experience designed and reviewed before we build.",
        },
        {
          step: 3,
          title: "Development",
          description: "Short iterations with automated tests, code review and regular demos.",
        },
        {
          step: 4,
          title: "Deployment",
          description: "Automated releases, monitoring and a handover your team can run with.",
        },
      ],
    },
    {
      kind: "checklist",
      id: "secure-by-design",
      eyebrow: "Security",
      title: "Secure by Design",
      intro: "Security is part of every step, not a review at the end.",
      icon: ShieldCheck,
      items: [
        { title: "Threat modelling", description: "Risks identified at design time, before they are built in." },
        {
          title: "Secure coding standards",
          description: "Input validation, safe defaults and peer review of every change.",
        },
        { title: "Automated security checks", description: "Static analysis and dependency scanning in every build." },
        { title: "Protected data", description: "Encryption in transit and at rest, and only the data you need." },
      ],
    },
    {
      kind: "cta",
      title: "Let's Build Software That Lasts",
      text: "Start with a technical assessment of your product, or talk to us in a free consultation.",
      actions: [assessment("Start Your Assessment", "IT Consulting"), booking("Book a Free Consultation")],
    },
  ],
} as const satisfies ServicePage;
