import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { industries, missionVision, transformationSection } from "./about-sections";
import { bookingHero } from "./book-consultation";
import { bookingSteps } from "./book-consultation-sections";
import { caseStudies, caseStudyFilters } from "./case-studies";
import { contactSection } from "./contact";
import { buildFaqs, faqs } from "./faq";
import { founders } from "./founders-sections";
import { homeHero, homeStats, servicesOverview, whyWorkWithUs } from "./home";
import { privacyPolicy, RETENTION_MONTHS, termsOfService } from "./legal";
import { serviceCatalog } from "./service-catalog";
import { site } from "./site";

const unique = (values: readonly string[]) => new Set(values).size === values.length;
const text = (document: typeof privacyPolicy) =>
  document.sections
    .flatMap((section) => [
      ...(section.paragraphs ?? []),
      ...(section.items ?? []).map((item) => `${item.term ?? ""} ${item.text}`),
    ])
    .join("\n");

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
    "%s has a small, sized local SVG image with an alt attribute",
    (_slug, image) => {
      expect(typeof image.alt).toBe("string"); // empty: decorative, the card's title sits beside it
      expect([image.width, image.height]).toEqual([640, 360]);
      const file = join("public", image.src);
      expect(statSync(file).size).toBeLessThan(3 * 1024);
      expect(readFileSync(file, "utf8")).toContain('viewBox="0 0 640 360"');
    },
  );
});

describe("home", () => {
  it("quotes the hero texts word for word", () => {
    expect(homeHero.badge).toBe("Trusted by 15+ businesses worldwide");
    expect(homeHero.primaryCta).toBe("Get a Free Strategy Session");
    expect(homeHero.secondaryCta).toBe("Discover Our Solutions");
    expect(homeHero.title).toMatch(/strategic consulting/i);
    expect(homeHero.title).toMatch(/agile transformation/i);
  });

  it("has the four tabs in order, 'expertise' first, each with a stat", () => {
    expect(whyWorkWithUs.title).toBe("Why Work With Us");
    expect(whyWorkWithUs.tabs.map((tab) => tab.label)).toEqual([
      "Industry Experts",
      "Agile Solutions",
      "Personalized Strategy",
      "Proven Track Record",
    ]);
    expect(whyWorkWithUs.tabs[0].id).toBe("expertise");
    expect(unique(whyWorkWithUs.tabs.map((tab) => tab.id))).toBe(true);
  });

  it("shows the marketing figures", () => {
    const figures = [
      ...homeStats.map((stat) => `${stat.value} ${stat.label}`),
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
    expect(servicesOverview.eyebrow).toBe("Our Services");
    expect(servicesOverview.title).toBe("Strategic Solutions for Digital Transformation");
    expect(servicesOverview.cards.map((card) => card.title)).toEqual(["Comprehensive Offerings", "Diverse Clientele"]);
    expect(servicesOverview.cta).toBe("Schedule Consultation");
  });

  it("has the contact section's channels", () => {
    expect(contactSection.channels.whatsapp.text).toMatch(/24\/7/);
    expect(contactSection.channels.email.text).toMatch(/within 1 business day/);
    expect(contactSection.channels.location.text).toBe("Remote, serving clients worldwide");
  });
});

describe("about", () => {
  it("has mission and vision cards", () => {
    expect(missionVision.map((card) => card.title)).toEqual(["Our Mission", "Our Vision"]);
  });

  it("lists the nine industries, each described", () => {
    expect(industries.map((industry) => industry.name)).toEqual([
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
    for (const industry of industries) expect(industry.description.length).toBeLessThanOrEqual(160);
  });

  it("has the three-step transformation process", () => {
    expect(transformationSection.steps.map((step) => step.title)).toEqual([
      "Discovery Phase",
      "Tailored Roadmap",
      "Agile Execution",
    ]);
  });
});

describe("FAQ", () => {
  it("has ten questions with unique ids and answers", () => {
    expect(faqs).toHaveLength(10);
    expect(unique(faqs.map((faq) => faq.id))).toBe(true);
    expect(unique(faqs.map((faq) => faq.question))).toBe(true);
    for (const faq of faqs) expect(faq.answer.length).toBeGreaterThan(40);
  });

  it("takes the consultation length from the site config", () => {
    expect(faqs.map((faq) => faq.answer).join(" ")).toContain(`${site.consultationMinutes}-minute consultation`);
    expect(
      buildFaqs(45)
        .map((faq) => faq.answer)
        .join(" "),
    ).toContain("45-minute consultation");
    expect(bookingHero(45).intro).toContain("45-minute");
    expect(bookingSteps(45)[1]?.duration).toBe("45 minutes");
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

describe("founders", () => {
  it("has two founders with their roles and every field filled", () => {
    expect(founders.map((founder) => founder.role)).toEqual(["Founder & CEO", "Co-Founder & CTO"]);
    expect(founders.map((founder) => founder.name)).toEqual(site.founders.map((founder) => founder.name));
    for (const founder of founders) {
      for (const value of [founder.name, founder.quote, founder.story, founder.funFact]) expect(value).not.toBe("");
      expect(founder.contributions.length).toBeGreaterThanOrEqual(3);
    }
  });
});

describe("legal pages", () => {
  it("have unique section ids", () => {
    for (const document of [privacyPolicy, termsOfService])
      expect(unique(document.sections.map((section) => section.id))).toBe(true);
  });

  it("the privacy policy names what each form stores, retention, opt-in, no cookies and deletion", () => {
    const policy = text(privacyPolicy);
    expect(policy).toMatch(/Contact form:.*name, e-mail address, subject and message/);
    expect(policy).toMatch(/Newsletter sign-up:.*name, e-mail address and the subscription's status/);
    expect(policy).toMatch(/Service request:.*name, e-mail address, the service you chose and your message/);
    expect(policy).toMatch(
      /Assessment request:.*full name, e-mail address, company, team size, the challenges and goals you describe, and the service/,
    );
    expect(RETENTION_MONTHS).toBe(24);
    expect(policy).toContain("24 months");
    expect(policy).toMatch(/notified by e-mail/);
    expect(policy).toMatch(/confirmation link/);
    expect(policy).toMatch(/unsubscribe link that works with one click/);
    expect(policy).toMatch(/sets no cookies/);
    expect(policy).toMatch(/do not store IP addresses/);
    expect(privacyPolicy.sections.find((section) => section.id === "your-rights")?.link?.href).toBe(
      `mailto:${site.email}`,
    );
  });
});
