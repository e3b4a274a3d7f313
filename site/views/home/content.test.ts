import { describe, expect, it } from "vitest";
import { loadHome } from "../../loaders/pages";
import { fileSource } from "../../loaders/read";

// content/pages/home.yaml
const { content } = await loadHome(fileSource());
const { hero: homeHero, whyWorkWithUs, overview: servicesOverview } = content;
const homeStats = content.stats.items;

const unique = (values: readonly string[]) => new Set(values).size === values.length;

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
    expect(whyWorkWithUs.tabs[0]?.id).toBe("expertise");
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
});
