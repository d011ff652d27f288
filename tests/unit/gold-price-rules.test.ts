import { describe, expect, it } from "vitest";
import {
  fromExchangeRate,
  fromSpotPrice,
  isPlausible,
  FALLBACK_EUR_PER_GRAM,
  roundRate,
} from "#server/gold-price/gold-price-rules.ts";

describe("gold price rules (docs/product.md §9)", () => {
  it("prices 3,350 USD an ounce at the day's USD→EUR rate, per gram", () => {
    expect(roundRate(fromExchangeRate(0.92))).toBe(99.09);
    expect(roundRate(fromExchangeRate(1))).toBe(107.7);
  });

  it("converts a spot price in USD per ounce at 0.92 to euros per gram", () => {
    expect(roundRate(fromSpotPrice(3350))).toBe(99.09);
    expect(roundRate(fromSpotPrice(4000))).toBe(118.31);
  });

  it("believes 50 to 150 euros per gram only", () => {
    for (const value of [50, 99.09, 150]) expect(isPlausible(value)).toBe(true);
    for (const value of [49.99, 150.01, 0, -3, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(isPlausible(value)).toBe(false);
    }
  });

  it("falls back to 3,350 × 0.92 / 31.1035, which is 3,082 / 31.1035", () => {
    expect(FALLBACK_EUR_PER_GRAM).toBeCloseTo(3082 / 31.1035, 10);
    expect(roundRate(FALLBACK_EUR_PER_GRAM)).toBe(99.09);
  });
});
