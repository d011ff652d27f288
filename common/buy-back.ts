/**
 * The buy-back calculator's rules, shared by the offer endpoint and the page's inputs: which
 * gold it takes, how pure each karat is and what weights make sense.
 */

/** Karats the shop buys, with their hallmark fineness in thousandths (18K is stamped 750). */
export const karatFineness = { 9: 375, 14: 585, 18: 750, 21: 875, 22: 916, 24: 999 } as const;
export type Karat = keyof typeof karatFineness;
/** The same karats in order, written out: a page importing this file stays free of side effects. */
export const karats = [9, 14, 18, 21, 22, 24] as const satisfies readonly Karat[];

/** Grams a person may enter: a ring to a small bar, with two decimals at most. */
export const buyBackGrams = { min: 0.1, max: 5000, decimals: 2 } as const;

/**
 * Grams as typed, a dot or a comma before the decimals: the offer endpoint's check. Written
 * out rather than built from buyBackGrams (tests/unit/buy-back.test.ts holds them together),
 * so the page's bundle can leave this file out until the calculator is wanted.
 */
export const buyBackGramsPattern = "[0-9]{1,4}([.,][0-9]{1,2})?";
/** The longest such text ("5000.00"), for the input's maxLength. */
export const buyBackGramsMaxLength = 7;

export function isKarat(value: number): value is Karat {
  return value in karatFineness;
}

/**
 * An indicative offer in cents: the gold's weight in fine gold at the day's price per gram,
 * less the shop's margin (percent), rounded to the cent. The price board's gold rows are this
 * offer for one gram, so the board and the calculator cannot disagree.
 */
export function buyBackOfferCents(
  grams: number,
  karat: Karat,
  eurPerGram: number,
  marginPercent: number,
): number {
  return buyBackCents(grams, karatFineness[karat], eurPerGram, marginPercent);
}

/**
 * The same for any metal by its fineness in thousandths (silver 925, platinum 950): fineness ×
 * weight × the fine metal's price per gram × (1 − margin), in cents.
 */
export function buyBackCents(
  grams: number,
  fineness: number,
  eurPerFineGram: number,
  marginPercent: number,
): number {
  const fineGrams = (grams * fineness) / 1000;
  return Math.round(fineGrams * eurPerFineGram * (100 - marginPercent));
}
