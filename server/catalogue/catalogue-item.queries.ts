import { sql } from "kysely";
import type { Database } from "#server/db/connection.ts";
import type { DiamondShape, OrderStatus, RingDesign, RingMetal } from "#server/db/schema.ts";
import { listedColumns, type CatalogueKind } from "./catalogue-list.queries.ts";
import { gradingReportColumns } from "./grading-report-columns.ts";

/**
 * A product or a special edition by id (ids are unique across both), with its kind, its
 * centre stone's grading report and, for a special edition, the status of the order holding
 * it (`holder_status`, null when none does: common/piece-availability.ts).
 */
export async function findListedItem(db: Database, id: string) {
  const product = await db
    .selectFrom("products")
    .select([
      ...listedColumns,
      sql.lit("product").$castTo<CatalogueKind>().as("kind"),
      "diamond_shape",
      "ring_design",
      "ring_metal",
      ...gradingReportColumns,
    ])
    .where("id", "=", id)
    .executeTakeFirst();
  if (product) return { ...product, holder_status: null as OrderStatus | null };
  const edition = await db
    .selectFrom("special_editions")
    .select([
      ...listedColumns,
      sql.lit("special").$castTo<CatalogueKind>().as("kind"),
      ...gradingReportColumns,
      (eb) =>
        eb
          .selectFrom("orders")
          .select("orders.status")
          .whereRef("orders.id", "=", "special_editions.order_id")
          .as("holder_status"),
    ])
    .where("id", "=", id)
    .executeTakeFirst();
  return edition
    ? {
        ...edition,
        diamond_shape: null as DiamondShape | null,
        ring_design: null as RingDesign | null,
        ring_metal: null as RingMetal | null,
      }
    : undefined;
}

/** A product's carats with their prices, smallest carat first. */
export function listVariants(db: Database, productId: string) {
  return db
    .selectFrom("product_variants")
    .select(["carat_hundredths", "price_cents"])
    .where("product_id", "=", productId)
    .orderBy("carat_hundredths")
    .execute();
}

/** A piece's pictures in their order. */
export function listImages(db: Database, kind: CatalogueKind, id: string) {
  return kind === "product"
    ? db
        .selectFrom("product_images")
        .select("url")
        .where("product_id", "=", id)
        .orderBy("position")
        .orderBy("id")
        .execute()
    : db
        .selectFrom("special_edition_images")
        .select("url")
        .where("special_edition_id", "=", id)
        .orderBy("position")
        .orderBy("id")
        .execute();
}

/**
 * The other products of the same diamond shape and ring design (its family), newest first:
 * the metal swatches switch between them. The index of migration 0001 on shape, design and
 * metal finds them.
 */
export function listFamily(
  db: Database,
  product: { id: string; diamondShape: DiamondShape; ringDesign: RingDesign },
) {
  return db
    .selectFrom("products")
    .select(["id", "name", "description", "slug", "ring_metal"])
    .where("diamond_shape", "=", product.diamondShape)
    .where("ring_design", "=", product.ringDesign)
    .where("id", "<>", product.id)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
}
