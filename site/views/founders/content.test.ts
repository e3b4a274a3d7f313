import { describe, expect, it } from "vitest";
import { loadFounders } from "../../loaders/pages";
import { fileSource } from "../../loaders/read";

// content/pages/founders.yaml, the names from content/settings.yaml
const { settings: site, founders } = await loadFounders(fileSource());

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
