/**
 * How the shop turns its rate sources into a gold price in euros per gram (docs/product.md §9).
 * The numbers are the product's, kept as they are: the exchange-rate source prices gold at a
 * reference of 3,350 USD per troy ounce; the spot source's dollar price is converted at 0.92.
 */
export const TROY_OUNCE_GRAMS = 31.1035;
export const REFERENCE_USD_PER_OUNCE = 3350;
export const USD_TO_EUR_ASSUMED = 0.92;

/** What a plausible answer lies within; anything else is a broken source, not the market. */
export interface PlausibleRange {
  min: number;
  max: number;
}
export const PLAUSIBLE_EUR_PER_GRAM = { min: 50, max: 150 } as const satisfies PlausibleRange;
/**
 * The same for silver and platinum, in euros per gram of fine metal: wide enough for years of
 * market moves (silver was 0.4–1.3 €/g and platinum 20–40 €/g over the last decade), narrow
 * enough that a source answering per ounce or in cents is caught.
 */
export const PLAUSIBLE_SILVER_EUR_PER_GRAM = { min: 0.2, max: 5 } as const satisfies PlausibleRange;
export const PLAUSIBLE_PLATINUM_EUR_PER_GRAM = {
  min: 10,
  max: 150,
} as const satisfies PlausibleRange;

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

export function isPlausible(
  eurPerGram: number,
  range: PlausibleRange = PLAUSIBLE_EUR_PER_GRAM,
): boolean {
  return Number.isFinite(eurPerGram) && eurPerGram >= range.min && eurPerGram <= range.max;
}

/** Euros per gram as the API and the page give it: two decimals. */
export function roundRate(eurPerGram: number): number {
  return Math.round(eurPerGram * 100) / 100;
}
