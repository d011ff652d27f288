import { describe, expect, it } from "vitest";
import { karats } from "#common/buy-back.ts";
import type { MetalPrice } from "#common/gold-price.ts";
import { offerFor } from "#server/gold-price/buy-back.ts";
import { boardMetal } from "#server/gold-price/price-board.ts";

const price = (eurPerGram: number): MetalPrice => ({
  eurPerGram,
  source: "spot",
  fetchedAt: "2026-11-28T09:00:00.000Z",
});

describe("the price board", () => {
  it.each([
    [99.09, 15],
    [118.31, 0],
    [87.65, 22],
    [123.45, 90],
  ])(
    "pays for a gram of each karat what the calculator offers for it (%s €/g, %s %%)",
    (eur, margin) => {
      const board = boardMetal("gold", price(eur), margin);
      expect(board.rows.map((row) => row.karat)).toEqual([...karats]);
      for (const karat of karats) {
        const row = board.rows.find((r) => r.karat === karat);
        const offer = offerFor({ grams: 1, karat }, price(eur), margin);
        expect(row?.centsPerGram, `${karat}K`).toBe(offer.offerCents);
      }
    },
  );

  it("is fineness × fine price × (1 − margin), to the cent, for every karat", () => {
    // At 100 €/g and 15 %: 9K 0.375 × 85 = 31.875 → 31.88 €; 21K 0.875 × 85 = 74.375 → 74.38 €.
    const board = boardMetal("gold", price(100), 15);
    expect(board.rows).toEqual([
      { karat: 9, fineness: 375, centsPerGram: 3188 },
      { karat: 14, fineness: 585, centsPerGram: 4973 },
      { karat: 18, fineness: 750, centsPerGram: 6375 },
      { karat: 21, fineness: 875, centsPerGram: 7438 },
      { karat: 22, fineness: 916, centsPerGram: 7786 },
      { karat: 24, fineness: 999, centsPerGram: 8492 },
    ]);
    expect(board).toMatchObject({ metal: "gold", eurPerGram: 100, marginPercent: 15 });
  });

  it("names silver (800, 925, 999) and platinum (950) by fineness", () => {
    // Silver at 0.95 €/g and 20 %: 925 → 0.925 × 0.95 × 80 = 70.3 cents.
    expect(boardMetal("silver", price(0.95), 20).rows).toEqual([
      { karat: null, fineness: 800, centsPerGram: 61 },
      { karat: null, fineness: 925, centsPerGram: 70 },
      { karat: null, fineness: 999, centsPerGram: 76 },
    ]);
    // Platinum at 31.5 €/g and 10 %: 0.95 × 31.5 × 90 = 2693.25 cents.
    expect(boardMetal("platinum", price(31.5), 10).rows).toEqual([
      { karat: null, fineness: 950, centsPerGram: 2693 },
    ]);
  });
});
