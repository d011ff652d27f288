import type { Database } from "#server/db/connection.ts";
import type { GradingReportColumns } from "#server/db/schema.ts";
import { findTranslations } from "./catalogue-translations.queries.ts";
import type { CatalogueKind } from "./catalogue-list.queries.ts";
import { gradingReportColumns, reportOf } from "./grading-report-columns.ts";

/** The stored fields every piece has, in the audit trail's words. */
const pieceColumns = [
  "name",
  "slug",
  "description",
  "price_cents",
  "discount_percent",
  ...gradingReportColumns,
] as const;

/**
 * What the audit trail keeps of a product or a special edition, read in the write's
 * transaction before and after it (docs/decisions/0025-audit-trail.md): its English text and
 * address, prices in cents (a product's per carat), discount, pictures by address, its
 * grading report, and its Dutch and French. Null when there is no such piece.
 */
export async function pieceAuditFields(db: Database, kind: CatalogueKind, id: string) {
  const translations = async () =>
    ((await findTranslations(db, kind, [id])).get(id) ?? [])
      .map((t) => ({ locale: t.locale, name: t.name, description: t.description, slug: t.slug }))
      .sort((a, b) => a.locale.localeCompare(b.locale));

  if (kind === "product") {
    const row = await db
      .selectFrom("products")
      .select([...pieceColumns, "diamond_shape", "ring_design", "ring_metal"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) return null;
    const [variants, pictures] = await Promise.all([
      db
        .selectFrom("product_variants")
        .select(["carat_hundredths", "price_cents"])
        .where("product_id", "=", id)
        .orderBy("carat_hundredths")
        .execute(),
      db
        .selectFrom("product_images")
        .select("url")
        .where("product_id", "=", id)
        .orderBy("position")
        .execute(),
    ]);
    return {
      ...common(row),
      diamondShape: row.diamond_shape,
      ringDesign: row.ring_design,
      ringMetal: row.ring_metal,
      pricesCents: Object.fromEntries(
        variants.map((v) => [(v.carat_hundredths / 100).toFixed(2), v.price_cents]),
      ),
      pictures: pictures.map((p) => p.url),
      translations: await translations(),
    };
  }
  const row = await db
    .selectFrom("special_editions")
    .select(pieceColumns)
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  const pictures = await db
    .selectFrom("special_edition_images")
    .select("url")
    .where("special_edition_id", "=", id)
    .orderBy("position")
    .execute();
  return {
    ...common(row),
    priceCents: row.price_cents,
    pictures: pictures.map((p) => p.url),
    translations: await translations(),
  };
}

type PieceRow = GradingReportColumns & {
  name: string;
  slug: string | null;
  description: string;
  discount_percent: number;
};

function common(row: PieceRow) {
  return {
    name: row.name,
    slug: row.slug,
    description: row.description,
    discountPercent: row.discount_percent,
    gradingReport: reportOf(row),
  };
}
