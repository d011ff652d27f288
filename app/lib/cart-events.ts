import { CART_STORAGE_KEY } from "#common/cart-storage.ts";

/** Sent within this tab when the cart changes; other tabs hear the storage event. */
export const CART_CHANGE_EVENT = "cart-change";

export function subscribeToCart(onChange: () => void) {
  window.addEventListener("storage", onChange);
  window.addEventListener(CART_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(CART_CHANGE_EVENT, onChange);
  };
}

export const readStoredCart = () => window.localStorage.getItem(CART_STORAGE_KEY);
