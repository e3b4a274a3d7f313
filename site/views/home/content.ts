// Copy of the home page below the hero (./sections.tsx and its tabs, ./why-work-with-us.island.tsx). Quoted spec texts are word for word.

import { Layers, Users } from "lucide-react";
import type { Feature, Stat } from "../../content/types";

export interface WhyTab {
  /** Stable id; the first tab is 'expertise' (selected by default). */
  readonly id: string;
  readonly label: string;
  readonly title: string;
  readonly description: string;
  readonly stat: Stat;
}

export const homeServices = {
  eyebrow: "What we do",
  title: "Core services",
  intro: "Nine practices, one remote team. Pick the help you need now and add more as you grow.",
} as const;

export const whyWorkWithUs = {
  eyebrow: "Why choose us",
  title: "Why Work With Us",
  intro: "Senior people, practical methods and results we are willing to measure.",
  tabs: [
    {
      id: "expertise",
      label: "Industry Experts",
      title: "Consultants who have done the job",
      description:
        "Our consultants have led delivery, HR and technology teams themselves. They bring patterns that worked in more than ten industries, and they know which ones will fit yours.",
      stat: { value: "20+", label: "years of combined experience" },
    },
    {
      id: "agile",
      label: "Agile Solutions",
      title: "Agile that fits your organisation",
      description:
        "Scrum, Kanban or SAFe: we start from how your teams work today and change only what moves delivery forward, so new habits stick after we leave.",
      stat: { value: "35%", label: "faster implementation" },
    },
    {
      id: "strategy",
      label: "Personalized Strategy",
      title: "A plan written for you, not a template",
      description:
        "Every engagement begins with discovery: your goals, constraints and people. The roadmap that follows is specific, prioritised and small enough to start next week.",
      stat: { value: "85%", label: "client retention" },
    },
    {
      id: "track-record",
      label: "Proven Track Record",
      title: "Results you can check",
      description:
        "We agree on measurable outcomes at the start and report against them throughout, from a first sprint to a full transformation programme.",
      stat: { value: "100+", label: "projects delivered" },
    },
  ],
} as const satisfies { eyebrow: string; title: string; intro: string; tabs: readonly WhyTab[] };

/** The four tiles under the tabs (the firm's marketing figures). */
export const homeStats = [
  { value: "15+", label: "Happy clients" },
  { value: "20+", label: "Years combined experience" },
  { value: "10+", label: "Industries served" },
  { value: "100%", label: "Client-focused" },
] as const satisfies readonly Stat[];

export const servicesOverview = {
  eyebrow: "Our Services",
  title: "Strategic Solutions for Digital Transformation",
  intro:
    "From a first strategy session to hands-on delivery, we help organisations change how they plan, build and lead.",
  cards: [
    {
      title: "Comprehensive Offerings",
      description:
        "Consulting, coaching and delivery under one roof: IT and management consulting, agile and project management, HR, software and career coaching.",
      icon: Layers,
    },
    {
      title: "Diverse Clientele",
      description:
        "Startups, scaling companies, SMEs, enterprise teams, NGOs and government entities, served remotely across time zones.",
      icon: Users,
    },
  ],
  cta: "Schedule Consultation",
} as const satisfies { eyebrow: string; title: string; intro: string; cards: readonly Feature[]; cta: string };
