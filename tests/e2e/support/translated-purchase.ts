import type { Page } from "playwright-core";
import { expect } from "vitest";
import { localized, messages } from "./accounts.ts";
import { waitForHydration, waitForText } from "./pages.ts";

type Translated = "nl" | "fr";

/** A piece's text in one language, as the API answers it. */
export interface PieceText {
  name: string;
  description: string;
  slug: string;
}

/**
 * Opens the piece from the grid of `/<locale>/shop`, checks its dialog shows the language's
 * name and description at the language's address, adds it to the cart and opens the drawer,
 * which must name it in that language too. Leaves the drawer open.
 */
export async function addFromGrid(
  page: Page,
  locale: Translated,
  piece: PieceText,
  english: PieceText,
) {
  const t = messages[locale];
  // The page's context has the server's baseURL; the shop's whole address is read back.
  await page.goto(localized("/shop", locale));
  const shop = page.url();
  await waitForHydration(page);
  await page.getByRole("link", { name: piece.name, exact: true }).click();
  await page.waitForURL(`${shop}/${piece.slug}`);
  const dialog = page.getByRole("dialog", { name: piece.name });
  await dialog.waitFor();
  await waitForText(dialog, piece.description);
  expect(await dialog.textContent()).not.toContain(english.description);

  await dialog.getByRole("button", { name: t.shop.messages.addToCart }).click();
  await page.waitForURL(shop);
  await waitForText(
    page.locator("#toast-region"),
    t.shop.messages.added.replace("{{name}}", piece.name),
  );
  // The drawer asks the quote in the page's language and names the piece so.
  await page
    .locator("header")
    .getByRole("button", { name: t.nav.cart_one.replace("{{count}}", "1"), exact: true })
    .click();
  const drawer = page.getByRole("dialog", { name: t.shop.cart.title });
  await waitForText(drawer, piece.name);
  expect(await drawer.textContent()).not.toContain(english.name);
  return drawer;
}

/**
 * From the open drawer to the confirmation page of a signed-in customer: checkout's summary
 * and the confirmation name the piece in the page's language. Answers the order's reference.
 */
export async function checkOutInLanguage(
  page: Page,
  locale: Translated,
  piece: PieceText,
  english: PieceText,
) {
  const t = messages[locale];
  const drawer = page.getByRole("dialog", { name: t.shop.cart.title });
  await drawer.getByRole("link", { name: t.shop.checkout.open }).click();
  await page.waitForURL(new URL(localized("/checkout", locale), page.url()).href);
  await waitForHydration(page);
  await waitForText(page.getByRole("region", { name: t.shop.checkout.summary }), piece.name);
  await page.getByLabel(t.shop.checkout.name).fill("Claire Dubois");
  await page.getByLabel(t.shop.checkout.phone).fill("+32 470 98 76 54");
  await page.getByRole("button", { name: t.shop.checkout.place }).click();

  await page.waitForURL(new RegExp(`/${locale}/orders/[A-Z0-9_-]{6}$`));
  const reference = page.url().slice(-6);
  const main = page.locator("main");
  await waitForText(main, reference);
  await waitForText(main, piece.name);
  expect(await main.textContent()).not.toContain(english.name);
  return reference;
}
