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

const image = (slug: string) => ({ src: `/images/services/${slug}.svg`, alt: "", width: 640, height: 360 });

/** The nine services, in the order of the home page's cards (DESIGN §5: nine). */
export const serviceCatalog = [
  {
    slug: "it-consulting",
    path: "/it-consulting",
    title: "IT Consulting",
    description: "Assess your systems, close the gaps and design technology your team can run and grow.",
    icon: Laptop,
    image: image("it-consulting"),
  },
  {
    slug: "agile",
    path: "/agile",
    title: "Agile Coaching",
    description: "Scrum, Kanban and SAFe coaching that leaves your teams able to coach themselves.",
    icon: RefreshCw,
    image: image("agile"),
  },
  {
    slug: "project-management",
    path: "/project-management",
    title: "Project Management",
    description: "Realistic plans, the right team and steady delivery, from kickoff to a clean handoff.",
    icon: ClipboardList,
    image: image("project-management"),
  },
  {
    slug: "hr-solutions",
    path: "/hr-solutions",
    title: "HR Solutions",
    description: "Hire faster, keep your best people and base HR decisions on data instead of instinct.",
    icon: Users,
    image: image("hr-solutions"),
  },
  {
    slug: "web-app",
    path: "/web-app",
    title: "Web & App Development",
    description: "Web and mobile applications built on a proven stack, with security designed in.",
    icon: Code,
    image: image("web-app"),
  },
  {
    slug: "career-coaching",
    path: "/career-coaching",
    title: "Career Coaching",
    description: "One-to-one coaching for tech professionals who want a clear, achievable next step.",
    icon: GraduationCap,
    image: image("career-coaching"),
  },
  {
    slug: "software",
    path: "/software",
    title: "Software Development",
    description: "Custom software with sound architecture, practical AI integration and real performance.",
    icon: Cpu,
    image: image("software"),
  },
  {
    slug: "research-consulting",
    path: "/research-consulting",
    title: "Research Consulting",
    description: "Structured research and development that turns open questions into decisions.",
    icon: FlaskConical,
    image: image("research-consulting"),
  },
  {
    slug: "management-consulting",
    path: "/management-consulting",
    title: "Management Consulting",
    description: "Evidence-based strategy, piloted small and rolled out at scale once it works.",
    icon: Briefcase,
    image: image("management-consulting"),
  },
] as const satisfies readonly ServiceSummary[];
