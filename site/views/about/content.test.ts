import { describe, expect, it } from "vitest";
import { loadAbout } from "../../loaders/pages";
import { fileSource } from "../../loaders/read";

// content/pages/about.yaml
const { content } = await loadAbout(fileSource());
const missionVision = content.missionVision.cards;
const industries = content.industries.items;
const transformationSection = content.process;

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
