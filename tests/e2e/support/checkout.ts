import type { Page } from "playwright-core";
import { en } from "#app/i18n/en.ts";
import { waitForHydration } from "./pages.ts";

/**
 * On the piece's own page (English, the page's context has the server's baseURL): adds it to
 * the cart, opens the cart's drawer and follows its link to checkout, as a customer does.
 * Where that leads (checkout, or login for a visitor) is the caller's to wait for.
 */
export async function addToCartAndCheckOut(page: Page, slug: string): Promise<void> {
  await page.goto(`/shop/${slug}`);
  await waitForHydration(page);
  await page.getByRole("button", { name: en.shop.messages.addToCart }).click();
  await page.locator("header").getByRole("button", { name: /^Cart/ }).click();
  const drawer = page.getByRole("dialog", { name: en.shop.cart.title });
  await drawer.getByRole("link", { name: en.shop.checkout.open }).click();
}

/** Where checkout delivers to; none: pick-up in the shop, the form's default. */
export interface DeliveryAddress {
  street: string;
  postalCode: string;
  city: string;
}

/** Fills checkout's form (English) for An Peeters, delivered to `address` when given. */
export async function fillCheckout(page: Page, address?: DeliveryAddress): Promise<void> {
  await page.getByLabel(en.shop.checkout.name).fill("An Peeters");
  await page.getByLabel(en.shop.checkout.phone).fill("+32 470 12 34 56");
  if (!address) return;
  await page.getByLabel(en.shop.checkout.delivery).check();
  await page.getByLabel(en.shop.checkout.street).fill(address.street);
  await page.getByLabel(en.shop.checkout.postalCode).fill(address.postalCode);
  await page.getByLabel(en.shop.checkout.city).fill(address.city);
}

/** Places the filled order and waits for its confirmation's address; answers its reference. */
export async function placeOrder(page: Page): Promise<string> {
  await page.getByRole("button", { name: en.shop.checkout.place }).click();
  await page.waitForURL(/\/orders\/[A-Z0-9_-]{6}$/);
  return page.url().slice(-6);
}
