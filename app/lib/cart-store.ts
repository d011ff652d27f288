import { useSyncExternalStore } from "react";
import { addLine, parseCart, type CartLine } from "#common/cart.ts";
import { CART_STORAGE_KEY, lineQuantityMax, QUANTITY_MIN } from "#common/cart-storage.ts";
import { CART_CHANGE_EVENT, readStoredCart, subscribeToCart } from "./cart-events.ts";

const EMPTY: readonly CartLine[] = [];

// useSyncExternalStore wants the same array for the same stored text.
let cached: { raw: string | null; lines: readonly CartLine[] } = { raw: null, lines: EMPTY };

function read(): readonly CartLine[] {
  const raw = readStoredCart();
  if (raw !== cached.raw) cached = { raw, lines: parseCart(raw) };
  return cached.lines;
}

function write(lines: readonly CartLine[]) {
  if (lines.length === 0) window.localStorage.removeItem(CART_STORAGE_KEY);
  else window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(lines));
  window.dispatchEvent(new Event(CART_CHANGE_EVENT));
}

/**
 * The cart's lines. The server renders an empty cart (it has no local storage) and the
 * browser shows the stored one right after hydration, so the two never disagree.
 */
export function useCartLines(): readonly CartLine[] {
  return useSyncExternalStore(subscribeToCart, read, () => EMPTY);
}

/** A line's quantity within 1 and its maximum (one of a special edition). */
const clamp = (line: CartLine, quantity: number) =>
  Math.min(lineQuantityMax(line), Math.max(QUANTITY_MIN, quantity));

/** Changes to the stored cart; each tells every open view of it. */
export const cartActions = {
  add(line: CartLine) {
    write(addLine(read(), line));
  },
  setQuantity(index: number, quantity: number) {
    write(
      read().map((line, i) => (i === index ? { ...line, quantity: clamp(line, quantity) } : line)),
    );
  },
  remove(index: number) {
    write(read().filter((_, i) => i !== index));
  },
  /** After an order is placed: the cart starts empty again. */
  clear() {
    write([]);
  },
  /** Remembers the prices the drawer showed, so the next quote can say one changed. */
  rememberPrices(prices: readonly (number | null)[]) {
    const lines = read();
    const changed = lines.some((line, i) => (line.seenUnitPriceCents ?? null) !== prices[i]);
    if (changed)
      write(lines.map((line, i) => ({ ...line, seenUnitPriceCents: prices[i] ?? null })));
  },
};
