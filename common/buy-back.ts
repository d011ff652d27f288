/**
 * The buy-back calculator's rules, shared by the offer endpoint and the page's inputs: which
 * gold it takes, how pure each karat is and what weights make sense.
 */

/** Karats the shop buys, with their hallmark fineness in thousandths (18K is stamped 750). */
export const karatFineness = { 9: 375, 14: 585, 18: 750, 22: 916, 24: 999 } as const;
export type Karat = keyof typeof karatFineness;
export const karats = Object.keys(karatFineness).map(Number) as Karat[];

/** Grams a person may enter: a ring to a small bar, with two decimals at most. */
export const buyBackGrams = { min: 0.1, max: 5000, decimals: 2 } as const;

export function isKarat(value: number): value is Karat {
  return value in karatFineness;
}

/**
 * An indicative offer in cents: the gold's weight in fine gold at the day's price per gram,
 * less the shop's margin (percent), rounded to the cent.
 */
export function buyBackOfferCents(
  grams: number,
  karat: Karat,
  eurPerGram: number,
  marginPercent: number,
): number {
  const fineGrams = (grams * karatFineness[karat]) / 1000;
  return Math.round(fineGrams * eurPerGram * (100 - marginPercent));
}
