import { fail, ok, type Result, type Success } from "#common/result.ts";
import { availabilityUnder } from "#common/piece-availability.ts";
import { salePriceCents } from "#common/sale-price.ts";
import { holderStatuses } from "#server/special-editions/edition-holds.queries.ts";
import type { Database } from "#server/db/connection.ts";
import { ringMetals, type OrderStatus, type RingMetal } from "#server/db/schema.ts";
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
  parseApiCatalogueQuery,
  parseApiLanguage,
  parseCatalogueQuery,
  type CatalogueQuery,
  type CatalogueQueryFailure,
} from "./catalogue.schema.ts";
import type { Locale } from "#common/locales.ts";
import { foldForSearch, idFromSlug } from "./catalogue-text.ts";
import { slugsIn, textIn, type EnglishText } from "./catalogue-language.ts";
import { findTranslations, type StoredTranslation } from "./catalogue-translations.queries.ts";
import { countSpecialEditions } from "./special-edition.queries.ts";
import { countNeedingTranslation } from "./translation-state.queries.ts";
import { reportOf } from "./grading-report-columns.ts";
import { HOT_DEALS_COUNT, pickHotDeals } from "./hot-deals.ts";
import { pageWindow, type PageWindow } from "#server/lib/paging.ts";
import type { CatalogueItem, CatalogueItemDetail, CataloguePage } from "./catalogue-item.ts";

/** docs/product.md §3: at most 50 special editions; the admin tab shows how many exist. */
export const SPECIAL_EDITION_LIMIT = 50;

interface ListedRow {
  kind: CatalogueKind;
  id: string;
  name: string;
  description: string;
  slug: string | null;
  price_cents: number | null;
  discount_percent: number;
  min_sale_price_cents: number | null;
  max_sale_price_cents: number | null;
  created_at: string;
}

/** What a row shows in one language: its translations (by id) and the language. */
interface Shown {
  locale: Locale;
  translations: ReadonlyMap<string, StoredTranslation[]>;
  /** Special editions an order holds, with that order's status (none listed: available). */
  held?: ReadonlyMap<string, OrderStatus | null>;
}

function toItem(row: ListedRow, imageUrl: string | null, shown: Shown): CatalogueItem {
  return {
    id: row.id,
    kind: row.kind,
    ...textIn(shown.locale, row, shown.translations.get(row.id)),
    minPriceCents: row.min_sale_price_cents,
    maxPriceCents: row.max_sale_price_cents,
    regularPriceCents: row.price_cents,
    discountPercent: row.discount_percent,
    imageUrl,
    createdAt: row.created_at,
    availability: availabilityUnder(shown.held?.get(row.id) ?? null),
  };
}

/**
 * What the rows need to be shown in `locale`: their translations (none for English), one
 * query per kind present, and whether an order holds the special editions among them.
 */
async function translationsOf(
  db: Database,
  rows: readonly { kind: CatalogueKind; id: string }[],
  locale: Locale,
): Promise<Shown> {
  const idsOf = (kind: CatalogueKind) => rows.filter((row) => row.kind === kind).map((r) => r.id);
  const kinds: CatalogueKind[] = ["product", "special"];
  const [held, ...found] = await Promise.all([
    holderStatuses(db, idsOf("special")),
    ...(locale === "en"
      ? []
      : kinds.map((kind) => findTranslations(db, kind, idsOf(kind), locale))),
  ]);
  return { locale, translations: new Map(found.flatMap((byId) => [...byId])), held };
}

/** The search words of a query: folded like the stored text, each once. */
function searchTerms(q: string): string[] {
  return [...new Set(foldForSearch(q).split(" ").filter(Boolean))];
}

/** Browsing reads one page in index order; the count reads an index (or a narrow scan). */
async function browsePage(
  db: Database,
  filter: ListingFilter,
  sort: CatalogueSort,
  locale: Locale,
  window: PageWindow,
) {
  const [rows, total] = await Promise.all([
    listPage(db, filter, sort, locale, window),
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
  locale: Locale,
  window: PageWindow,
) {
  const rows = await listPage(db, filter, sort, locale, { ...window, withTotal: true });
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
async function listPageOf(
  db: Database,
  query: CatalogueQuery,
  locale: Locale,
): Promise<CataloguePage> {
  const { sale, special, q, sort, page } = query;
  const filter = { sale, specialOnly: special, terms: searchTerms(q) };
  const window = pageWindow(page, CATALOGUE_PAGE_SIZE);
  const { rows, total } =
    filter.terms.length > 0
      ? await searchPage(db, filter, sort, locale, window)
      : await browsePage(db, filter, sort, locale, window);
  const shown = await translationsOf(db, rows, locale);
  return {
    items: rows.map((row) => toItem(row, row.image_url, shown)),
    total,
    page,
    pageSize: CATALOGUE_PAGE_SIZE,
  };
}

/** The home page's Hot Deals: the most discounted products and special editions (hot-deals.ts). */
async function listHotDeals(db: Database, locale: Locale): Promise<CatalogueItem[]> {
  const candidates = await listMostDiscounted(db, HOT_DEALS_COUNT);
  const shown = await translationsOf(db, candidates, locale);
  return pickHotDeals(candidates.map((row) => toItem(row, row.image_url, shown)));
}

/** The newest product of each other metal, in the order the swatches show metals. */
async function siblingsOf(
  db: Database,
  family: (EnglishText & { ring_metal: RingMetal })[],
  ownMetal: RingMetal,
  locale: Locale,
): Promise<CatalogueItemDetail["siblings"]> {
  const siblings = ringMetals.flatMap((metal) => {
    const sibling = metal === ownMetal ? undefined : family.find((p) => p.ring_metal === metal);
    return sibling ? [{ ...sibling, metal }] : [];
  });
  const { translations } = await translationsOf(
    db,
    siblings.map(({ id }) => ({ kind: "product", id })),
    locale,
  );
  return siblings.map((sibling) => {
    const { name, slug } = textIn(locale, sibling, translations.get(sibling.id));
    return { id: sibling.id, slug, name, metal: sibling.metal };
  });
}

/** One product or special edition by its slug or id, with carats, siblings and images. */
async function getCatalogueItem(
  db: Database,
  slugOrId: string,
  locale: Locale,
): Promise<Result<CatalogueItemDetail, "not-found">> {
  const id = idFromSlug(slugOrId);
  const row = id === null ? undefined : await findListedItem(db, id);
  if (!row) return fail("not-found");

  const [images, everyLanguage] = await Promise.all([
    listImages(db, row.kind, row.id),
    findTranslations(db, row.kind, [row.id]),
  ]);
  const translations = everyLanguage.get(row.id) ?? [];
  const item = toItem(row, images[0]?.url ?? row.main_image, {
    locale,
    translations: new Map([[row.id, translations]]),
    held: new Map([[row.id, row.holder_status]]),
  });
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
    siblings: isProduct ? await siblingsOf(db, family, metal, locale) : [],
    images: images.length > 0 ? images : row.main_image ? [{ url: row.main_image }] : [],
    slugs: slugsIn(row, translations),
    gradingReport: reportOf(row),
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
    /** How many products and special editions miss a current Dutch or French (the admin's summary). */
    countNeedingTranslation: () => countNeedingTranslation(db),
    /**
     * GET /api/products and the shop's list: the query string as the visitor sent it, the
     * pieces' text in `locale`.
     */
    async list(
      params: URLSearchParams,
      locale: Locale,
    ): Promise<Success<CataloguePage> | CatalogueQueryFailure> {
      const parsed = parseCatalogueQuery(params);
      if (!parsed.ok) return parsed;
      return ok(await listPageOf(db, parsed.query, locale));
    },
    /** GET /api/products: the same list, in the language its `lang` parameter asks. */
    async listForApi(
      params: URLSearchParams,
    ): Promise<Success<CataloguePage> | CatalogueQueryFailure> {
      const parsed = parseApiCatalogueQuery(params);
      if (!parsed.ok) return parsed;
      return ok(await listPageOf(db, parsed.query, parsed.lang));
    },
    /** GET /api/products/:id: a piece in the language its `lang` parameter asks. */
    async getForApi(
      slugOrId: string,
      params: URLSearchParams,
    ): Promise<Result<CatalogueItemDetail, "not-found"> | CatalogueQueryFailure> {
      const parsed = parseApiLanguage(params);
      if (!parsed.ok) return parsed;
      return getCatalogueItem(db, slugOrId, parsed.lang);
    },
    /** The home page's Hot Deals, in `locale`. */
    hotDeals: (locale: Locale) => listHotDeals(db, locale),
    /** GET /api/products/:id and the product page: a slug (of any language) or a bare id. */
    get: (slugOrId: string, locale: Locale) => getCatalogueItem(db, slugOrId, locale),
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
