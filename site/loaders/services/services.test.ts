import { describe, expect, it } from "vitest";
import { readServiceOffer } from "../../../common/content/read-service-offer";
import { assessmentPath } from "../../../common/content/service-offer";
import { readdirSync } from "node:fs";
import { loadServicePages, loadSettings } from "../pages";
import { CONTENT_ROOT, fileSource } from "../read";
import type { Action, ServicePage, ServiceSection } from "./types";

// The service pages as the site renders them: content/services/<slug>.yaml, read and resolved.
const source = fileSource();
const site = await loadSettings(source);
const { telHref } = site;
const servicePages = await loadServicePages(source);
const serviceCatalog = servicePages.map((entry) => entry.service);

const pages = new Map<string, ServicePage>(servicePages.map(({ service, page }) => [service.path, page]));
const page = (path: string) => pages.get(path)!;

/** The section of a page with this anchor, of this kind. */
function section<Kind extends ServiceSection["kind"]>(path: string, id: string, kind: Kind) {
  const found = page(path).sections.find((candidate) => "id" in candidate && candidate.id === id);
  if (found?.kind !== kind) throw new Error(`${path} has no ${kind} section #${id}`);
  return found as Extract<ServiceSection, { kind: Kind }>;
}
const cta = (path: string) => page(path).sections.at(-1) as Extract<ServiceSection, { kind: "cta" }>;
const durations = (steps: readonly { duration?: string }[]) => steps.map((step) => step.duration);
/** The site's pages without parameters (site/pages/*.astro, the home page aside), e.g. "/about". */
const staticPages = Object.keys(import.meta.glob("../../pages/**/*.astro")).flatMap((file) => {
  const path = file.replace(/^\.\.\/\.\.\/pages|\.astro$/g, "");
  return path === "/index" || path.includes("[") ? [] : [path];
});
/** Where an internal link may lead: a page without parameters, a service page, or an assessment. */
const internalTargets = [
  ...staticPages,
  ...serviceCatalog.map((service) => service.path),
  ...readServiceOffer(CONTENT_ROOT).assessment.map(assessmentPath),
];
const actionsOf = (path: string) => [...page(path).hero.actions, ...cta(path).actions];

describe("service page content", () => {
  it("has one page per content file, each with its image", () => {
    const files = (folder: string, extension: string) =>
      readdirSync(folder)
        .filter((file) => file.endsWith(extension))
        .map((file) => file.slice(0, -extension.length))
        .sort();
    const slugs = serviceCatalog.map((service) => service.slug).sort();
    expect(files("content/services", ".yaml")).toEqual(slugs);
    expect(readdirSync("content/images/services").sort()).toEqual(slugs);
    for (const service of serviceCatalog) expect(service.image.src).toMatch(`/images/services/${service.slug}/`);
  });

  it.each(serviceCatalog.map((service) => service.path))(
    "%s has a meta description, a hero action, unique anchors and a closing call to action",
    (path) => {
      const { description, hero, sections } = page(path);
      expect(description.length).toBeLessThanOrEqual(160);
      expect(description.length).toBeGreaterThan(40);
      expect(hero.actions.length).toBeGreaterThan(0);
      expect(sections.at(-1)?.kind).toBe("cta");
      expect(sections.filter((candidate) => candidate.kind === "cta")).toHaveLength(1);
      expect(cta(path).actions.length).toBeGreaterThan(0);
      const ids = sections.flatMap((candidate) => ("id" in candidate ? [candidate.id] : []));
      expect(new Set(ids).size).toBe(ids.length);
    },
  );

  it("gives every page a distinct description", () => {
    const descriptions = [...pages.values()].map((content) => content.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it("resolves every action to a real target", () => {
    for (const [path, content] of pages)
      for (const action of actionsOf(path)) {
        if (action.kind === "external") expect(action.href).toBe(site.schedulingUrl);
        if (action.kind === "phone") expect(action.href).toBe(telHref);
        if (action.kind === "internal") expect(internalTargets).toContain(action.href);
        if (action.kind === "anchor")
          expect(content.sections.map((candidate) => ("id" in candidate ? `#${candidate.id}` : ""))).toContain(
            action.href,
          );
      }
  });

  it("keeps the carousels' sizes: four frameworks, four steps", () => {
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
    expect(cta("/career-coaching").note).toBe("Limited spots available each month");
  });

  it("sends the assessment buttons to the known assessment services", () => {
    const href = (actions: readonly Action[], label: string) => actions.find((a) => a.label === label)?.href;
    expect(href(page("/web-app").hero.actions, "Start Your Project")).toBe(assessmentPath("WebApp Development"));
    expect(href(cta("/software").actions, "Start Your Assessment")).toBe(assessmentPath("IT Consulting"));
    expect(href(page("/agile").hero.actions, "Start Your Assessment")).toBe(assessmentPath("Agile Coaching"));
    expect(href(page("/project-management").hero.actions, "Start Your Assessment")).toBe(
      assessmentPath("Project Management"),
    );
    expect(href(page("/it-consulting").hero.actions, "Start Your Assessment")).toBe(assessmentPath("IT Consulting"));
    expect(href(page("/research-consulting").hero.actions, "Request an Assessment")).toBe(
      assessmentPath("IT Consulting"),
    );
  });
});
