import { assessmentPath } from "../../common/content/service-offer";
import { site, telHref } from "../site-content";
import { expect, gotoHydrated, test } from "./fixtures";
import { servicePages } from "./service-content";

// Every service page of the catalog: its title, h1, calls to action and closing band as its content
// file says, and the outline of its headings. The nine original pages are also pinned below, page by
// page: the quoted texts word for word, the figures, and where each link leads.
interface Expected {
  h1: string;
  title: string;
  texts: string[];
  /** Link name → assessment service. */
  assessments?: Record<string, string>;
  /** Names of links to the external scheduling page. */
  bookings?: string[];
  /** Number of tel: links. */
  phones?: number;
  anchors?: Record<string, string>;
}

const spec: Record<string, Expected> = {
  "/it-consulting": {
    h1: "IT Consulting",
    title: "IT Consulting",
    texts: [
      "Discovery & Assessment",
      "1-2 weeks",
      "Gap Analysis",
      "1 week",
      "Solution Design",
      "2-3 weeks",
      "Execution Support",
      "ongoing",
    ],
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
      "40%",
      "time-to-hire",
      "25%",
      "productivity",
      "30%",
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
      "Week 1-2",
      "Goal Mapping",
      "Week 3",
      "Strategy Development",
      "Week 4",
      "Execution Coaching",
      "bi-weekly",
      "Limited spots available each month",
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
      "2 weeks",
      "Solution Design",
      "3-4 weeks",
      "Pilot Implementation",
      "4-6 weeks",
      "Full-Scale Rollout",
      "ongoing",
      "Why Organisations Choose Us",
    ],
    bookings: ["Request Consultation", "Start with Diagnostic Review"],
  },
};

test("every original service page is in the catalog", () => {
  const paths = servicePages.map(({ service }) => service.path as string);
  for (const url of Object.keys(spec)) expect(paths, url).toContain(url);
});

for (const { service, page: content } of servicePages) {
  const url = service.path;
  const expected: Partial<Expected> = spec[url] ?? {};
  test(`${url}: its content, every element it must have, its links and a closing call to action`, async ({
    page,
    request,
  }) => {
    await gotoHydrated(page, url);
    const main = page.locator("main");
    await expect(page).toHaveTitle(`${service.title} | ${site.name}`);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description).toBe(content.description);
    expect(description?.length).toBeGreaterThan(40);
    expect(description?.length).toBeLessThanOrEqual(160);

    await expect(main.getByRole("heading", { level: 1 })).toHaveText(content.hero.title);
    if (expected.title) expect(service.title).toBe(expected.title);
    if (expected.h1) expect(content.hero.title).toBe(expected.h1);
    for (const text of expected.texts ?? []) await expect(main, text).toContainText(text);
    for (const section of content.sections)
      if (section.kind !== "cta") await expect(main.locator(`section#${section.id} h2`)).toHaveText(section.title);

    // The content's calls to action, each where it says it leads.
    const actions = content.sections.flatMap((section) => (section.kind === "cta" ? section.actions : []));
    for (const action of [...content.hero.actions, ...actions]) {
      const name = action.kind === "external" ? `${action.label} (opens in a new tab)` : action.label;
      const links = main.getByRole("link", { name, exact: true });
      expect(await links.count(), name).toBeGreaterThan(0);
      if (action.kind !== "phone") await expect(links.first()).toHaveAttribute("href", action.href);
      if (action.kind === "internal") expect((await request.get(action.href)).status(), action.href).toBe(200);
      if (action.kind === "anchor") await expect(page.locator(action.href)).toHaveCount(1);
    }

    for (const [name, assessment] of Object.entries(expected.assessments ?? {})) {
      const links = main.getByRole("link", { name, exact: true });
      expect(await links.count(), name).toBeGreaterThan(0);
      for (const link of await links.all()) await expect(link).toHaveAttribute("href", assessmentPath(assessment));
      expect((await request.get(assessmentPath(assessment))).status()).toBe(200);
    }
    for (const name of expected.bookings ?? []) {
      const links = main.getByRole("link", { name: `${name} (opens in a new tab)`, exact: true });
      expect(await links.count(), name).toBeGreaterThan(0);
      for (const link of await links.all()) {
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute("href", site.schedulingUrl);
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      }
    }
    const phones = [...content.hero.actions, ...actions].filter((action) => action.kind === "phone").length;
    await expect(main.locator('a[href^="tel:"]')).toHaveCount(expected.phones ?? phones);
    for (const phone of await main.locator('a[href^="tel:"]').all()) {
      await expect(phone).toHaveAttribute("href", telHref);
      await expect(phone).toContainText(site.phoneDisplay);
    }
    for (const [name, href] of Object.entries(expected.anchors ?? {})) {
      await expect(main.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
      await expect(page.locator(href)).toHaveCount(1);
    }

    // Every page ends with a call to action: the last section of main is the closing band with links.
    // (The sections below the hero are plain HTML, each a child of <main>: site/pages/[slug].astro.)
    const closing = main.locator(":scope > section").last();
    await expect(closing.getByRole("heading", { level: 2 })).toBeVisible();
    expect(await closing.getByRole("link").count()).toBeGreaterThan(0);

    // One h1, and headings never skip a level.
    const levels = await main
      .locator("h1, h2, h3, h4")
      .evaluateAll((headings) => headings.map((h) => Number(h.tagName.slice(1))));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!).toBeLessThanOrEqual(1);
  });
}

test("the Software page's 'Start Your Assessment' works, like the hero's button", async ({ page }) => {
  await gotoHydrated(page, "/software");
  await page.locator("main").getByRole("link", { name: "Start Your Assessment", exact: true }).click();
  await expect(page).toHaveURL(/\/assessment\/IT%20Consulting$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Request IT Consulting Assessment");
});

test("HR's 'Learn More' leads to the solutions", async ({ page }) => {
  await gotoHydrated(page, "/hr-solutions");
  await page.locator("main").getByRole("link", { name: "Learn More", exact: true }).click();
  await expect(page).toHaveURL(/#hr-solutions$/);
  await expect(page.getByRole("heading", { level: 2, name: "Our HR Solutions" })).toBeInViewport();
});

test("Web app 'Start Your Project' opens the WebApp Development assessment", async ({ page }) => {
  await gotoHydrated(page, "/web-app");
  await page.locator("main").getByRole("link", { name: "Start Your Project", exact: true }).first().click();
  await expect(page).toHaveURL(/\/assessment\/WebApp%20Development$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Request WebApp Development Assessment");
});
