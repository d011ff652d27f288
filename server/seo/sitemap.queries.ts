import type { Database } from "#server/db/connection.ts";

/** Every product and special edition's name, id and last change, for the sitemap. */
export async function listedPieces(db: Database) {
  const [products, editions] = await Promise.all([
    db.selectFrom("products").select(["id", "name", "updated_at"]).execute(),
    db.selectFrom("special_editions").select(["id", "name", "updated_at"]).execute(),
  ]);
  return [...products, ...editions];
}
