/**
 * The shop's list query as both sides read it: the JSON API and /shop parse it on the server
 * (server/catalogue/catalogue.schema.ts), the shop's filter form offers exactly these choices.
 */
export const catalogueSorts = [
  "recent",
  "oldest",
  "price-asc",
  "price-desc",
  "name-asc",
  "name-desc",
] as const;
export type CatalogueSort = (typeof catalogueSorts)[number];
/** Newest first, what a list without `sort` shows. */
export const DEFAULT_CATALOGUE_SORT: CatalogueSort = "recent";

/** 24 cards fill whole rows of 1, 2, 3 or 4 columns (docs/product.md §2, "Shop"). */
export const CATALOGUE_PAGE_SIZE = 24;
/** Far beyond any real catalogue, low enough that an offset never leaves safe integers. */
export const CATALOGUE_PAGE_MAX = 100_000;
export const CATALOGUE_SEARCH_MAX = 100;
/** The query's parameters; the API refuses any other, the shop's page leaves others be. */
export const catalogueParameters = ["sale", "special", "q", "sort", "page"] as const;

/**
 * The query of a list page's canonical address. Search engines should index the catalogue
 * once: its unfiltered pages, each page on its own (`{ page: "2" }`), the first without a
 * query. A search, a filter or another sort is a view of those same pieces, so it points at
 * the bare list; parameters of others (utm_source) are never part of an address.
 */
export function canonicalCatalogueQuery(
  params: URLSearchParams,
  page: number,
): Record<string, string> | undefined {
  const filtered =
    params.get("sale") === "1" ||
    params.get("special") === "1" ||
    (params.get("q") ?? "").trim() !== "" ||
    (params.get("sort") ?? DEFAULT_CATALOGUE_SORT) !== DEFAULT_CATALOGUE_SORT;
  return !filtered && page > 1 ? { page: String(page) } : undefined;
}
