import type { PagePath } from "#common/locales.ts";

/** The header's links (docs/product.md §2): sections of the home page, then the shop
 * and the price page. */
export const navLinks = [
  { key: "home", path: "/", hash: "home" },
  { key: "services", path: "/", hash: "services" },
  { key: "watches", path: "/", hash: "luxury" },
  { key: "about", path: "/", hash: "about" },
  { key: "contact", path: "/", hash: "contact" },
  { key: "shop", path: "/shop", hash: undefined },
  { key: "goldPrice", path: "/gold-price", hash: undefined },
] as const satisfies readonly { key: string; path: PagePath; hash: string | undefined }[];
