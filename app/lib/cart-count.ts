import { useSyncExternalStore } from "react";
import { QUANTITY_MAX, QUANTITY_MIN, UNIQUE_PIECE_QUANTITY } from "#common/cart-storage.ts";
import { readStoredCart, subscribeToCart } from "./cart-events.ts";

/**
 * How many pieces the header's badge shows: the quantities of the stored lines. Read without
 * the cart's zod schema, which would add ~4 KB to every page's first visit (over the budget);
 * the drawer and checkout validate the whole cart with it. A quantity outside 1–10 counts as
 * nothing, as the schema would refuse it; a special edition's line (no metal) counts one, as
 * the drawer reads a cart stored before its quantity was capped (common/cart.ts parseCart).
 */
export function countStoredPieces(raw: string | null): number {
  if (raw === null) return 0;
  try {
    const lines: unknown = JSON.parse(raw);
    if (!Array.isArray(lines)) return 0;
    return lines.reduce<number>((sum, line: unknown) => {
      const quantity: unknown =
        typeof line === "object" && line !== null && "quantity" in line ? line.quantity : 0;
      const unique = typeof line === "object" && line !== null && "metal" in line && !line.metal;
      const counts =
        typeof quantity === "number" &&
        Number.isInteger(quantity) &&
        quantity >= QUANTITY_MIN &&
        quantity <= QUANTITY_MAX;
      if (!counts) return sum;
      return sum + (unique ? Math.min(quantity, UNIQUE_PIECE_QUANTITY) : quantity);
    }, 0);
  } catch {
    return 0;
  }
}

/** 0 on the server and until the stored cart is read, so server HTML and browser agree. */
export function useCartCount(): number {
  return useSyncExternalStore(
    subscribeToCart,
    () => countStoredPieces(readStoredCart()),
    () => 0,
  );
}
