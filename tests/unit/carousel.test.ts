import { describe, expect, it } from "vitest";
import { wrapIndex } from "#app/lib/use-carousel.ts";

describe("a carousel's index", () => {
  it("wraps forward past the last slide and back past the first", () => {
    expect(wrapIndex(3, 1, 4)).toBe(0);
    expect(wrapIndex(0, -1, 4)).toBe(3);
    expect(wrapIndex(1, 1, 4)).toBe(2);
  });

  it("stays in range for any jump and for no slides at all", () => {
    expect(wrapIndex(0, 9, 4)).toBe(1);
    expect(wrapIndex(0, -9, 4)).toBe(3);
    expect(wrapIndex(5, 0, 2)).toBe(1);
    expect(wrapIndex(2, 1, 0)).toBe(0);
  });
});
