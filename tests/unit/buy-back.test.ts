import { describe, expect, it } from "vitest";
import {
  buyBackGrams,
  buyBackGramsMaxLength,
  buyBackGramsPattern,
  buyBackOfferCents,
  isKarat,
  karatFineness,
  karats,
} from "#common/buy-back.ts";

describe("buy-back offer", () => {
  it("pays for the fine gold at the day's price less the margin, to the cent", () => {
    // 10 g of 18K is 7.5 g of fine gold; at 100 €/g and a 20 % margin: 600 €.
    expect(buyBackOfferCents(10, 18, 100, 20)).toBe(60_000);
    expect(buyBackOfferCents(10, 24, 100, 0)).toBe(99_900);
    expect(buyBackOfferCents(3.45, 14, 99.09, 15)).toBe(16_999);
    expect(buyBackOfferCents(0.1, 9, 99.09, 15)).toBe(316);
  });

  it("takes 9, 14, 18, 21, 22 and 24 karat only", () => {
    expect(karats).toEqual([9, 14, 18, 21, 22, 24]);
    expect(karats).toEqual(Object.keys(karatFineness).map(Number));
    for (const karat of [0, 10, 23, 25, 18.5]) expect(isKarat(karat)).toBe(false);
  });
});

describe("the weight a person types", () => {
  const whole = new RegExp(`^${buyBackGramsPattern}$`);
  it("takes up to four digits and two decimals after a dot or a comma", () => {
    for (const text of ["1", "12.5", "12,5", "5000.00", "0,1"]) expect(whole.test(text)).toBe(true);
    for (const text of ["", "1.234", "12345", "-2", "1e3", "1 000", "12."]) {
      expect(whole.test(text)).toBe(false);
    }
  });

  it("fits the limits: the largest weight with every decimal is the input's maxLength", () => {
    const largest = `${buyBackGrams.max}.${"9".repeat(buyBackGrams.decimals)}`;
    expect(whole.test(largest)).toBe(true);
    expect(whole.test(`${buyBackGrams.max}.${"9".repeat(buyBackGrams.decimals + 1)}`)).toBe(false);
    expect(whole.test(`1${buyBackGrams.max}`)).toBe(false);
    expect(buyBackGramsMaxLength).toBe(largest.length);
  });
});
