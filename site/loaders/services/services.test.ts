import { describe, expect, it } from "vitest";
import { readServiceOffer } from "../../../common/content/read-service-offer";
import { assessmentPath } from "../../../common/content/service-offer";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { loadServicePages, loadSettings } from "../pages";
import { fileSource, testedContentRoot } from "../read";
import type { ServicePage, ServiceSection } from "./types";

// The service pages as the site renders them: content/services/<slug>.yaml, read and resolved. What
// the spec requires of their starting words is checked in tests/starting-content.test.ts.
const source = fileSource();
const site = await loadSettings(source);
const { telHref } = site;
const servicePages = await loadServicePages(source);
const serviceCatalog = servicePages.map((entry) => entry.service);

const pages = new Map<string, ServicePage>(servicePages.map(({ service, page }) => [service.path, page]));
const page = (path: string) => pages.get(path)!;

const cta = (path: string) => page(path).sections.at(-1) as Extract<ServiceSection, { kind: "cta" }>;
/** The site's pages without parameters (site/pages/*.astro, the home page aside), e.g. "/about". */
const staticPages = Object.keys(import.meta.glob("../../pages/**/*.astro")).flatMap((file) => {
  const path = file.replace(/^\.\.\/\.\.\/pages|\.astro$/g, "");
  return path === "/index" || path.includes("[") ? [] : [path];
});
/** Where an internal link may lead: a page without parameters, a service page, or an assessment. */
const internalTargets = [
  ...staticPages,
  ...serviceCatalog.map((service) => service.path),
  ...readServiceOffer(testedContentRoot()).assessment.map(assessmentPath),
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
    expect(files(join(testedContentRoot(), "services"), ".yaml")).toEqual(slugs);
    expect(readdirSync(join(testedContentRoot(), "images", "services")).sort()).toEqual(slugs);
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
});
