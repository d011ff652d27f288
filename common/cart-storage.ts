/**
 * Where the cart lives and how much a line may hold, apart from the cart's schema
 * (cart.ts) so the header's badge can count without loading zod's checks on every page.
 */
export const CART_STORAGE_KEY = "cart";
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 10;
