import { salePriceCents } from "#common/sale-price.ts";
import type { TranslatedLocale } from "#server/db/schema.ts";
import { foldForSearch } from "./catalogue-text.ts";

/** A translation's fields as listing reads them; missing or null: shown in English. */
interface ListedText {
  name?: string | null;
  description?: string | null;
}

/** What a product or special edition row is listed by: its text, its prices and discount. */
export interface ListingSource {
  name: string;
  description: string;
  /** Its Dutch and French text, searched too: a visitor finds a piece in any language. */
  translations?: Partial<Record<TranslatedLocale, ListedText>>;
  discountPercent: number;
  /**
   * A product's carat prices (or its one price when it has no carats), a special edition's
   * price; null or none means "contact us for the price" (docs/product.md §3).
   */
  pricesCents: readonly number[] | null;
}

/** Stored translation rows as `ListingSource.translations` takes them. */
export const byLocale = <T extends { locale: TranslatedLocale }>(rows: readonly T[]) =>
  Object.fromEntries(rows.map((row) => [row.locale, row])) as Partial<Record<TranslatedLocale, T>>;

/** The columns the shop's list filters and sorts on, derived from the rest of the row. */
export interface ListingColumns {
  price_cents: number | null;
  search_text: string;
  min_sale_price_cents: number | null;
  max_sale_price_cents: number | null;
  /** The name as each language's page shows it (English where untranslated), folded. */
  name_sort_en: string;
  name_sort_nl: string;
  name_sort_fr: string;
}

/**
 * The listing columns a row must be written with; every write of a product (its name,
 * description, price, discount or carats) or of a special edition goes through this, so
 * the list can filter, search and sort on indexed columns of one page instead of computing
 * 5,000 rows' prices per request (docs/decisions/0009-catalogue.md).
 *
 * - A piece without a price is "contact us for the price": no sale prices, sorted last.
 * - Otherwise the "from" price (`price_cents`) is the cheapest of its prices, as the cards
 *   show it.
 * - Sale prices have the discount applied as docs/product.md §9 says, so "price low to high"
 *   sorts by what the customer pays.
 * - "Name A to Z" sorts by the name the page's language shows, folded like search text so
 *   "Étoile" sorts among the E's on both databases (neither sorts accents alike on its own).
 */
export function listingColumns(source: ListingSource): ListingColumns {
  const translations = source.translations ?? {};
  const texts = [source, ...Object.values(translations)].flatMap((text) => [
    text.name ?? "",
    text.description ?? "",
  ]);
  const text = {
    search_text: foldForSearch(texts.join(" ")),
    name_sort_en: foldForSearch(source.name),
    name_sort_nl: foldForSearch(translations.nl?.name ?? source.name),
    name_sort_fr: foldForSearch(translations.fr?.name ?? source.name),
  };
  const prices = source.pricesCents ?? [];
  if (prices.length === 0) {
    return {
      price_cents: null,
      ...text,
      min_sale_price_cents: null,
      max_sale_price_cents: null,
    };
  }
  const lowest = Math.min(...prices);
  return {
    price_cents: lowest,
    ...text,
    min_sale_price_cents: salePriceCents(lowest, source.discountPercent),
    max_sale_price_cents: salePriceCents(Math.max(...prices), source.discountPercent),
  };
}

/** A product or special edition as written: what both kinds share. */
export interface ListedPiece extends ListingSource {
  id: string;
  mainImage: string | null;
  /** ISO time; a new row's `updated_at` too. */
  createdAt: string;
}

/**
 * The columns a new product or special edition row shares with the other kind, listing
 * columns included: the seed, the tests' fixtures and the benchmark write rows through this.
 */
export function listedRow(piece: ListedPiece) {
  return {
    id: piece.id,
    name: piece.name,
    description: piece.description,
    discount_percent: piece.discountPercent,
    main_image: piece.mainImage,
    created_at: piece.createdAt,
    updated_at: piece.createdAt,
    ...listingColumns(piece),
  };
}
