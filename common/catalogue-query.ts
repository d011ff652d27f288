/**
 * The shop's list query as both sides read it: the JSON API and /shop parse it on the server
 * (server/catalog/catalog.schema.ts), the shop's filter form offers exactly these choices.
 */
export const catalogueSorts = ["recent", "oldest", "price-asc", "price-desc"] as const;
export type CatalogueSort = (typeof catalogueSorts)[number];

/** 24 cards fill whole rows of 1, 2, 3 or 4 columns (docs/product.md §2, "Shop"). */
export const CATALOGUE_PAGE_SIZE = 24;
/** Far beyond any real catalogue, low enough that an offset never leaves safe integers. */
export const CATALOGUE_PAGE_MAX = 100_000;
export const CATALOGUE_SEARCH_MAX = 100;
/** The query's parameters; the API refuses any other, the shop's page leaves others be. */
export const catalogueParameters = ["sale", "special", "q", "sort", "page"] as const;
