/**
 * How the shop turns its rate sources into a gold price in euros per gram (docs/product.md §9).
 * The numbers are the product's, kept as they are: the exchange-rate source prices gold at a
 * reference of 3,350 USD per troy ounce; the spot source's dollar price is converted at 0.92.
 */
export const TROY_OUNCE_GRAMS = 31.1035;
export const REFERENCE_USD_PER_OUNCE = 3350;
export const USD_TO_EUR_ASSUMED = 0.92;

/** What a plausible answer lies within; anything else is a broken source, not the market. */
export const PLAUSIBLE_EUR_PER_GRAM = { min: 50, max: 150 } as const;

/**
 * When no source answers plausibly, or none answers at all: docs/product.md §9 names the
 * reference price at the assumed rate for the one and 3,082 € an ounce for the other, which
 * are the same figure (3,350 × 0.92 = 3,082).
 */
export const FALLBACK_EUR_PER_GRAM =
  (REFERENCE_USD_PER_OUNCE * USD_TO_EUR_ASSUMED) / TROY_OUNCE_GRAMS;

export function fromExchangeRate(usdToEur: number): number {
  return (REFERENCE_USD_PER_OUNCE * usdToEur) / TROY_OUNCE_GRAMS;
}

export function fromSpotPrice(usdPerOunce: number): number {
  return (usdPerOunce * USD_TO_EUR_ASSUMED) / TROY_OUNCE_GRAMS;
}

export function isPlausible(eurPerGram: number): boolean {
  return (
    Number.isFinite(eurPerGram) &&
    eurPerGram >= PLAUSIBLE_EUR_PER_GRAM.min &&
    eurPerGram <= PLAUSIBLE_EUR_PER_GRAM.max
  );
}

/** Euros per gram as the API and the page give it: two decimals. */
export function roundRate(eurPerGram: number): number {
  return Math.round(eurPerGram * 100) / 100;
}
