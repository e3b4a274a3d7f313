import { describe, expect, it } from "vitest";
import { assessmentPath } from "../../../common/catalog";
import { site, telHref } from "../site";
import { agilePage } from "./agile";
import { careerCoachingPage } from "./career-coaching";
import { hrSolutionsPage } from "./hr-solutions";
import { itConsultingPage } from "./it-consulting";
import { managementConsultingPage } from "./management-consulting";
import { projectManagementPage } from "./project-management";
import { researchConsultingPage } from "./research-consulting";
import { softwarePage } from "./software";
import type { Action, PageMetaContent } from "./types";
import { webAppPage } from "./web-app";

interface AnyPage {
  meta: PageMetaContent;
  hero: { actions: readonly Action[] };
  cta: { actions: readonly Action[] };
}

const pages: Record<string, AnyPage> = {
  "/it-consulting": itConsultingPage,
  "/agile": agilePage,
  "/project-management": projectManagementPage,
  "/hr-solutions": hrSolutionsPage,
  "/web-app": webAppPage,
  "/career-coaching": careerCoachingPage,
  "/software": softwarePage,
  "/research-consulting": researchConsultingPage,
  "/management-consulting": managementConsultingPage,
};

const durations = (steps: readonly { duration?: string }[]) => steps.map((step) => step.duration);

describe("service page content", () => {
  it.each(Object.entries(pages))("%s has its own meta, a hero action and a closing call to action", (path, page) => {
    expect(page.meta.path).toBe(path);
    expect(page.meta.description.length).toBeLessThanOrEqual(160);
    expect(page.hero.actions.length).toBeGreaterThan(0);
    expect(page.cta.actions.length).toBeGreaterThan(0);
  });

  it("gives every page a distinct title and description", () => {
    const metas = Object.values(pages).map((page) => page.meta);
    expect(new Set(metas.map((meta) => meta.title)).size).toBe(metas.length);
    expect(new Set(metas.map((meta) => meta.description)).size).toBe(metas.length);
  });

  it("resolves every action to a real target", () => {
    for (const page of Object.values(pages))
      for (const action of [...page.hero.actions, ...page.cta.actions]) {
        if (action.kind === "external") expect(action.href).toBe(site.schedulingUrl);
        if (action.kind === "phone") expect(action.href).toBe(telHref);
        if (action.kind === "internal") expect(action.href).toMatch(/^\/assessment\/[A-Za-z%0-9]+$/);
        if (action.kind === "anchor") expect(action.href).toBe("#hr-solutions");
      }
  });

  it("keeps the carousels' sizes of spec §9", () => {
    expect(agilePage.frameworks.items).toHaveLength(4);
    expect(projectManagementPage.approach.steps).toHaveLength(4);
    expect(webAppPage.features.items).toHaveLength(3);
    expect(hrSolutionsPage.solutions.items).toHaveLength(6);
    for (const solution of hrSolutionsPage.solutions.items) expect(solution.benefits).toHaveLength(3);
  });

  it("keeps the spec's durations and figures", () => {
    expect(durations(itConsultingPage.approach.steps)).toEqual(["1-2 weeks", "1 week", "2-3 weeks", "ongoing"]);
    expect(durations(managementConsultingPage.approach.steps)).toEqual([
      "2 weeks",
      "3-4 weeks",
      "4-6 weeks",
      "ongoing",
    ]);
    expect(durations(careerCoachingPage.framework.steps)).toEqual([
      "Week 1-2",
      "Week 3",
      "Week 4",
      "ongoing, bi-weekly sessions",
    ]);
    expect(agilePage.process.steps[0]?.description).toContain("30-day maturity evaluation");
    expect(agilePage.process.steps[2]?.duration).toBe("3-6 months");
    expect(hrSolutionsPage.results.stats.map((stat) => stat.value)).toEqual(["40%", "25%", "30%"]);
    expect(careerCoachingPage.hero.eyebrow).toContain("300+ tech professionals");
    expect(careerCoachingPage.cta.note).toBe("Limited spots available each month");
  });

  it("sends the assessment buttons to the spec's services", () => {
    const href = (actions: readonly Action[], label: string) => actions.find((a) => a.label === label)?.href;
    expect(href(webAppPage.hero.actions, "Start Your Project")).toBe(assessmentPath("WebApp Development"));
    expect(href(softwarePage.cta.actions, "Start Your Assessment")).toBe(assessmentPath("IT Consulting"));
    expect(href(agilePage.hero.actions, "Start Your Assessment")).toBe(assessmentPath("Agile Coaching"));
    expect(href(projectManagementPage.hero.actions, "Start Your Assessment")).toBe(
      assessmentPath("Project Management"),
    );
    expect(href(itConsultingPage.hero.actions, "Start Your Assessment")).toBe(assessmentPath("IT Consulting"));
    expect(href(researchConsultingPage.hero.actions, "Request an Assessment")).toBe(assessmentPath("IT Consulting"));
  });
});
