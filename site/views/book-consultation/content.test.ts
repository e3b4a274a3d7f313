import { describe, expect, it } from "vitest";
import { bookingSteps } from "./content";
import { bookingHero } from "./view";

describe("book consultation", () => {
  it("takes the consultation length from the site config", () => {
    expect(bookingHero(45).intro).toContain("45-minute");
    expect(bookingSteps(45)[1]?.duration).toBe("45 minutes");
  });
});
