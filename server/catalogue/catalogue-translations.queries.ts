import type { Database } from "#server/db/connection.ts";
import type { TranslatedLocale } from "#server/db/schema.ts";
import type { CatalogueKind } from "./catalogue-list.queries.ts";

/** A translation's own fields as stored; a null field shows in English. */
export interface StoredTranslation {
  locale: TranslatedLocale;
  name: string | null;
  description: string | null;
  slug: string | null;
  source_version: number;
}

const columns = ["locale", "name", "description", "slug", "source_version"] as const;

/**
 * The translations of some pieces of one kind, in one language or in every language, keyed by
 * the piece's id. A list asks for its page's pieces only (at most a page's worth of ids).
 */
export async function findTranslations(
  db: Database,
  kind: CatalogueKind,
  ids: readonly string[],
  locale?: TranslatedLocale,
): Promise<Map<string, StoredTranslation[]>> {
  const found = new Map<string, StoredTranslation[]>();
  if (ids.length === 0) return found;
  const rows =
    kind === "product"
      ? await db
          .selectFrom("product_translations")
          .select([...columns, "product_id as id"])
          .where("product_id", "in", ids)
          .$if(locale !== undefined, (q) => q.where("locale", "=", locale ?? "nl"))
          .execute()
      : await db
          .selectFrom("special_edition_translations")
          .select([...columns, "special_edition_id as id"])
          .where("special_edition_id", "in", ids)
          .$if(locale !== undefined, (q) => q.where("locale", "=", locale ?? "nl"))
          .execute();
  for (const { id, ...translation } of rows) {
    found.set(id, [...(found.get(id) ?? []), translation]);
  }
  return found;
}

/** A piece's English text and its version, to tell whether a change touches it. */
export function findEnglishText(db: Database, kind: CatalogueKind, id: string) {
  return db
    .selectFrom(kind === "product" ? "products" : ("special_editions" as "products"))
    .select(["name", "description", "text_version"])
    .where("id", "=", id)
    .executeTakeFirst();
}

/** A translation as written: its fields, the English version it was made from, when. */
export interface TranslationRow {
  locale: TranslatedLocale;
  name: string | null;
  description: string | null;
  slug: string | null;
  source_version: number;
  updated_at: string;
}

/** Writes one language of a piece, replacing what it had (inside the caller's transaction). */
export async function saveTranslation(
  db: Database,
  kind: CatalogueKind,
  id: string,
  row: TranslationRow,
) {
  const { locale, ...fields } = row;
  if (kind === "product") {
    await db
      .insertInto("product_translations")
      .values({ product_id: id, ...row })
      .onConflict((conflict) => conflict.columns(["product_id", "locale"]).doUpdateSet(fields))
      .execute();
  } else {
    await db
      .insertInto("special_edition_translations")
      .values({ special_edition_id: id, ...row })
      .onConflict((conflict) =>
        conflict.columns(["special_edition_id", "locale"]).doUpdateSet(fields),
      )
      .execute();
  }
  return locale;
}

/** Drops one language of a piece: it shows in English again. */
export async function deleteTranslation(
  db: Database,
  kind: CatalogueKind,
  id: string,
  locale: TranslatedLocale,
) {
  if (kind === "product") {
    await db
      .deleteFrom("product_translations")
      .where("product_id", "=", id)
      .where("locale", "=", locale)
      .execute();
  } else {
    await db
      .deleteFrom("special_edition_translations")
      .where("special_edition_id", "=", id)
      .where("locale", "=", locale)
      .execute();
  }
}
