import { buyBackCents, buyBackOfferCents, karatFineness, karats } from "#common/buy-back.ts";
import type { MetalPrice, PreciousMetal } from "#common/gold-price.ts";
import {
  platinumFineness,
  silverFineness,
  type BoardMetal,
  type BoardRow,
} from "#common/price-board.ts";

/**
 * A metal's board: gold's rows are the calculator's own offer for one gram of each karat
 * (`buyBackOfferCents`), so the board and `GET /api/gold-price/offer` never disagree; silver's
 * and platinum's are the same sum by fineness.
 */
export function boardMetal(
  metal: PreciousMetal,
  price: MetalPrice,
  marginPercent: number,
): BoardMetal {
  const rows: BoardRow[] =
    metal === "gold"
      ? karats.map((karat) => ({
          karat,
          fineness: karatFineness[karat],
          centsPerGram: buyBackOfferCents(1, karat, price.eurPerGram, marginPercent),
        }))
      : (metal === "silver" ? silverFineness : platinumFineness).map((fineness) => ({
          karat: null,
          fineness,
          centsPerGram: buyBackCents(1, fineness, price.eurPerGram, marginPercent),
        }));
  return { metal, ...price, marginPercent, rows };
}
