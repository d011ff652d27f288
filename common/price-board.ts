import type { Karat } from "./buy-back.ts";
import type { MetalPrice, PreciousMetal } from "./gold-price.ts";

/** The silver and platinum the shop buys, by hallmark fineness in thousandths. */
export const silverFineness = [800, 925, 999] as const;
export const platinumFineness = [950] as const;

/** One line of the board: what the shop pays for a gram of this alloy. */
export interface BoardRow {
  /** Thousandths of fine metal (18K gold is 750). */
  fineness: number;
  /** Gold's karat; null for silver and platinum, which are named by their fineness. */
  karat: Karat | null;
  centsPerGram: number;
}

/** A metal on the board: its fine price (with its time and source), the margin and the rows. */
export interface BoardMetal extends MetalPrice {
  metal: PreciousMetal;
  marginPercent: number;
  rows: BoardRow[];
}

/**
 * `GET /api/gold-price/board` and the price page: gold always, silver and platinum when their
 * spot source is configured and answered a plausible price.
 */
export interface PriceBoard {
  /** Gold first, always. */
  metals: [BoardMetal, ...BoardMetal[]];
}
