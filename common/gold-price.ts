import { formatDateTime, formatEuros } from "./format.ts";
import type { Locale } from "./locales.ts";

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

/**
 * The hero card's texts for a price in one language: the price per gram and the time it was
 * worked out. `GET /api/gold-price` answers them with the price, so the card shows a refreshed
 * price as the server wrote it, without building the browser's first Intl formatter right after
 * hydration (17–19 ms of ICU start-up on the test machine; decision 19).
 */
export interface GoldPriceTexts {
  lang: Locale;
  perGram: string;
  fetchedAt: string;
}

/** A price as the API answers it: with its texts in the language asked for. */
export interface ShownGoldPrice extends GoldPrice {
  texts: GoldPriceTexts;
}

export function goldPriceTexts(price: GoldPrice, lang: Locale): GoldPriceTexts {
  return {
    lang,
    perGram: formatEuros(Math.round(price.eurPerGram * 100), lang),
    fetchedAt: formatDateTime(price.fetchedAt, lang),
  };
}
