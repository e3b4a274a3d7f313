import { describe, expect, it } from "vitest";
import { loadBookConsultation } from "../../loaders/pages";
import { fileSource } from "../../loaders/read";
import type { ContentSource } from "../../loaders/source";

// content/pages/book-consultation.yaml, with the settings' consultation length set to `minutes`.
async function withMinutes(minutes: number) {
  const files = fileSource();
  const source: ContentSource = {
    ...files,
    one: async (name) =>
      name === "settings"
        ? ({ ...(await files.one("settings")), consultationMinutes: minutes } as never)
        : files.one(name),
  };
  return (await loadBookConsultation(source)).content;
}
const bookingHero = async (minutes: number) => (await withMinutes(minutes)).hero;
const bookingSteps = async (minutes: number) => (await withMinutes(minutes)).steps;

describe("book consultation", () => {
  it("takes the consultation length from the site config", async () => {
    expect((await bookingHero(45)).intro).toContain("45-minute");
    expect((await bookingSteps(45))[1]?.duration).toBe("45 minutes");
  });
});
