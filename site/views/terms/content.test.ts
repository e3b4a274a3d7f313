import { describe, expect, it } from "vitest";
import { termsOfService } from "./content";

const unique = (values: readonly string[]) => new Set(values).size === values.length;

describe("terms of service", () => {
  it("has unique section ids", () => {
    expect(unique(termsOfService.sections.map((section) => section.id))).toBe(true);
  });
});
