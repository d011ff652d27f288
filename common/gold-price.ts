/** Where a gold price came from: the exchange-rate source, the spot source, or the fallback. */
export type GoldPriceSource = "exchange-rate" | "spot" | "fallback";

/** The gold price as `GET /api/gold-price` answers it and the home page shows it. */
export interface GoldPrice {
  eurPerGram: number;
  source: GoldPriceSource;
  /** ISO time the price was worked out. */
  fetchedAt: string;
}
