import type { Database } from "#server/db/connection.ts";

/** Every product and special edition's English text, address words, id and last change. */
export async function listedPieces(db: Database) {
  const columns = ["id", "name", "description", "slug", "updated_at"] as const;
  const [products, editions] = await Promise.all([
    db.selectFrom("products").select(columns).execute(),
    db.selectFrom("special_editions").select(columns).execute(),
  ]);
  return [...products, ...editions];
}

/** Every translation's address-making fields, by the piece's id (ids are unique across kinds). */
export async function listedTranslations(db: Database) {
  const columns = ["locale", "name", "description", "slug", "source_version"] as const;
  const [products, editions] = await Promise.all([
    db
      .selectFrom("product_translations")
      .select([...columns, "product_id as id"])
      .execute(),
    db
      .selectFrom("special_edition_translations")
      .select([...columns, "special_edition_id as id"])
      .execute(),
  ]);
  return [...products, ...editions];
}
