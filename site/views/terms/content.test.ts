import { describe, expect, it } from "vitest";
import { legalSections } from "../../components/sections/legal-document";
import { loadLegal } from "../../loaders/pages";
import { fileSource } from "../../loaders/read";

// content/legal/terms.mdoc
const { body } = await loadLegal(fileSource(), "terms");
const termsOfService = { sections: legalSections(body) };

const unique = (values: readonly string[]) => new Set(values).size === values.length;

describe("terms of service", () => {
  it("has unique section ids", () => {
    expect(unique(termsOfService.sections.map((section) => section.id))).toBe(true);
  });
});
