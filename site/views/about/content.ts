// Copy of the About page below the story: mission and vision, industries,
// the transformation process and the closing call to action.

import {
  Compass,
  Factory,
  GraduationCap,
  HeartPulse,
  Landmark,
  Rocket,
  Shirt,
  ShoppingCart,
  Target,
  Truck,
  Zap,
} from "lucide-react";
import type { Feature, Industry, ProcessStep } from "../../content/types";

export interface IndustryWithIcon extends Industry {
  readonly icon: Feature["icon"];
}

export const missionVisionLabel = "Mission and vision";

export const missionVision = [
  {
    title: "Our Mission",
    description:
      "To help organisations of every size plan clearly, deliver reliably and adapt quickly, through practical consulting and agile transformation that scales with them.",
    icon: Target,
  },
  {
    title: "Our Vision",
    description:
      "A world where good strategy is not reserved for large companies: where any team, anywhere, can get senior advice and turn it into results.",
    icon: Compass,
  },
] as const satisfies readonly Feature[];

export const industriesSection = {
  eyebrow: "Industry solutions",
  title: "Industries We Serve",
  intro: "We adapt proven methods to the rules, pace and customers of your sector.",
} as const;

export const industries = [
  {
    name: "Tech Startups",
    description: "Product focus, lean processes and hiring plans that hold up as you go from ten people to a hundred.",
    icon: Rocket,
  },
  {
    name: "Financial Services",
    description: "Delivery that keeps pace with the market while staying inside regulatory and audit requirements.",
    icon: Landmark,
  },
  {
    name: "Healthcare",
    description: "Process and technology changes planned around patient safety, privacy rules and clinical workloads.",
    icon: HeartPulse,
  },
  {
    name: "E-Commerce",
    description: "Faster releases, reliable platforms and data-driven decisions for online retailers in busy seasons.",
    icon: ShoppingCart,
  },
  {
    name: "Energy",
    description:
      "Portfolio planning and digital projects for providers balancing reliability, cost and the energy transition.",
    icon: Zap,
  },
  {
    name: "Logistics",
    description: "Visibility across the supply chain, better forecasting and teams that respond quickly to disruption.",
    icon: Truck,
  },
  {
    name: "Engineering",
    description: "Project governance and agile practices adapted to long, complex and safety-critical programmes.",
    icon: Factory,
  },
  {
    name: "Education",
    description: "Digital learning platforms and operating models for schools, universities and training providers.",
    icon: GraduationCap,
  },
  {
    name: "Fashion",
    description: "Shorter design-to-shelf cycles, leaner operations and online channels that keep up with trends.",
    icon: Shirt,
  },
] as const satisfies readonly IndustryWithIcon[];

export const transformationSection = {
  eyebrow: "How we work",
  title: "Our Transformation Process",
  intro: "Three steps, from first conversation to lasting change.",
  steps: [
    {
      step: 1,
      title: "Discovery Phase",
      description:
        "We interview your people, review your processes and data, and agree on the outcomes that matter most.",
    },
    {
      step: 2,
      title: "Tailored Roadmap",
      description:
        "You get a prioritised plan with clear milestones, owners and measures, sized for your budget and team.",
    },
    {
      step: 3,
      title: "Agile Execution",
      description:
        "We deliver in short cycles beside your team, review results every few weeks and adjust the plan as we learn.",
    },
  ],
} as const satisfies { eyebrow: string; title: string; intro: string; steps: readonly ProcessStep[] };

export const aboutCta = {
  title: "Ready to write the next chapter together?",
  text: "Tell us where you are today and where you want to be. The first conversation is free.",
  primary: "Book a Free Consultation",
  secondary: "Meet the Founders",
} as const;
