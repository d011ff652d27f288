/**
 * What a customer pays for a price in cents with a discount: docs/product.md §9,
 * `round(price_cents × (100 − discount) / 10000) × 100`, so a discounted price is always whole
 * euros (the card shows it so, and the order charges the same figure). Without a discount the
 * price stays as tagged, cents and all: rounding it would change a price nobody discounted.
 * Integer arithmetic only: the half-up rounding of non-negative amounts is exact this way.
 */
export function salePriceCents(priceCents: number, discountPercent: number): number {
  if (discountPercent <= 0) return priceCents;
  return Math.floor((priceCents * (100 - discountPercent) + 5000) / 10000) * 100;
}
