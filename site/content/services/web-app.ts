import { AppWindow, Database, MonitorSmartphone, Plug, Server, ShieldCheck, Smartphone, Workflow } from "lucide-react";
import { assessment, booking } from "./actions";
import type { ServicePage } from "./types";

export default {
  description:
    "Web and mobile applications built on a proven technology stack, with security designed in from the start.",
  hero: {
    eyebrow: "Web & App Development",
    title: "Web and App Development",
    intro:
      "We design and build web and mobile applications, from the first prototype to production, with security and maintainability designed in.",
    actions: [assessment("Start Your Project", "WebApp Development"), booking("Book a Free Consultation")],
  },
  sections: [
    {
      kind: "features",
      id: "features",
      eyebrow: "What we build",
      title: "Applications Built to Last",
      carouselLabel: "Application types",
      intro: "From a customer-facing web app to an internal tool, built to grow with your business.",
      benefitsLabel: "Includes",
      items: [
        {
          title: "Custom Web Applications",
          description: "Fast, accessible web applications tailored to your processes and your customers.",
          icon: AppWindow,
          benefits: ["Responsive on every device", "Accessible by design", "Search-friendly and fast"],
        },
        {
          title: "Mobile App Development",
          description: "Native and cross-platform apps for iOS and Android, from prototype to store release.",
          icon: MonitorSmartphone,
          benefits: [
            "iOS and Android from one codebase",
            "Offline-ready where it matters",
            "App store release support",
          ],
        },
        {
          title: "APIs & Integrations",
          description: "Connect your applications to payment, CRM, ERP and the other services your business runs on.",
          icon: Plug,
          benefits: [
            "Documented, versioned APIs",
            "Reliable third-party integrations",
            "Automated tests for every endpoint",
          ],
        },
      ],
    },
    {
      kind: "tech",
      id: "technology",
      eyebrow: "Technology",
      title: "Our Technology Stack",
      intro: "Proven, well-supported tools, chosen for your project rather than for fashion.",
      groups: [
        { name: "Frontend", icon: AppWindow, items: ["React", "Next.js", "TypeScript", "Tailwind CSS"] },
        { name: "Backend", icon: Server, items: ["Node.js", "Python", "Java", ".NET"] },
        { name: "Mobile", icon: Smartphone, items: ["React Native", "Flutter", "Swift", "Kotlin"] },
        { name: "Database", icon: Database, items: ["PostgreSQL", "MySQL", "MongoDB", "Redis"] },
        { name: "DevOps", icon: Workflow, items: ["Docker", "Kubernetes", "GitHub Actions", "AWS"] },
      ],
    },
    {
      kind: "checklist",
      id: "security",
      eyebrow: "Security",
      title: "Security Built In, Not Bolted On",
      intro: "Every application we deliver follows the same security practices from the first line of code.",
      icon: ShieldCheck,
      items: [
        {
          title: "Encrypted everywhere",
          description: "HTTPS for all traffic and encryption of sensitive data at rest.",
        },
        {
          title: "Secure authentication",
          description: "Proven login flows, multi-factor authentication and role-based access.",
        },
        { title: "OWASP Top 10 reviews", description: "Code reviewed against the most common web application risks." },
        {
          title: "Dependency scanning",
          description: "Third-party packages checked for known vulnerabilities on every build.",
        },
        { title: "Least-privilege infrastructure", description: "Services and people get only the access they need." },
        {
          title: "Security testing before launch",
          description: "Automated checks and a manual review before every release.",
        },
      ],
    },
    {
      kind: "cta",
      title: "Have an Application in Mind?",
      text: "Tell us what you want to build and we will propose a plan, a team and a timeline.",
      actions: [assessment("Start Your Project", "WebApp Development"), booking("Book a Free Consultation")],
    },
  ],
} as const satisfies ServicePage;
