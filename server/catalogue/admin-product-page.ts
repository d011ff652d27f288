import { amountText } from "#common/amount.ts";
import {
  ADMIN_PRODUCTS_PAGE_SIZE,
  adminProductsParameters,
  BLANK_PRODUCT,
} from "#common/admin-products.ts";
import { parseInput } from "#common/field-schemas.ts";
import { reportFormStart, type GradingReportFormStart } from "#common/grading-report.ts";
import { ringMetals } from "#common/metals.ts";
import { ok, type Result } from "#common/result.ts";
import { diamondShapes, ringDesigns } from "#common/ring-options.ts";
import type { Database } from "#server/db/connection.ts";
import type { DiamondShape, RingDesign, RingMetal } from "#server/db/schema.ts";
import { queryValues } from "#server/lib/query-values.ts";
import {
  countProducts,
  findProduct,
  listCombinations,
  listImagesOf,
  listProductsPage,
  listVariantsOf,
  newestOfFamily,
} from "./admin-products.queries.ts";
import { adminProductsQuerySchema, type AdminProductsQuery } from "./admin-products.schema.ts";
import { slugOf } from "./catalogue-text.ts";
import { findTranslations } from "./catalogue-translations.queries.ts";
import {
  languagesToDo,
  textStart,
  type LanguagesToDo,
  type TextStart,
} from "./translation-start.ts";
import { reportOf } from "./grading-report-columns.ts";
import { pageCount, pageWindow } from "#server/lib/paging.ts";

/** A product as the admin's list shows it. */
export interface AdminProduct {
  id: string;
  /** Its public address, `/shop/<slug>`. */
  slug: string;
  name: string;
  diamondShape: DiamondShape;
  ringDesign: RingDesign;
  ringMetal: RingMetal;
  /** The "from" price as tagged; null: contact us for the price. */
  priceCents: number | null;
  /** Lowest and highest price with the discount applied. */
  minSalePriceCents: number | null;
  maxSalePriceCents: number | null;
  discountPercent: number;
  variants: { caratHundredths: number; priceCents: number }[];
  /** Its main picture (the first), or null. */
  imageUrl: string | null;
  /** Its Dutch and French that are missing or outdated. */
  languages: LanguagesToDo;
}

/** What the product form starts from: a product being edited, or a new one (maybe prefilled). */
export interface ProductFormStart {
  productId: string | null;
  name: string;
  description: string;
  diamondShape: DiamondShape;
  ringDesign: RingDesign;
  ringMetal: RingMetal;
  discount: string;
  contactForPrice: boolean;
  /** Carat (hundredths) → price as the form shows it ("1.250,00"); the ticked carats. */
  prices: Record<string, string>;
  images: string[];
  /** For a missing combination: the sibling whose details were copied. */
  copiedFrom: string | null;
  /** Its address words and its Dutch and French. */
  text: TextStart;
  /** Its centre stone's grading report (empty fields: none). */
  gradingReport: GradingReportFormStart;
}

/** One shape × design × metal, and the product made in it (the newest), if any. */
export interface Combination {
  shape: DiamondShape;
  design: RingDesign;
  metal: RingMetal;
  product: { id: string; name: string } | null;
}

export interface AdminProductPage {
  products: AdminProduct[];
  total: number;
  page: number;
  pages: number;
  q: string;
  /** Only the products that need a translation are listed. */
  needsTranslation: boolean;
  /** The form the address opens; null when closed (or the product to edit is gone). */
  form: ProductFormStart | null;
  /** The product asked to edit is no longer there. */
  editMissing: boolean;
  combinations: Combination[];
}

type ProductRecord = NonNullable<Awaited<ReturnType<typeof findProduct>>>;

/** The carats, pictures and translations of these products, by product. */
async function partsOf(db: Database, ids: string[]) {
  const [variants, images, translations] = await Promise.all([
    listVariantsOf(db, ids),
    listImagesOf(db, ids),
    findTranslations(db, "product", ids),
  ]);
  const of = (id: string) => ({
    translations: translations.get(id) ?? [],
    variants: variants
      .filter((v) => v.product_id === id)
      .map((v) => ({ caratHundredths: v.carat_hundredths, priceCents: v.price_cents })),
    images: images.filter((image) => image.product_id === id).map((image) => image.url),
  });
  return of;
}

function formStart(
  row: ProductRecord,
  parts: ReturnType<Awaited<ReturnType<typeof partsOf>>>,
  editing: boolean,
): ProductFormStart {
  const contactForPrice = row.price_cents === null;
  return {
    productId: editing ? row.id : null,
    name: editing ? row.name : "",
    description: row.description,
    diamondShape: row.diamond_shape,
    ringDesign: row.ring_design,
    ringMetal: row.ring_metal,
    discount: String(row.discount_percent),
    contactForPrice,
    prices: contactForPrice
      ? {}
      : Object.fromEntries(
          parts.variants.map((v) => [String(v.caratHundredths), amountText(v.priceCents)]),
        ),
    // A sibling's pictures show another metal: a new one starts without them.
    images: editing ? galleryOf(row, parts.images) : [],
    copiedFrom: editing ? null : row.name,
    // A new metal of a family starts from nothing in the other languages too.
    text: editing ? textStart(row, parts.translations) : textStart(null),
    // A sibling's stone is another stone: a new product starts without its report.
    gradingReport: reportFormStart(editing ? reportOf(row) : null),
  };
}

/** A product's pictures in order; older rows may only have a main image. */
const galleryOf = (row: { main_image: string | null }, images: string[]) =>
  images.length > 0 ? images : row.main_image ? [row.main_image] : [];

const blankForm = (shape: DiamondShape, design: RingDesign, metal: RingMetal) => ({
  productId: null,
  name: "",
  description: "",
  diamondShape: shape,
  ringDesign: design,
  ringMetal: metal,
  discount: "0",
  contactForPrice: false,
  prices: {},
  images: [],
  copiedFrom: null,
  text: textStart(null),
  gradingReport: reportFormStart(null),
});

/** All 64 combinations in the order of the enumerations, each with its newest product. */
function combinationsOf(rows: Awaited<ReturnType<typeof listCombinations>>): Combination[] {
  return diamondShapes.flatMap((shape) =>
    ringDesigns.flatMap((design) =>
      ringMetals.map((metal) => {
        const found = rows.find(
          (row) =>
            row.diamond_shape === shape && row.ring_design === design && row.ring_metal === metal,
        );
        return { shape, design, metal, product: found ? { id: found.id, name: found.name } : null };
      }),
    ),
  );
}

/**
 * The form the address opens: a product to edit (`editMissing` when it is gone), an empty one,
 * or a missing combination with its family's details (its newest member's, pictures aside).
 */
async function formFor(db: Database, query: AdminProductsQuery) {
  if (query.edit) {
    const row = await findProduct(db, query.edit);
    if (!row) return { form: null, editMissing: true };
    const parts = (await partsOf(db, [row.id]))(row.id);
    return { form: formStart(row, parts, true), editMissing: false };
  }
  if (query.new === undefined) return { form: null, editMissing: false };
  if (query.new === BLANK_PRODUCT) {
    const [shape, design, metal] = [diamondShapes[0], ringDesigns[0], ringMetals[0]];
    return { form: blankForm(shape, design, metal), editMissing: false };
  }
  const { shape, design, metal } = query.new;
  const sibling = await newestOfFamily(db, shape, design);
  if (!sibling) return { form: blankForm(shape, design, metal), editMissing: false };
  const parts = (await partsOf(db, [sibling.id]))(sibling.id);
  const start = formStart(sibling, parts, false);
  return { form: { ...start, ringMetal: metal }, editMissing: false };
}

/**
 * The Products tab's page: one page of products searched by name, newest first, the form the
 * address opens (a product to edit, an empty one, or a missing combination prefilled from its
 * family) and the 64 combinations.
 */
export async function listAdminProducts(
  db: Database,
  params: URLSearchParams,
): Promise<Result<AdminProductPage, "invalid">> {
  const parsed = parseInput(adminProductsQuerySchema, queryValues(params, adminProductsParameters));
  if (!parsed.ok) return parsed;
  const query = parsed.data;
  const filter = { search: query.q.toLowerCase(), needsTranslation: query.translate };
  const window = pageWindow(query.page, ADMIN_PRODUCTS_PAGE_SIZE);
  const [rows, total, family, opened] = await Promise.all([
    listProductsPage(db, filter, window),
    countProducts(db, filter),
    listCombinations(db),
    formFor(db, query),
  ]);
  const parts = await partsOf(
    db,
    rows.map((row) => row.id),
  );
  return ok({
    products: rows.map((row) => {
      const { variants, images, translations } = parts(row.id);
      return {
        id: row.id,
        slug: slugOf(row.name, row.id),
        name: row.name,
        diamondShape: row.diamond_shape,
        ringDesign: row.ring_design,
        ringMetal: row.ring_metal,
        priceCents: row.price_cents,
        minSalePriceCents: row.min_sale_price_cents,
        maxSalePriceCents: row.max_sale_price_cents,
        discountPercent: row.discount_percent,
        variants,
        imageUrl: galleryOf(row, images)[0] ?? null,
        languages: languagesToDo(row.text_version, translations),
      };
    }),
    total,
    page: query.page,
    pages: pageCount(total, ADMIN_PRODUCTS_PAGE_SIZE),
    q: query.q,
    needsTranslation: query.translate,
    ...opened,
    combinations: combinationsOf(family),
  });
}
