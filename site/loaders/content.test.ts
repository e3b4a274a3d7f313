import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadCaseStudiesPage, loadFaqs, loadServiceCatalog, loadSettings } from "./pages";
import { fileSource, testedContentRoot } from "./read";

// The shared content as the pages render it: content/*.yaml, read and validated (./read.ts). What the
// spec requires of the starting words is checked in tests/starting-content.test.ts.
const source = fileSource();
const site = await loadSettings(source);
const serviceCatalog = await loadServiceCatalog(source);
const faqs = await loadFaqs(source, site);
const buildFaqs = (consultationMinutes: number) => loadFaqs(source, { ...site, consultationMinutes });
const { studies: caseStudies } = await loadCaseStudiesPage(source);

const unique = (values: readonly string[]) => new Set(values).size === values.length;

describe("service cards", () => {
  it("has the nine services (or more) with unique slugs, paths, titles and short descriptions", () => {
    expect(serviceCatalog.length).toBeGreaterThanOrEqual(9);
    expect(unique(serviceCatalog.map((service) => service.slug))).toBe(true);
    expect(unique(serviceCatalog.map((service) => service.path))).toBe(true);
    expect(unique(serviceCatalog.map((service) => service.title))).toBe(true);
    for (const service of serviceCatalog) {
      expect(service.description.length, service.slug).toBeLessThanOrEqual(160);
      expect(service.description.length, service.slug).toBeGreaterThan(0);
    }
  });

  it.each(serviceCatalog.map((service) => [service.slug, service.image] as const))(
    "%s has a small, sized local SVG image with an alt text",
    (_slug, image) => {
      expect(image.alt.length).toBeGreaterThan(0); // required: the firm may put any picture there
      expect([image.width, image.height]).toEqual([640, 360]);
      const file = join(testedContentRoot(), image.src);
      expect(statSync(file).size).toBeLessThan(3 * 1024);
      expect(readFileSync(file, "utf8")).toContain('viewBox="0 0 640 360"');
    },
  );
});

describe("FAQ", () => {
  it("has questions with unique ids and answers", () => {
    expect(faqs.length).toBeGreaterThan(0);
    expect(unique(faqs.map((faq) => faq.id))).toBe(true);
    expect(unique(faqs.map((faq) => faq.question))).toBe(true);
    for (const faq of faqs) expect(faq.answer.length).toBeGreaterThan(40);
  });

  it("takes the consultation length from the site config", async () => {
    expect(faqs.map((faq) => faq.answer).join(" ")).toContain(`${site.consultationMinutes}-minute consultation`);
    expect((await buildFaqs(45)).map((faq) => faq.answer).join(" ")).toContain("45-minute consultation");
  });
});

describe("case studies", () => {
  it("has studies with unique slugs and results", () => {
    expect(caseStudies.length).toBeGreaterThan(0);
    expect(unique(caseStudies.map((study) => study.slug))).toBe(true);
    for (const study of caseStudies) {
      expect(study.results.length).toBeGreaterThanOrEqual(2);
      expect(study.excerpt.length).toBeLessThanOrEqual(200);
    }
  });
});
