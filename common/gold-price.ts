/** Where a metal's price came from: the exchange-rate source, the spot source, or the fallback. */
export type GoldPriceSource = "exchange-rate" | "spot" | "fallback";

/** The metals the shop buys back and prices on its board. */
export const preciousMetals = ["gold", "silver", "platinum"] as const;
export type PreciousMetal = (typeof preciousMetals)[number];

/** A metal's price per gram of fine metal, as the API answers it and the pages show it. */
export interface MetalPrice {
  eurPerGram: number;
  source: GoldPriceSource;
  /** ISO time the price was worked out. */
  fetchedAt: string;
}

/** The gold price as `GET /api/gold-price` answers it and the home page shows it. */
export type GoldPrice = MetalPrice;
