/**
 * Where the cart lives and how much a line may hold, apart from the cart's schema
 * (cart.ts) so the header's badge can count without loading zod's checks on every page.
 */
export const CART_STORAGE_KEY = "cart";
export const QUANTITY_MIN = 1;
/** The most one line of a ring may hold; the drawer says so beside its quantity. */
export const QUANTITY_MAX = 10;
/** A special edition is one piece: its line holds exactly one, never more. */
export const UNIQUE_PIECE_QUANTITY = 1;

/**
 * The most a line may hold: one of a special edition (its line has no metal, docs/api.md "The
 * cart"), QUANTITY_MAX of a ring. The browser keeps its cart within it and the server refuses
 * a cart past it, so both read the one rule.
 */
export function lineQuantityMax(line: { metal: string | null }): number {
  return line.metal === null ? UNIQUE_PIECE_QUANTITY : QUANTITY_MAX;
}
