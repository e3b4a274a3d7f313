import { describe, expect, it } from "vitest";
import { explain } from "./build-steps";

// A failed publish tells staff why, in words: the build's error, without Astro's hints, links
// or the temporary copy's path.

describe("a failed publish's reason", () => {
  it("keeps the file, the field and the reason of a content error", () => {
    const output = [
      '22:21:31 [build] output: "static"',
      "[InvalidContentEntryDataError] home → pages/home data does not match collection schema.",
      "  hero.title: unknown placeholder {firmName}: the known ones are {siteName}, {email}",
      "  Hint:",
      "    See https://docs.astro.build/en/guides/content-collections/ for more information on content schemas.",
      "  Error reference:",
      "    https://docs.astro.build/en/reference/errors/invalid-content-entry-data-error/",
      "    /srv/site/build/.publishing/2026-11-26T22-21-30-583Z-17935/content/pages/home.yaml:0:0",
    ].join("\n");
    expect(explain("astro", output)).toBe(
      [
        "The site could not be built, so nothing was published. Correct the content and publish again:",
        "[InvalidContentEntryDataError] home → pages/home data does not match collection schema.",
        "  hero.title: unknown placeholder {firmName}: the known ones are {siteName}, {email}",
      ].join("\n"),
    );
  });

  it("says a check failed when the build is over a budget", () => {
    const reason = explain("check", "Over budget: / loads 190 KB of JavaScript (budget 120 KB)\n");
    expect(reason).toContain("over a page budget or breaks a check");
    expect(reason).toContain("/ loads 190 KB of JavaScript");
  });
});
