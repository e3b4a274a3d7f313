import {
  Briefcase,
  ClipboardList,
  Code,
  Cpu,
  FlaskConical,
  GraduationCap,
  Laptop,
  RefreshCw,
  Users,
} from "lucide-react";
import type { ServiceSummary } from "./types";

/**
 * A service: its card on the home and /services pages, and its own page at /<slug>, rendered by
 * site/pages/[slug].astro from ./services/<slug>.ts with the image public/images/services/<slug>.svg.
 * Adding an entry here adds the page: route, prerender, sitemap and the tests over all services.
 */
function service<const Slug extends string>(entry: Omit<ServiceSummary, "path" | "image"> & { slug: Slug }) {
  return {
    ...entry,
    path: `/${entry.slug}` as const,
    image: { src: `/images/services/${entry.slug}.svg`, alt: "", width: 640, height: 360 },
  } satisfies ServiceSummary;
}

/** The services, in the order of the home page's cards. */
export const serviceCatalog = [
  service({
    slug: "it-consulting",
    title: "IT Consulting",
    description: "Assess your systems, close the gaps and design technology your team can run and grow.",
    icon: Laptop,
  }),
  service({
    slug: "agile",
    title: "Agile Coaching",
    description: "Scrum, Kanban and SAFe coaching that leaves your teams able to coach themselves.",
    icon: RefreshCw,
  }),
  service({
    slug: "project-management",
    title: "Project Management",
    description: "Realistic plans, the right team and steady delivery, from kickoff to a clean handoff.",
    icon: ClipboardList,
  }),
  service({
    slug: "hr-solutions",
    title: "HR Solutions",
    description: "Hire faster, keep your best people and base HR decisions on data instead of instinct.",
    icon: Users,
  }),
  service({
    slug: "web-app",
    title: "Web & App Development",
    description: "Web and mobile applications built on a proven stack, with security designed in.",
    icon: Code,
  }),
  service({
    slug: "career-coaching",
    title: "Career Coaching",
    description: "One-to-one coaching for tech professionals who want a clear, achievable next step.",
    icon: GraduationCap,
  }),
  service({
    slug: "software",
    title: "Software Development",
    description: "Custom software with sound architecture, practical AI integration and real performance.",
    icon: Cpu,
  }),
  service({
    slug: "research-consulting",
    title: "Research Consulting",
    description: "Structured research and development that turns open questions into decisions.",
    icon: FlaskConical,
  }),
  service({
    slug: "management-consulting",
    title: "Management Consulting",
    description: "Evidence-based strategy, piloted small and rolled out at scale once it works.",
    icon: Briefcase,
  }),
] as const satisfies readonly ServiceSummary[];
