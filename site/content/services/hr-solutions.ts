import { ChartColumn, FileCheck, HeartHandshake, Scale, TrendingUp, TriangleAlert, UserSearch } from "lucide-react";
import { anchor, booking } from "./actions";
import type { ServicePage } from "./types";

/** Anchor of the "Our HR Solutions" section: the hero's "Our HR Solutions" and the closing "Learn More" lead there. */
const HR_SOLUTIONS_ID = "hr-solutions";

export default {
  description: "HR consulting for hiring, performance, engagement, analytics, compensation and compliance.",
  hero: {
    eyebrow: "HR Consulting",
    title: "HR Solutions for the Modern Workplace",
    intro:
      "We help companies attract and keep skilled people, modernise performance management and base HR decisions on data.",
    actions: [booking("Get HR Consultation"), anchor("Our HR Solutions", HR_SOLUTIONS_ID)],
  },
  sections: [
    {
      kind: "checklist",
      tone: "warning",
      id: "challenges",
      eyebrow: "Sound familiar?",
      title: "The HR Challenges We Solve",
      intro: "Growing companies tell us about the same five problems again and again.",
      icon: TriangleAlert,
      items: [
        {
          title: "Difficulty attracting skilled talent",
          description: "Open roles stay open for months while good candidates go elsewhere.",
        },
        {
          title: "High turnover",
          description: "People leave within a year, taking their knowledge and your hiring costs with them.",
        },
        {
          title: "Outdated performance management",
          description: "Annual reviews that nobody looks forward to and that change nothing.",
        },
        {
          title: "Lack of data-driven HR decisions",
          description: "Pay, promotion and hiring decisions made on instinct instead of evidence.",
        },
        {
          title: "Compliance risks",
          description: "Policies and contracts that have not kept up with the law in every country you hire in.",
        },
      ],
    },
    {
      kind: "features",
      id: HR_SOLUTIONS_ID,
      eyebrow: "What we offer",
      title: "Our HR Solutions",
      carouselLabel: "HR solution cards",
      intro: "Six practices, each adopted on its own or as part of a complete HR programme.",
      benefitsLabel: "Benefits",
      items: [
        {
          title: "Talent Acquisition",
          description:
            "Hiring processes that reach the right candidates and move them quickly from first contact to offer.",
          icon: UserSearch,
          benefits: ["Faster time-to-hire", "Stronger candidate pipelines", "Structured, fair interviews"],
        },
        {
          title: "Performance Management",
          description: "Replace the annual review with regular goals, feedback and development conversations.",
          icon: TrendingUp,
          benefits: ["Clear, measurable goals", "Continuous feedback", "Development plans people use"],
        },
        {
          title: "Employee Engagement",
          description: "Understand what keeps your people motivated and act on it before they start looking elsewhere.",
          icon: HeartHandshake,
          benefits: ["Regular pulse surveys", "Lower voluntary turnover", "A culture people recommend"],
        },
        {
          title: "HR Analytics",
          description: "Dashboards and reports that turn your HR data into decisions about hiring, pay and retention.",
          icon: ChartColumn,
          benefits: ["Workforce dashboards", "Attrition risk insights", "Evidence for every HR decision"],
        },
        {
          title: "Compensation Strategy",
          description:
            "Pay structures that are competitive, fair and affordable, and that you can explain to your team.",
          icon: Scale,
          benefits: ["Market benchmarking", "Transparent salary bands", "Fair, consistent raises"],
        },
        {
          title: "Compliance & Policies",
          description:
            "Policies, contracts and handbooks reviewed and kept current in every country where you employ people.",
          icon: FileCheck,
          benefits: ["Up-to-date policies", "Reduced legal risk", "Audit-ready records"],
        },
      ],
    },
    {
      kind: "stats",
      id: "results",
      eyebrow: "Results",
      title: "What Our Clients Achieve",
      intro: "Typical results reported by clients after working with us.",
      stats: [
        { value: "40%", label: "Reduction in time-to-hire" },
        { value: "25%", label: "Increase in productivity" },
        { value: "30%", label: "Reduction in turnover" },
      ],
    },
    {
      kind: "cta",
      title: "Build an HR Function That Helps You Grow",
      text: "Book a free consultation and we will look at your HR challenges together.",
      actions: [booking("Get Started Today"), anchor("Learn More", HR_SOLUTIONS_ID)],
    },
  ],
} as const satisfies ServicePage;
