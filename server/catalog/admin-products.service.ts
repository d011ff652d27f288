import { amountText } from "#common/amount.ts";
import {
  ADMIN_PRODUCTS_PAGE_SIZE,
  adminProductsParameters,
  BLANK_PRODUCT,
} from "#common/admin-products.ts";
import { parseInput } from "#common/field-schemas.ts";
import { ringMetals } from "#common/metals.ts";
import { fail, ok, type Result } from "#common/result.ts";
import { diamondShapes, ringDesigns } from "#common/ring-options.ts";
import type { Database } from "#server/db/connection.ts";
import type { DiamondShape, RingDesign, RingMetal } from "#server/db/schema.ts";
import { newId } from "#server/lib/ids.ts";
import { queryValues } from "#server/lib/query-values.ts";
import type { MediaService } from "#server/media/media.service.ts";
import {
  countProducts,
  deleteProductRow,
  findProduct,
  insertProductRow,
  listCombinations,
  listImagesOf,
  listProductsPage,
  listVariantsOf,
  newestOfFamily,
  productPictureUrls,
  replaceProductParts,
  updateProductRow,
  type ProductRow,
} from "./admin-products.queries.ts";
import {
  adminProductsQuerySchema,
  parseProductForm,
  productDeleteSchema,
  type AdminProductsQuery,
  type ProductDraft,
} from "./admin-products.schema.ts";
import { slugOf } from "./catalog-text.ts";
import { listedRow, listingColumns } from "./listing-columns.ts";

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
  /** The form the address opens; null when closed (or the product to edit is gone). */
  form: ProductFormStart | null;
  /** The product asked to edit is no longer there. */
  editMissing: boolean;
  combinations: Combination[];
}

export type ProductFailure = "invalid" | "not-found" | "unknown-image";

export interface AdminProductDependencies {
  db: Database;
  media: MediaService;
  /** Told after every committed write: kept lists and pages show prices and pictures. */
  changed: () => void;
}

type ProductRecord = NonNullable<Awaited<ReturnType<typeof findProduct>>>;

/** The carats and pictures of these products, by product. */
async function partsOf(db: Database, ids: string[]) {
  const [variants, images] = await Promise.all([listVariantsOf(db, ids), listImagesOf(db, ids)]);
  const of = (id: string) => ({
    variants: variants
      .filter((v) => v.product_id === id)
      .map((v) => ({ caratHundredths: v.carat_hundredths, priceCents: v.price_cents })),
    images: images.filter((image) => image.product_id === id).map((image) => image.url),
  });
  return of;
}

function formStart(
  row: ProductRecord,
  parts: { variants: AdminProduct["variants"]; images: string[] },
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

/** The row's columns as written, listing columns included (docs/decisions/0009-catalogue.md). */
function listingSource(draft: ProductDraft) {
  return {
    name: draft.name,
    description: draft.description,
    discountPercent: draft.discountPercent,
    // No carat prices: "contact us for the price".
    pricesCents: draft.variants.length > 0 ? draft.variants.map((v) => v.priceCents) : null,
  };
}

/**
 * The admin panel's products: one page of them searched by name on the server, the form to
 * add or edit one, the overview of which shape × design × metal combinations exist, and
 * delete. Every write sets the listing columns through listing-columns.ts and then tells
 * `changed`; pictures a product no longer shows are released once the change is committed.
 * Only admins reach it: the admin layout's guard runs before the tab's loader and action.
 */
export function createAdminProductService({ db, media, changed }: AdminProductDependencies) {
  async function formFor(query: AdminProductsQuery) {
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

  async function release(before: string[], after: readonly string[]) {
    const kept = new Set(after);
    await media.releaseUnused(before.filter((url) => !kept.has(url)));
  }

  return {
    async list(params: URLSearchParams): Promise<Result<AdminProductPage, "invalid">> {
      const parsed = parseInput(
        adminProductsQuerySchema,
        queryValues(params, adminProductsParameters),
      );
      if (!parsed.ok) return parsed;
      const query = parsed.data;
      const search = query.q.toLowerCase();
      const window = {
        limit: ADMIN_PRODUCTS_PAGE_SIZE,
        offset: (query.page - 1) * ADMIN_PRODUCTS_PAGE_SIZE,
      };
      const [rows, total, family, opened] = await Promise.all([
        listProductsPage(db, search, window),
        countProducts(db, search),
        listCombinations(db),
        formFor(query),
      ]);
      const parts = await partsOf(
        db,
        rows.map((row) => row.id),
      );
      return ok({
        products: rows.map((row) => {
          const { variants, images } = parts(row.id);
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
          };
        }),
        total,
        page: query.page,
        pages: Math.max(1, Math.ceil(total / ADMIN_PRODUCTS_PAGE_SIZE)),
        q: query.q,
        ...opened,
        combinations: combinationsOf(family),
      });
    },

    /** Creates a product, or updates the one named by `productId`, from the form's fields. */
    async save(
      input: unknown,
    ): Promise<Result<{ productId: string; created: boolean }, ProductFailure>> {
      const parsed = parseProductForm(input);
      if (!parsed.ok) return parsed;
      const { draft } = parsed;
      // Addresses of pictures that were never stored would show as broken images.
      if (!(await media.allStored(draft.images))) return fail("unknown-image");
      const now = new Date().toISOString();
      const source = listingSource(draft);
      const mainImage = draft.images[0] ?? null;
      const kind = {
        diamond_shape: draft.diamondShape,
        ring_design: draft.ringDesign,
        ring_metal: draft.ringMetal,
      };
      const parts = {
        variants: draft.variants,
        images: draft.images,
        imageIds: draft.images.map(() => newId()),
      };

      if (draft.productId === undefined) {
        const row = listedRow({ ...source, id: newId(), mainImage, createdAt: now });
        await db.transaction().execute(async (trx) => {
          await insertProductRow(trx, { ...row, ...kind });
          await replaceProductParts(trx, row.id, parts);
        });
        changed();
        return ok({ productId: row.id, created: true });
      }

      const id = draft.productId;
      const row: ProductRow = {
        ...kind,
        name: source.name,
        description: source.description,
        discount_percent: source.discountPercent,
        main_image: mainImage,
        updated_at: now,
        ...listingColumns(source),
      };
      const before = await db.transaction().execute(async (trx) => {
        const urls = await productPictureUrls(trx, id);
        if (!(await updateProductRow(trx, id, row))) return null;
        await replaceProductParts(trx, id, parts);
        return urls;
      });
      if (before === null) return fail("not-found");
      changed();
      await release(before, draft.images);
      return ok({ productId: id, created: false });
    },

    /** Deletes a product with its carats and pictures; orders keep their snapshot. */
    async remove(input: unknown): Promise<Result<{ productId: string }, "invalid" | "not-found">> {
      const parsed = parseInput(productDeleteSchema, input);
      if (!parsed.ok) return parsed;
      const { productId } = parsed.data;
      const before = await db.transaction().execute(async (trx) => {
        const urls = await productPictureUrls(trx, productId);
        return (await deleteProductRow(trx, productId)) ? urls : null;
      });
      if (before === null) return fail("not-found");
      changed();
      await release(before, []);
      return ok({ productId });
    },
  };
}

export type AdminProductService = ReturnType<typeof createAdminProductService>;
