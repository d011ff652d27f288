import { fail, ok, type Result, type Success } from "#common/result.ts";
import { salePriceCents } from "#common/sale-price.ts";
import type { Database } from "#server/db/connection.ts";
import {
  ringMetals,
  type DiamondShape,
  type RingDesign,
  type RingMetal,
} from "#server/db/schema.ts";
import { findListedItem, listFamily, listImages, listVariants } from "./catalogue-item.queries.ts";
import {
  countListed,
  listMostDiscounted,
  listPage,
  type CatalogueKind,
  type ListingFilter,
} from "./catalogue-list.queries.ts";
import { CATALOGUE_PAGE_SIZE, type CatalogueSort } from "#common/catalogue-query.ts";
import {
  parseCatalogueQuery,
  type CatalogueQuery,
  type CatalogueQueryFailure,
} from "./catalogue.schema.ts";
import { foldForSearch, idFromSlug, slugOf } from "./catalogue-text.ts";
import { countSpecialEditions } from "./special-edition.queries.ts";
import { HOT_DEALS_COUNT, pickHotDeals } from "./hot-deals.ts";

/** docs/product.md §3: at most 50 special editions; the admin tab shows how many exist. */
export const SPECIAL_EDITION_LIMIT = 50;

/** A card of the shop's grid: a product or a special edition. */
export interface CatalogueItem {
  id: string;
  /** The public address, `/shop/<slug>` (see catalogue-text.ts). */
  slug: string;
  kind: CatalogueKind;
  name: string;
  description: string;
  /** Lowest and highest price the customer pays (discount applied); null: contact us. */
  minPriceCents: number | null;
  maxPriceCents: number | null;
  /** The "from" price before the discount, struck through beside minPriceCents. */
  regularPriceCents: number | null;
  discountPercent: number;
  /** The first of its images, else its main image; null shows the placeholder. */
  imageUrl: string | null;
  createdAt: string;
}

export interface CataloguePage {
  items: CatalogueItem[];
  total: number;
  page: number;
  pageSize: number;
}

export interface CatalogueItemDetail extends CatalogueItem {
  /** A product's; null for a special edition. */
  diamondShape: DiamondShape | null;
  ringDesign: RingDesign | null;
  metal: RingMetal | null;
  /** Carats, smallest first, each with its price (null: contact us). None for specials. */
  variants: {
    caratHundredths: number;
    priceCents: number | null;
    regularPriceCents: number | null;
  }[];
  /** One product per other metal of the same shape and design, in the metals' order. */
  siblings: { id: string; slug: string; name: string; metal: RingMetal }[];
  images: { url: string }[];
}

interface ListedRow {
  kind: CatalogueKind;
  id: string;
  name: string;
  description: string;
  price_cents: number | null;
  discount_percent: number;
  min_sale_price_cents: number | null;
  max_sale_price_cents: number | null;
  created_at: string;
}

function toItem(row: ListedRow, imageUrl: string | null): CatalogueItem {
  return {
    id: row.id,
    slug: slugOf(row.name, row.id),
    kind: row.kind,
    name: row.name,
    description: row.description,
    minPriceCents: row.min_sale_price_cents,
    maxPriceCents: row.max_sale_price_cents,
    regularPriceCents: row.price_cents,
    discountPercent: row.discount_percent,
    imageUrl,
    createdAt: row.created_at,
  };
}

/** The search words of a query: folded like the stored text, each once. */
function searchTerms(q: string): string[] {
  return [...new Set(foldForSearch(q).split(" ").filter(Boolean))];
}

type PageWindow = { limit: number; offset: number };

/** Browsing reads one page in index order; the count reads an index (or a narrow scan). */
async function browsePage(
  db: Database,
  filter: ListingFilter,
  sort: CatalogueSort,
  window: PageWindow,
) {
  const [rows, total] = await Promise.all([
    listPage(db, filter, sort, window),
    countListed(db, filter),
  ]);
  return { rows, total };
}

/**
 * A search reads every row's text, so the page and its count come from that one pass; only a
 * page past the last one, which has no row to carry the count, needs a second.
 */
async function searchPage(
  db: Database,
  filter: ListingFilter,
  sort: CatalogueSort,
  window: PageWindow,
) {
  const rows = await listPage(db, filter, sort, { ...window, withTotal: true });
  const counted = rows[0]?.total;
  const total =
    counted !== undefined
      ? Number(counted)
      : window.offset === 0
        ? 0
        : await countListed(db, filter);
  return { rows, total };
}

/** One page of products and special editions, filtered, searched and sorted by the query. */
async function listPageOf(db: Database, query: CatalogueQuery): Promise<CataloguePage> {
  const { sale, special, q, sort, page } = query;
  const filter = { sale, specialOnly: special, terms: searchTerms(q) };
  const window = { limit: CATALOGUE_PAGE_SIZE, offset: (page - 1) * CATALOGUE_PAGE_SIZE };
  const { rows, total } =
    filter.terms.length > 0
      ? await searchPage(db, filter, sort, window)
      : await browsePage(db, filter, sort, window);
  return {
    items: rows.map((row) => toItem(row, row.image_url)),
    total,
    page,
    pageSize: CATALOGUE_PAGE_SIZE,
  };
}

/** The home page's Hot Deals: the most discounted products and special editions (hot-deals.ts). */
async function listHotDeals(db: Database): Promise<CatalogueItem[]> {
  const candidates = await listMostDiscounted(db, HOT_DEALS_COUNT);
  return pickHotDeals(candidates.map((row) => toItem(row, row.image_url)));
}

/** The newest product of each other metal, in the order the swatches show metals. */
function siblingsOf(
  family: { id: string; name: string; ring_metal: RingMetal }[],
  ownMetal: RingMetal,
): CatalogueItemDetail["siblings"] {
  return ringMetals.flatMap((metal) => {
    const sibling = metal === ownMetal ? undefined : family.find((p) => p.ring_metal === metal);
    return sibling
      ? [{ id: sibling.id, slug: slugOf(sibling.name, sibling.id), name: sibling.name, metal }]
      : [];
  });
}

/** One product or special edition by its slug or id, with carats, siblings and images. */
async function getCatalogueItem(
  db: Database,
  slugOrId: string,
): Promise<Result<CatalogueItemDetail, "not-found">> {
  const id = idFromSlug(slugOrId);
  const row = id === null ? undefined : await findListedItem(db, id);
  if (!row) return fail("not-found");

  const images = await listImages(db, row.kind, row.id);
  const item = toItem(row, images[0]?.url ?? row.main_image);
  const shape = row.diamond_shape;
  const design = row.ring_design;
  const metal = row.ring_metal;
  const isProduct = shape !== null && design !== null && metal !== null;
  const [variants, family] = isProduct
    ? await Promise.all([
        listVariants(db, row.id),
        listFamily(db, { id: row.id, diamondShape: shape, ringDesign: design }),
      ])
    : [[], []];
  // "Contact us for the price" hides every carat's price too.
  const priced = row.price_cents !== null;
  return ok({
    ...item,
    diamondShape: shape,
    ringDesign: design,
    metal,
    variants: variants.map((v) => ({
      caratHundredths: v.carat_hundredths,
      priceCents: priced ? salePriceCents(v.price_cents, row.discount_percent) : null,
      regularPriceCents: priced ? v.price_cents : null,
    })),
    siblings: isProduct ? siblingsOf(family, metal) : [],
    images: images.length > 0 ? images : row.main_image ? [{ url: row.main_image }] : [],
  });
}

export interface CatalogueServiceDependencies {
  db: Database;
}

/**
 * The shop's lists, read on every call: what signed-out visitors ask for most is kept whole
 * by the page cache (docs/decisions/0008-page-cache.md), so a list is read here only for a
 * signed-in visitor or a page cache miss.
 */
export function createCatalogueService({ db }: CatalogueServiceDependencies) {
  return {
    countSpecialEditions: () => countSpecialEditions(db),
    /** GET /api/products and the shop's list: the query string as the visitor sent it. */
    async list(params: URLSearchParams): Promise<Success<CataloguePage> | CatalogueQueryFailure> {
      const parsed = parseCatalogueQuery(params);
      if (!parsed.ok) return parsed;
      return ok(await listPageOf(db, parsed.query));
    },
    /** The home page's Hot Deals. */
    hotDeals: () => listHotDeals(db),
    /** GET /api/products/:id and the product page: a slug or a bare id. */
    get: (slugOrId: string) => getCatalogueItem(db, slugOrId),
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
