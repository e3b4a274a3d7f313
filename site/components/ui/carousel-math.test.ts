import { describe, expect, it } from "vitest";
import { SWIPE_THRESHOLD_PX, nextIndex, previousIndex, swipeStep, wrapIndex } from "./carousel-math";

describe("carousel index arithmetic", () => {
  it("advances and goes back inside the range", () => {
    expect(nextIndex(0, 4)).toBe(1);
    expect(nextIndex(2, 4)).toBe(3);
    expect(previousIndex(3, 4)).toBe(2);
    expect(previousIndex(1, 6)).toBe(0);
  });

  it("wraps at both ends", () => {
    expect(nextIndex(3, 4)).toBe(0);
    expect(nextIndex(2, 3)).toBe(0);
    expect(nextIndex(5, 6)).toBe(0);
    expect(previousIndex(0, 4)).toBe(3);
    expect(previousIndex(0, 3)).toBe(2);
    expect(previousIndex(0, 6)).toBe(5);
  });

  it("brings any index back into range", () => {
    expect(wrapIndex(-1, 4)).toBe(3);
    expect(wrapIndex(-5, 4)).toBe(3);
    expect(wrapIndex(9, 4)).toBe(1);
    expect(wrapIndex(2, 4)).toBe(2);
  });

  it("stays at 0 for one slide or none", () => {
    expect(nextIndex(0, 1)).toBe(0);
    expect(previousIndex(0, 1)).toBe(0);
    expect(wrapIndex(3, 0)).toBe(0);
  });
});

describe("swipe threshold", () => {
  it("is 5 px", () => {
    expect(SWIPE_THRESHOLD_PX).toBe(5);
  });

  it("ignores a move of 5 px or less", () => {
    expect(swipeStep(-5, 0)).toBe(0);
    expect(swipeStep(5, 0)).toBe(0);
    expect(swipeStep(0, 0)).toBe(0);
    expect(swipeStep(-3, 1)).toBe(0);
  });

  it("advances on a move of 6 px to the left and goes back on 6 px to the right", () => {
    expect(swipeStep(-6, 0)).toBe(1);
    expect(swipeStep(6, 0)).toBe(-1);
    expect(swipeStep(-120, 10)).toBe(1);
    expect(swipeStep(80, -20)).toBe(-1);
  });

  it("leaves mostly vertical moves to the page's scrolling", () => {
    expect(swipeStep(-6, 6)).toBe(0);
    expect(swipeStep(-30, 200)).toBe(0);
    expect(swipeStep(40, -41)).toBe(0);
  });
});
