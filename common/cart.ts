// zod/mini: this schema also runs in the browser, where every kilobyte counts.
import { z } from "zod/mini";
import { ringMetals } from "./metals.ts";
import { RING_SIZE_MAX, RING_SIZE_MIN, RING_SIZE_UNKNOWN } from "./ring-sizes.ts";
import { lineQuantityMax, QUANTITY_MAX, QUANTITY_MIN } from "./cart-storage.ts";

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

/**
 * Adding a choice already in the cart raises its quantity, up to the line's maximum (one of
 * a special edition: adding it again changes nothing).
 */
export function addLine(lines: readonly CartLine[], line: CartLine): CartLine[] {
  const existing = lines.find((l) => sameChoice(l, line));
  if (!existing) return [...lines, { ...line, quantity: withinMaximum(line, line.quantity) }];
  return lines.map((l) =>
    l === existing ? { ...l, quantity: withinMaximum(l, l.quantity + line.quantity) } : l,
  );
}

const withinMaximum = (line: CartLine, quantity: number) =>
  Math.min(lineQuantityMax(line), quantity);

/**
 * One line per choice: lines of the same piece, carat, metal and ring size become one, their
 * quantities added (not capped: exceedsLineMaximum tells the server to refuse what the browser
 * would have capped). Two ring sizes are two rings, so they stay two lines. The first line's
 * place and remembered price are kept.
 */
export function mergeLines(lines: readonly CartLine[]): CartLine[] {
  const merged: CartLine[] = [];
  for (const line of lines) {
    const index = merged.findIndex((l) => sameChoice(l, line));
    const earlier = merged[index];
    if (earlier) merged[index] = { ...earlier, quantity: earlier.quantity + line.quantity };
    else merged.push(line);
  }
  return merged;
}

/** A line holds more than it may (lineQuantityMax): more than one of a special edition. */
export function exceedsLineMaximum(lines: readonly CartLine[]): boolean {
  return lines.some((line) => line.quantity > lineQuantityMax(line));
}

/**
 * The stored cart, or an empty one when nothing (or something unreadable) is stored. A cart
 * stored before lines were merged and capped is read merged and within each line's maximum.
 */
export function parseCart(raw: string | null): CartLine[] {
  if (raw === null) return [];
  try {
    const parsed = cartSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return [];
    return mergeLines(parsed.data).map((line) => ({
      ...line,
      quantity: withinMaximum(line, line.quantity),
    }));
  } catch {
    return [];
  }
}
