import { describe, expect, it } from "vitest";
import { assessmentPath } from "../common/content/service-offer";
import { RETENTION_MONTHS } from "../common/content/placeholders";
import { legalSections } from "../site/components/sections/legal-document";
import {
  loadAbout,
  loadCaseStudiesPage,
  loadContact,
  loadFaqs,
  loadFounders,
  loadHome,
  loadLegal,
  loadServiceOffer,
  loadServicePages,
  loadServicesPage,
  loadSettings,
} from "../site/loaders/pages";
import { CONTENT_ROOT, fileSource } from "../site/loaders/read";
import type { Action, ServicePage, ServiceSection } from "../site/loaders/services/types";

// The firm's starting words: what the product specification quotes and counts of the content, checked
// here and nowhere else. The firm edits these words in its editor; every other test finds things by
// role and structure, or reads the expected text from the content at test time (tests/site-content.ts),
// so an edit and a publish keep the suite green (tests/e2e/edited-content.spec.ts runs it so).
// This check reads the content the repository ships (content/), never CONTENT_DIR: a deployment's
// copy is the firm's to change.
const source = fileSource(CONTENT_ROOT);
const site = await loadSettings(source);

/** The assessments the spec names, each a page at /assessment/<name>. */
const ASSESSMENTS = ["IT Consulting", "Agile Coaching", "Project Management", "WebApp Development"];

const unique = (values: readonly string[]) => new Set(values).size === values.length;

describe("home", async () => {
  const { content } = await loadHome(source);
  const { hero, whyWorkWithUs, overview } = content;

  it("quotes the hero texts word for word", () => {
    expect(hero.badge).toBe("Trusted by 15+ businesses worldwide");
    expect(hero.primaryCta).toBe("Get a Free Strategy Session");
    expect(hero.secondaryCta).toBe("Discover Our Solutions");
    expect(hero.title).toMatch(/strategic consulting/i);
    expect(hero.title).toMatch(/agile transformation/i);
  });

  it("has the four tabs in order, 'expertise' first, each with a stat", () => {
    expect(whyWorkWithUs.title).toBe("Why Work With Us");
    expect(whyWorkWithUs.tabs.map((tab) => tab.label)).toEqual([
      "Industry Experts",
      "Agile Solutions",
      "Personalized Strategy",
      "Proven Track Record",
    ]);
    expect(whyWorkWithUs.tabs[0]?.id).toBe("expertise");
    expect(unique(whyWorkWithUs.tabs.map((tab) => tab.id))).toBe(true);
    expect(whyWorkWithUs.tabs.map((tab) => tab.stat.value)).toEqual(["20+", "35%", "85%", "100+"]);
  });

  it("shows the marketing figures, four of them as tiles", () => {
    expect(content.stats.items.map((stat) => stat.value)).toEqual(["15+", "20+", "10+", "100%"]);
    const figures = [
      ...content.stats.items.map((stat) => `${stat.value} ${stat.label}`),
      ...whyWorkWithUs.tabs.map((tab) => `${tab.stat.value} ${tab.stat.label}`),
    ].join("\n");
    for (const figure of [
      /15\+ happy clients/i,
      /20\+ years/i,
      /10\+ industries/i,
      /100% client-focused/i,
      /100\+ projects delivered/i,
      /35% faster implementation/i,
      /85% client retention/i,
    ])
      expect(figures).toMatch(figure);
  });

  it("has the services overview block", () => {
    expect(overview.eyebrow).toBe("Our Services");
    expect(overview.title).toBe("Strategic Solutions for Digital Transformation");
    expect(overview.cards.map((card) => card.title)).toEqual(["Comprehensive Offerings", "Diverse Clientele"]);
    expect(overview.cta).toBe("Schedule Consultation");
  });
});

describe("about", async () => {
  const { content } = await loadAbout(source);

  it("tells the story: founded in 2024, started as a solo consultancy", () => {
    expect(content.story.title).toBe("Our Story");
    expect(content.story.intro.join(" ")).toMatch(/founded in 2024 and started as a solo consultancy/);
  });

  it("has mission and vision cards", () => {
    expect(content.missionVision.cards.map((card) => card.title)).toEqual(["Our Mission", "Our Vision"]);
  });

  it("lists the nine industries, each described", () => {
    expect(content.industries.items.map((industry) => industry.name)).toEqual([
      "Tech Startups",
      "Financial Services",
      "Healthcare",
      "E-Commerce",
      "Energy",
      "Logistics",
      "Engineering",
      "Education",
      "Fashion",
    ]);
    for (const industry of content.industries.items) expect(industry.description.length).toBeLessThanOrEqual(160);
  });

  it("has the three-step transformation process", () => {
    expect(content.process.steps.map((step) => step.title)).toEqual([
      "Discovery Phase",
      "Tailored Roadmap",
      "Agile Execution",
    ]);
  });
});

describe("services page, FAQ and contact section", async () => {
  const { content } = await loadServicesPage(source);
  const faqs = await loadFaqs(source, site);
  const { contactSection } = await loadContact(source);

  it("has the service request section", () => {
    expect(content.request.title).toBe("Ready to Transform Your Business?");
    expect(content.request.cta).toBe("Start Your Journey Here");
  });

  it("has ten questions covering the FAQ's topics, the free consultation's length from the settings", () => {
    expect(faqs).toHaveLength(10);
    const all = faqs.map((faq) => `${faq.question} ${faq.answer}`).join("\n");
    for (const topic of [
      /request/i,
      /custom package/i,
      /free/i,
      /quote/i,
      /24\/7/,
      /ongoing support/i,
      /digital marketing/i,
    ])
      expect(all).toMatch(topic);
    for (const industry of ["technology", "healthcare", "finance", "education"]) expect(all).toContain(industry);
    expect(all).toContain(`${site.consultationMinutes}-minute consultation`);
  });

  it("has the contact section's channels", () => {
    expect(contactSection.channels.whatsapp.text).toMatch(/24\/7/);
    expect(contactSection.channels.email.text).toMatch(/within 1 business day/);
    expect(contactSection.channels.location.text).toBe("Remote, serving clients worldwide");
  });
});

describe("case studies and founders", async () => {
  const { studies, content } = await loadCaseStudiesPage(source);
  const founders = await loadFounders(source);

  it("has the three studies and the five filters in order; Manufacturing and Technology have no study", () => {
    expect(studies.map((study) => study.title)).toEqual([
      "Retail Digital Transformation",
      "AI Supply Chain Optimization",
      "Fintech Compliance",
    ]);
    expect(content.filters).toEqual(["All Industries", "Retail", "Manufacturing", "Financial Services", "Technology"]);
    const categories: readonly string[] = studies.map((study) => study.category);
    expect(categories).not.toContain("Manufacturing");
    expect(categories).not.toContain("Technology");
  });

  it("has two founders with their roles and the founder session link", () => {
    expect(founders.founders.map((founder) => founder.role)).toEqual(["Founder & CEO", "Co-Founder & CTO"]);
    expect(founders.founders.map((founder) => founder.name)).toEqual(site.founders.map((founder) => founder.name));
    for (const founder of founders.founders) {
      for (const value of [founder.name, founder.quote, founder.story, founder.funFact]) expect(value).not.toBe("");
      expect(founder.contributions.length).toBeGreaterThanOrEqual(3);
    }
    expect(JSON.stringify(founders.content)).toContain("Schedule Founder Session");
  });
});

describe("privacy policy", async () => {
  const { body } = await loadLegal(source, "privacy-policy");
  const text = body.replace(/\*\*/g, "");
  /** A section's Markdown, from its heading to the next. */
  const sectionText = (id: string) => {
    const start = body.indexOf(`{% #${id} %}`);
    const end = body.indexOf("\n## ", start);
    return body.slice(start, end === -1 ? undefined : end);
  };

  it("names what each form stores, retention, opt-in, no cookies and deletion", () => {
    expect(unique(legalSections(body).map((section) => section.id))).toBe(true);
    expect(text).toMatch(/Contact form:.*name, e-mail address, subject and message/);
    expect(text).toMatch(/Newsletter sign-up:.*name, e-mail address and the subscription's status/);
    expect(text).toMatch(/Service request:.*name, e-mail address, the service you chose and your message/);
    expect(text).toMatch(
      /Assessment request:.*full name, e-mail address, company, team size, the challenges and goals you describe, and the service/,
    );
    expect(RETENTION_MONTHS).toBe(24);
    expect(text).toContain("24 months");
    expect(text).toMatch(/notified by e-mail/);
    expect(text).toMatch(/confirmation link/);
    expect(text).toMatch(/unsubscribe link that works with one click/);
    expect(text).toMatch(/sets no cookies/);
    expect(text).toMatch(/do not store IP addresses/);
    expect(text).toContain("stores nothing in your browser");
    expect(sectionText("your-rights")).toContain(`(mailto:${site.email})`);
  });
});

// --- The service pages ------------------------------------------------------------------

interface Expected {
  h1: string;
  title: string;
  /** Words somewhere in the page's content (titles, durations, figures). */
  texts: string[];
  /** Button label → the assessment it opens. */
  assessments?: Record<string, string>;
  /** Labels of buttons to the external scheduling page. */
  bookings?: string[];
  /** Number of tel: links. */
  phones?: number;
  /** Button label → the section of the page it leads to. */
  anchors?: Record<string, string>;
}

const servicePages = await loadServicePages(source);
const pages = new Map<string, ServicePage>(servicePages.map(({ service, page }) => [service.path, page]));
const page = (path: string) => pages.get(path)!;
function section<Kind extends ServiceSection["kind"]>(path: string, id: string, kind: Kind) {
  const found = page(path).sections.find((candidate) => "id" in candidate && candidate.id === id);
  if (found?.kind !== kind) throw new Error(`${path} has no ${kind} section #${id}`);
  return found as Extract<ServiceSection, { kind: Kind }>;
}
const actionsOf = (path: string): Action[] => [
  ...page(path).hero.actions,
  ...page(path).sections.flatMap((candidate) => (candidate.kind === "cta" ? candidate.actions : [])),
];
const durations = (steps: readonly { duration?: string }[]) => steps.map((step) => step.duration);

const spec: Record<string, Expected> = {
  "/it-consulting": {
    h1: "IT Consulting",
    title: "IT Consulting",
    texts: ["Discovery & Assessment", "Gap Analysis", "Solution Design", "Execution Support"],
    assessments: { "Start Your Assessment": "IT Consulting" },
    bookings: ["Book a Free Consultation"],
  },
  "/agile": {
    h1: "Agile Coaching",
    title: "Agile Coaching",
    texts: [
      "Scrum Mastery",
      "Kanban Flow",
      "SAFe Implementation",
      "Continuous Improvement",
      "30-day maturity evaluation",
      "3-6 months",
      "Transition to Internal Coaches",
    ],
    assessments: { "Start Your Assessment": "Agile Coaching" },
    bookings: ["Book Free Session"],
  },
  "/project-management": {
    h1: "Project Management",
    title: "Project Management",
    texts: ["Planning", "Team Assembly", "Execution", "Review & Handoff", "Complete Project Oversight"],
    assessments: { "Start Your Assessment": "Project Management" },
    bookings: ["Book a Free Consultation"],
  },
  "/hr-solutions": {
    h1: "HR Solutions for the Modern Workplace",
    title: "HR Solutions",
    texts: [
      "Difficulty attracting skilled talent",
      "High turnover",
      "Outdated performance management",
      "Lack of data-driven HR decisions",
      "Compliance risks",
      "Our HR Solutions",
      "Talent Acquisition",
      "Performance Management",
      "Employee Engagement",
      "HR Analytics",
      "Compensation Strategy",
      "Compliance & Policies",
      "time-to-hire",
      "productivity",
      "turnover",
    ],
    bookings: ["Get HR Consultation", "Get Started Today"],
    anchors: { "Learn More": "#hr-solutions", "Our HR Solutions": "#hr-solutions" },
  },
  "/web-app": {
    h1: "Web and App Development",
    title: "Web & App Development",
    texts: ["Frontend", "Backend", "Mobile", "Database", "DevOps", "Security Built In, Not Bolted On"],
    assessments: { "Start Your Project": "WebApp Development" },
    bookings: ["Book a Free Consultation"],
  },
  "/career-coaching": {
    h1: "Career Coaching for Tech Professionals",
    title: "Career Coaching",
    texts: [
      "Early-Career Techies",
      "Mid-Level Developers",
      "Career Changers",
      "Tech Leaders",
      "Career Assessment",
      "Goal Mapping",
      "Strategy Development",
      "Execution Coaching",
      "300+ tech professionals",
    ],
    bookings: ["Book Free Session", "Schedule Now"],
    phones: 2,
  },
  "/software": {
    h1: "Software Development",
    title: "Software Development",
    texts: [
      "System Architecture",
      "AI Integration",
      "Performance Engineering",
      "Discovery",
      "Design",
      "Development",
      "Deployment",
      "Secure by Design",
    ],
    assessments: { "Request an Assessment": "IT Consulting", "Start Your Assessment": "IT Consulting" },
    bookings: ["Book a Free Consultation"],
  },
  "/research-consulting": {
    h1: "Research Consulting",
    title: "Research Consulting",
    texts: ["Our Research Process", "Research in Practice"],
    assessments: { "Request an Assessment": "IT Consulting" },
    bookings: ["Discuss Your Project"],
  },
  "/management-consulting": {
    h1: "Management Consulting",
    title: "Management Consulting",
    texts: [
      "Evidence-Based Strategies",
      "Innovation Frameworks",
      "Execution Excellence",
      "Diagnostic Assessment",
      "Solution Design",
      "Pilot Implementation",
      "Full-Scale Rollout",
      "Why Organisations Choose Us",
    ],
    bookings: ["Request Consultation", "Start with Diagnostic Review"],
  },
};

describe("service pages", () => {
  it("has the nine original pages", () => {
    for (const path of Object.keys(spec)) expect([...pages.keys()], path).toContain(path);
  });

  it.each(Object.entries(spec))("%s has its title, headline, words and buttons", (path, expected) => {
    const entry = servicePages.find(({ service }) => service.path === path)!;
    expect(entry.service.title).toBe(expected.title);
    expect(entry.page.hero.title).toBe(expected.h1);
    const words = JSON.stringify(entry.page);
    for (const text of expected.texts) expect(words, text).toContain(text);
    const actions = actionsOf(path);
    for (const [label, service] of Object.entries(expected.assessments ?? {})) {
      const matching = actions.filter((action) => action.label === label);
      expect(matching.length, label).toBeGreaterThan(0);
      for (const action of matching) expect(action.href).toBe(assessmentPath(service));
    }
    for (const label of expected.bookings ?? [])
      expect(actions, label).toContainEqual({ label, href: site.schedulingUrl, kind: "external" });
    expect(actions.filter((action) => action.kind === "phone")).toHaveLength(expected.phones ?? 0);
    for (const [label, href] of Object.entries(expected.anchors ?? {}))
      expect(actions, label).toContainEqual({ label, href, kind: "anchor" });
  });

  it("keeps the carousels' sizes: four frameworks, four steps, three features, six solutions", () => {
    expect(section("/agile", "frameworks", "features").items).toHaveLength(4);
    expect(section("/project-management", "approach", "steps").steps).toHaveLength(4);
    expect(section("/web-app", "features", "features").items).toHaveLength(3);
    const solutions = section("/hr-solutions", "hr-solutions", "features");
    expect(solutions.items).toHaveLength(6);
    for (const solution of solutions.items) expect(solution.benefits).toHaveLength(3);
  });

  it("keeps the pages' durations and figures", () => {
    expect(durations(section("/it-consulting", "approach", "steps").steps)).toEqual([
      "1-2 weeks",
      "1 week",
      "2-3 weeks",
      "ongoing",
    ]);
    expect(durations(section("/management-consulting", "approach", "steps").steps)).toEqual([
      "2 weeks",
      "3-4 weeks",
      "4-6 weeks",
      "ongoing",
    ]);
    expect(durations(section("/career-coaching", "framework", "steps").steps)).toEqual([
      "Week 1-2",
      "Week 3",
      "Week 4",
      "ongoing, bi-weekly sessions",
    ]);
    const agileProcess = section("/agile", "coaching-process", "steps").steps;
    expect(agileProcess[0]?.description).toContain("30-day maturity evaluation");
    expect(agileProcess[2]?.duration).toBe("3-6 months");
    expect(section("/hr-solutions", "results", "stats").stats.map((stat) => stat.value)).toEqual(["40%", "25%", "30%"]);
    expect(page("/career-coaching").hero.eyebrow).toContain("300+ tech professionals");
    const closing = page("/career-coaching").sections.at(-1) as Extract<ServiceSection, { kind: "cta" }>;
    expect(closing.note).toBe("Limited spots available each month");
  });

  it("opens every assessment the spec names from some page", () => {
    const opened = [...pages.keys()].flatMap((path) => actionsOf(path).map((action) => action.href));
    for (const service of ASSESSMENTS) expect(opened).toContain(assessmentPath(service));
  });
});

// --- The services the forms offer -------------------------------------------------------

describe("the services the forms offer", () => {
  it("are the spec's lists as the site starts: the request dialog's options in order, and the assessments", async () => {
    const offer = await loadServiceOffer(source);
    expect(offer.request).toEqual([
      "IT Business Consulting",
      "Agile Coaching",
      "Project Management",
      "HR Solutions",
      "Web & App Development",
      "Career Coaching",
      "Software Development",
      "Management Consulting",
    ]);
    expect([...offer.assessment].sort()).toEqual([...ASSESSMENTS].sort());
  });
});
