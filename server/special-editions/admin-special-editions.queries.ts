import { sql, type Insertable, type Transaction, type Updateable } from "kysely";
import { isPostgres, type Database } from "#server/db/connection.ts";
import type { DB, SpecialEditionsTable } from "#server/db/schema.ts";
import { newId } from "#server/lib/ids.ts";
import { findTranslations } from "#server/catalogue/catalogue-translations.queries.ts";
import { gradingReportColumns } from "#server/catalogue/grading-report-columns.ts";

type Trx = Transaction<DB>;

/** Every special edition, newest first, with its pictures in order and its translations. */
export async function listEditions(db: Database) {
  const [rows, pictures] = await Promise.all([
    db
      .selectFrom("special_editions")
      .select([
        "id",
        "name",
        "description",
        "slug",
        "text_version",
        "price_cents",
        "discount_percent",
        "created_at",
        "price_cents",
        "discount_percent",
        "created_at",
        ...gradingReportColumns,
      ])
      .orderBy("created_at", "desc")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("special_edition_images")
      .select(["special_edition_id", "url"])
      .orderBy("position")
      .execute(),
  ]);
  const translations = await findTranslations(
    db,
    "special",
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    pictures: pictures.filter((p) => p.special_edition_id === row.id).map((p) => p.url),
    translations: translations.get(row.id) ?? [],
  }));
}

/**
 * Makes every other writer of special editions wait until this transaction ends, so a count
 * read in it stays true until the insert: PostgreSQL's table lock; SQLite runs one write
 * transaction at a time anyway (and Kysely's SQLite driver one transaction at a time).
 */
export async function lockEditions(trx: Trx): Promise<void> {
  if (isPostgres(trx)) {
    await sql`lock table special_editions in share row exclusive mode`.execute(trx);
  }
}

export async function editionPictures(trx: Trx | Database, id: string): Promise<string[]> {
  const rows = await trx
    .selectFrom("special_edition_images")
    .select("url")
    .where("special_edition_id", "=", id)
    .execute();
  return rows.map((row) => row.url);
}

export async function replaceEditionPictures(
  trx: Trx,
  id: string,
  urls: readonly string[],
): Promise<void> {
  await trx.deleteFrom("special_edition_images").where("special_edition_id", "=", id).execute();
  if (urls.length === 0) return;
  await trx
    .insertInto("special_edition_images")
    .values(urls.map((url, position) => ({ id: newId(), special_edition_id: id, url, position })))
    .execute();
}

export async function insertEdition(
  trx: Trx,
  row: Insertable<SpecialEditionsTable>,
): Promise<void> {
  await trx.insertInto("special_editions").values(row).execute();
}

/** Changes an edition's row; answers false when there is none. */
export async function updateEdition(
  trx: Trx,
  id: string,
  changes: Updateable<SpecialEditionsTable>,
): Promise<boolean> {
  const updated = await trx
    .updateTable("special_editions")
    .set(changes)
    .where("id", "=", id)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

/** Deletes an edition; its pictures' rows go with it (on delete cascade). */
export async function deleteEdition(trx: Trx, id: string): Promise<boolean> {
  const deleted = await trx.deleteFrom("special_editions").where("id", "=", id).executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}
