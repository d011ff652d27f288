import { sql } from "kysely";
import type { Database } from "#server/db/connection.ts";
import type {
  DiamondShape,
  GradingReportColumns,
  RingDesign,
  RingMetal,
} from "#server/db/schema.ts";
import { containing } from "#server/db/text-match.ts";
import { listedColumns } from "./catalogue-list.queries.ts";
import { gradingReportColumns } from "./grading-report-columns.ts";
import type { ListingColumns } from "./listing-columns.ts";
import { needsTranslation } from "./translation-state.queries.ts";
import type { PageWindow } from "#server/lib/paging.ts";

/** What the admin's list and form show of a product, besides its carats and pictures. */
const productColumns = [
  ...listedColumns,
  "diamond_shape",
  "ring_design",
  "ring_metal",
  "text_version",
  ...gradingReportColumns,
] as const;

/** What the admin's list is narrowed to: a search in the names, pieces needing translation. */
export interface AdminProductFilter {
  search: string;
  needsTranslation: boolean;
}

/**
 * Products whose name contains the lower-cased search, like the orders tab's search: lower()
 * on the column and toLowerCase on the term, so case is ignored on both databases; with
 * `needsTranslation`, only those missing a current Dutch or French.
 */
function named(db: Database, filter: AdminProductFilter) {
  const { search } = filter;
  const all = db.selectFrom("products");
  const rows = filter.needsTranslation ? all.where(needsTranslation("products")) : all;
  if (!search) return rows;
  return rows.where(
    sql<string>`lower(name)`,
    "like",
    sql<string>`${containing(search)} escape '\\'`,
  );
}

/** One page of products, newest first (ties by id, so pages never overlap). */
export function listProductsPage(db: Database, filter: AdminProductFilter, page: PageWindow) {
  return named(db, filter)
    .select([...productColumns])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countProducts(db: Database, filter: AdminProductFilter): Promise<number> {
  const row = await named(db, filter)
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function findProduct(db: Database, id: string) {
  return db
    .selectFrom("products")
    .select([...productColumns])
    .where("id", "=", id)
    .executeTakeFirst();
}

/** The carats of these products, smallest first. */
export function listVariantsOf(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("product_variants")
    .select(["product_id", "carat_hundredths", "price_cents"])
    .where("product_id", "in", [...ids])
    .orderBy("carat_hundredths")
    .execute();
}

/** The pictures of these products, in their order. */
export function listImagesOf(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("product_images")
    .select(["product_id", "url"])
    .where("product_id", "in", [...ids])
    .orderBy("position")
    .orderBy("id")
    .execute();
}

/** Every product's place among the shape × design × metal combinations, newest first. */
export function listCombinations(db: Database) {
  return db
    .selectFrom("products")
    .select(["id", "name", "diamond_shape", "ring_design", "ring_metal"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
}

/** The newest product of a shape and design in any metal: what a missing sibling copies. */
export function newestOfFamily(db: Database, shape: DiamondShape, design: RingDesign) {
  return db
    .selectFrom("products")
    .select([...productColumns])
    .where("diamond_shape", "=", shape)
    .where("ring_design", "=", design)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
}

/** A product's row as written, listing and report columns included. */
export interface ProductRow extends ListingColumns, GradingReportColumns {
  name: string;
  description: string;
  diamond_shape: DiamondShape;
  ring_design: RingDesign;
  ring_metal: RingMetal;
  discount_percent: number;
  main_image: string | null;
  updated_at: string;
}

export interface ProductParts {
  variants: { caratHundredths: number; priceCents: number }[];
  images: string[];
}

export async function insertProductRow(
  db: Database,
  row: ProductRow & { id: string; created_at: string; slug: string | null },
) {
  await db.insertInto("products").values(row).execute();
}

/** Updates a product's row; answers false when there is none. */
export async function updateProductRow(
  db: Database,
  id: string,
  row: ProductRow & { text_version: number; slug: string | null },
) {
  const result = await db.updateTable("products").set(row).where("id", "=", id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Replaces a product's carats and pictures by these (inside the caller's transaction). */
export async function replaceProductParts(
  db: Database,
  productId: string,
  parts: ProductParts & { imageIds: string[] },
) {
  await db.deleteFrom("product_variants").where("product_id", "=", productId).execute();
  await db.deleteFrom("product_images").where("product_id", "=", productId).execute();
  if (parts.variants.length > 0) {
    await db
      .insertInto("product_variants")
      .values(
        parts.variants.map((v) => ({
          product_id: productId,
          carat_hundredths: v.caratHundredths,
          price_cents: v.priceCents,
        })),
      )
      .execute();
  }
  if (parts.images.length > 0) {
    await db
      .insertInto("product_images")
      .values(
        parts.images.map((url, position) => ({
          id: parts.imageIds[position] ?? "",
          product_id: productId,
          url,
          position,
        })),
      )
      .execute();
  }
}

/** Every picture address a product shows: its gallery and its main image. */
export async function productPictureUrls(db: Database, productId: string): Promise<string[]> {
  // One after the other: inside a transaction both go through the one connection anyway.
  const images = await db
    .selectFrom("product_images")
    .select("url")
    .where("product_id", "=", productId)
    .execute();
  const product = await db
    .selectFrom("products")
    .select("main_image")
    .where("id", "=", productId)
    .executeTakeFirst();
  return [
    ...images.map((image) => image.url),
    ...(product?.main_image ? [product.main_image] : []),
  ];
}

/** Deletes a product; its carats and pictures' rows go with it (on delete cascade). */
export async function deleteProductRow(db: Database, id: string): Promise<boolean> {
  const result = await db.deleteFrom("products").where("id", "=", id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
