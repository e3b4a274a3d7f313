import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  loadCaseStudiesPage,
  loadContact,
  loadFaqs,
  loadServiceCatalog,
  loadServiceOffer,
  loadSettings,
} from "./pages";
import { fileSource } from "./read";

// The shared content as the pages render it: content/*.yaml, read and validated (./read.ts).
const source = fileSource();
const site = await loadSettings(source);
const serviceCatalog = await loadServiceCatalog(source);
const faqs = await loadFaqs(source, site);
const buildFaqs = (consultationMinutes: number) => loadFaqs(source, { ...site, consultationMinutes });
const { contactSection } = await loadContact(source);
const { studies: caseStudies, content: caseStudiesPage } = await loadCaseStudiesPage(source);
const caseStudyFilters = caseStudiesPage.filters;

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
      const file = join("content", image.src);
      expect(statSync(file).size).toBeLessThan(3 * 1024);
      expect(readFileSync(file, "utf8")).toContain('viewBox="0 0 640 360"');
    },
  );
});

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
    expect([...offer.assessment].sort()).toEqual(
      ["IT Consulting", "Agile Coaching", "Project Management", "WebApp Development"].sort(),
    );
  });
});

describe("FAQ", () => {
  it("has ten questions with unique ids and answers", () => {
    expect(faqs).toHaveLength(10);
    expect(unique(faqs.map((faq) => faq.id))).toBe(true);
    expect(unique(faqs.map((faq) => faq.question))).toBe(true);
    for (const faq of faqs) expect(faq.answer.length).toBeGreaterThan(40);
  });

  it("takes the consultation length from the site config", async () => {
    expect(faqs.map((faq) => faq.answer).join(" ")).toContain(`${site.consultationMinutes}-minute consultation`);
    expect((await buildFaqs(45)).map((faq) => faq.answer).join(" ")).toContain("45-minute consultation");
  });

  it("covers the FAQ's topics", () => {
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
  });
});

describe("contact section", () => {
  it("has the contact section's channels", () => {
    expect(contactSection.channels.whatsapp.text).toMatch(/24\/7/);
    expect(contactSection.channels.email.text).toMatch(/within 1 business day/);
    expect(contactSection.channels.location.text).toBe("Remote, serving clients worldwide");
  });
});

describe("case studies", () => {
  it("has the three studies with unique slugs and results", () => {
    expect(caseStudies.map((study) => study.title)).toEqual([
      "Retail Digital Transformation",
      "AI Supply Chain Optimization",
      "Fintech Compliance",
    ]);
    expect(unique(caseStudies.map((study) => study.slug))).toBe(true);
    for (const study of caseStudies) {
      expect(study.results.length).toBeGreaterThanOrEqual(2);
      expect(study.excerpt.length).toBeLessThanOrEqual(200);
    }
  });

  it("has the five filters in order; Manufacturing and Technology have no study yet", () => {
    expect(caseStudyFilters).toEqual(["All Industries", "Retail", "Manufacturing", "Financial Services", "Technology"]);
    const categories: readonly string[] = caseStudies.map((study) => study.category);
    expect(categories).not.toContain("Manufacturing");
    expect(categories).not.toContain("Technology");
  });
});
