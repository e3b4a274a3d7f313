import { describe, expect, it } from "vitest";
import { analyticsAtBuild, parseFlag } from "./flag";

describe("a yes/no setting", () => {
  it.each([
    ["true", true],
    ["YES", true],
    ["1", true],
    ["on", true],
    ["false", false],
    ["No", false],
    ["0", false],
    ["off", false],
    [undefined, "fallback"],
    ["", "fallback"],
  ] as const)("%s reads as %s", (value, expected) => {
    expect(parseFlag(value, true)).toBe(expected === "fallback" ? true : expected);
    expect(parseFlag(value, false)).toBe(expected === "fallback" ? false : expected);
  });

  it("anything else is refused: the build stops and says why", () => {
    expect(parseFlag("maybe", true)).toBeUndefined();
    expect(() => analyticsAtBuild("maybe")).toThrow('ANALYTICS must be true or false, not "maybe"');
    expect(analyticsAtBuild(undefined)).toBe(true);
    expect(analyticsAtBuild("off")).toBe(false);
  });
});
