import { sql, type ExpressionBuilder } from "kysely";
import type { Database } from "#server/db/connection.ts";
import { translatedLocales, type DB } from "#server/db/schema.ts";

/**
 * A product lacks a current translation in some language: none with a name or description of
 * its own made from its present English (translation-state rules, catalogue-language.ts).
 */
export function productNeedsTranslation(eb: ExpressionBuilder<DB, "products">) {
  return eb.or(
    translatedLocales.map((locale) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("product_translations as t")
            .select(sql.lit(1).as("one"))
            .whereRef("t.product_id", "=", "products.id")
            .where("t.locale", "=", locale)
            .whereRef("t.source_version", ">=", "products.text_version")
            .where((inner) =>
              inner.or([inner("t.name", "is not", null), inner("t.description", "is not", null)]),
            ),
        ),
      ),
    ),
  );
}

/** The same for a special edition. */
function editionNeedsTranslation(eb: ExpressionBuilder<DB, "special_editions">) {
  return eb.or(
    translatedLocales.map((locale) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("special_edition_translations as t")
            .select(sql.lit(1).as("one"))
            .whereRef("t.special_edition_id", "=", "special_editions.id")
            .where("t.locale", "=", locale)
            .whereRef("t.source_version", ">=", "special_editions.text_version")
            .where((inner) =>
              inner.or([inner("t.name", "is not", null), inner("t.description", "is not", null)]),
            ),
        ),
      ),
    ),
  );
}

/** How many products and special editions need a translation: the admin's summary. */
export async function countNeedingTranslation(db: Database) {
  const [products, editions] = await Promise.all([
    db
      .selectFrom("products")
      .where(productNeedsTranslation)
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("special_editions")
      .where(editionNeedsTranslation)
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirstOrThrow(),
  ]);
  return { products: Number(products.count), specialEditions: Number(editions.count) };
}
