import type { Database } from "#server/db/connection.ts";

/**
 * Which of these `/media/<name>` addresses a record still shows: product and special-edition
 * pictures (their galleries and main images), the home page's attract images and the photos
 * sent with valuation requests and appointments.
 */
export async function referencedMediaUrls(
  db: Database,
  urls: readonly string[],
): Promise<Set<string>> {
  const list = [...urls];
  const found = await Promise.all([
    db.selectFrom("product_images").select("url").where("url", "in", list).execute(),
    db.selectFrom("special_edition_images").select("url").where("url", "in", list).execute(),
    db.selectFrom("attract_images").select("url").where("url", "in", list).execute(),
    db.selectFrom("valuation_photos").select("url").where("url", "in", list).execute(),
    db.selectFrom("appointment_photos").select("url").where("url", "in", list).execute(),
    db.selectFrom("products").select("main_image as url").where("main_image", "in", list).execute(),
    db
      .selectFrom("special_editions")
      .select("main_image as url")
      .where("main_image", "in", list)
      .execute(),
  ]);
  return new Set(found.flat().flatMap((row) => (row.url ? [row.url] : [])));
}
