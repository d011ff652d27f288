import { sql } from "kysely";
import type { Database } from "#server/db/connection.ts";
import { translatedLocales } from "#server/db/schema.ts";

const pieces = {
  products: { translations: "product_translations", key: "product_id" },
  special_editions: { translations: "special_edition_translations", key: "special_edition_id" },
} as const;

/**
 * A piece of `table` lacks a current translation in some language: none with a name or
 * description of its own made from its present English (translationState, catalogue-language.ts).
 * Written as SQL since the two tables differ only in names.
 */
export function needsTranslation(table: keyof typeof pieces) {
  const { translations, key } = pieces[table];
  const lacking = translatedLocales.map(
    (locale) => sql`not exists (
      select 1 from ${sql.table(translations)} as t
      where t.${sql.ref(key)} = ${sql.ref(`${table}.id`)} and t.locale = ${locale}
        and t.source_version >= ${sql.ref(`${table}.text_version`)}
        and (t.name is not null or t.description is not null))`,
  );
  return sql<boolean>`(${sql.join(lacking, sql` or `)})`;
}

/** How many products and special editions need a translation: the admin's summary. */
export async function countNeedingTranslation(db: Database) {
  const [products, editions] = await Promise.all([
    db
      .selectFrom("products")
      .where(needsTranslation("products"))
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("special_editions")
      .where(needsTranslation("special_editions"))
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirstOrThrow(),
  ]);
  return { products: Number(products.count), specialEditions: Number(editions.count) };
}
