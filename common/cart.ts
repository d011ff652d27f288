// zod/mini: this schema also runs in the browser, where every kilobyte counts.
import { z } from "zod/mini";
import { ringMetals } from "./metals.ts";
import { RING_SIZE_MAX, RING_SIZE_MIN, RING_SIZE_UNKNOWN } from "./ring-sizes.ts";

import { QUANTITY_MAX, QUANTITY_MIN } from "./cart-storage.ts";
/** More distinct lines than any real order holds; bounds what a quote reads. */
export const CART_LINES_MAX = 30;

/**
 * One line of the cart: what the customer chose, never what it costs. `seenUnitPriceCents`
 * is the price the drawer last showed, sent back so the server can say it changed; the
 * server never charges it. Products have a carat, a metal and a ring size; special editions
 * have none of them (null).
 */
export const cartLineSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  carat: z.nullable(z.int().check(z.positive(), z.lte(1000))),
  metal: z.nullable(z.enum(ringMetals)),
  ringSize: z.nullable(
    z.union([
      z.int().check(z.gte(RING_SIZE_MIN), z.lte(RING_SIZE_MAX)),
      z.literal(RING_SIZE_UNKNOWN),
    ]),
  ),
  quantity: z.int().check(z.gte(QUANTITY_MIN), z.lte(QUANTITY_MAX)),
  seenUnitPriceCents: z.optional(z.nullable(z.int().check(z.nonnegative()))),
});

export type CartLine = z.infer<typeof cartLineSchema>;

export const cartSchema = z.array(cartLineSchema).check(z.maxLength(CART_LINES_MAX));

/**
 * A ring's line without a carat (a product line has a metal; only special editions come
 * without a carat): the quote and the order refuse it (docs/product.md §8).
 */
export function lacksCarat(lines: readonly CartLine[]): boolean {
  return lines.some((line) => line.metal !== null && line.carat === null);
}

/** Two lines are the same choice when everything but the quantity matches. */
export function sameChoice(a: CartLine, b: CartLine): boolean {
  return a.id === b.id && a.carat === b.carat && a.metal === b.metal && a.ringSize === b.ringSize;
}

/** Adding a choice already in the cart raises its quantity (up to the maximum). */
export function addLine(lines: readonly CartLine[], line: CartLine): CartLine[] {
  const existing = lines.find((l) => sameChoice(l, line));
  if (!existing) return [...lines, line];
  return lines.map((l) =>
    l === existing ? { ...l, quantity: Math.min(QUANTITY_MAX, l.quantity + line.quantity) } : l,
  );
}

/** The stored cart, or an empty one when nothing (or something unreadable) is stored. */
export function parseCart(raw: string | null): CartLine[] {
  if (raw === null) return [];
  try {
    const parsed = cartSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}
