/**
 * The admin's Products tab as both sides read it: the list's query (parsed by
 * server/catalogue/admin-products.schema.ts, offered by the tab's GET form) and the product
 * form's field names and limits, defined once for zod and for the inputs.
 */
export const ADMIN_PRODUCTS_PAGE_SIZE = 20;
/** Longer than any product name (productLimits.name). */
export const ADMIN_PRODUCT_SEARCH_MAX = 120;
/** Far beyond any real catalogue, low enough that an offset never leaves safe integers. */
export const ADMIN_PRODUCTS_PAGE_MAX = 100_000;
/** The list's parameters: search, page, and which form is open (others are ignored). */
export const adminProductsParameters = ["q", "page", "edit", "new", "translate"] as const;
/** `new=1`: an empty form; `new=<shape>.<design>.<metal>`: a missing combination, prefilled. */
export const BLANK_PRODUCT = "1";

export const productLimits = {
  name: { max: 120 },
  description: { max: 5000 },
  discount: { min: 0, max: 100 },
  /** Pictures of one ring: a gallery, not an archive. */
  images: { max: 12 },
} as const;

/** The form's checkbox and price field of one carat (hundredths): `carat150`, `price150`. */
export const caratField = (carat: number) => `carat${String(carat)}`;
export const priceField = (carat: number) => `price${String(carat)}`;
