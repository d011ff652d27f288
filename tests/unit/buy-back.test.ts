import { describe, expect, it } from "vitest";
import { buyBackOfferCents, isKarat, karats } from "#common/buy-back.ts";

describe("buy-back offer", () => {
  it("pays for the fine gold at the day's price less the margin, to the cent", () => {
    // 10 g of 18K is 7.5 g of fine gold; at 100 €/g and a 20 % margin: 600 €.
    expect(buyBackOfferCents(10, 18, 100, 20)).toBe(60_000);
    expect(buyBackOfferCents(10, 24, 100, 0)).toBe(99_900);
    expect(buyBackOfferCents(3.45, 14, 99.09, 15)).toBe(16_999);
    expect(buyBackOfferCents(0.1, 9, 99.09, 15)).toBe(316);
  });

  it("takes 9, 14, 18, 22 and 24 karat only", () => {
    expect(karats).toEqual([9, 14, 18, 22, 24]);
    for (const karat of [0, 10, 23, 25, 18.5]) expect(isKarat(karat)).toBe(false);
  });
});
