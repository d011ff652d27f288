/** docs/product.md §2: the home page's Hot Deals show at most four pieces. */
export const HOT_DEALS_COUNT = 4;

/** What the rule looks at in a product or special edition. */
export interface DealCandidate {
  id: string;
  discountPercent: number;
  /** ISO-8601 UTC, so text order is time order. */
  createdAt: string;
}

/**
 * Hot Deals (docs/product.md §2): only pieces with a discount above 0, the most discounted
 * first; among equal discounts the newest first, then the id, so the same catalogue always
 * shows the same cards in the same order (a kept page and a fresh render agree).
 */
export function pickHotDeals<T extends DealCandidate>(
  candidates: readonly T[],
  count: number = HOT_DEALS_COUNT,
): T[] {
  return candidates
    .filter((piece) => piece.discountPercent > 0)
    .toSorted(
      (a, b) =>
        b.discountPercent - a.discountPercent ||
        compareText(b.createdAt, a.createdAt) ||
        compareText(b.id, a.id),
    )
    .slice(0, count);
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
