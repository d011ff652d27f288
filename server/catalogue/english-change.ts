import type { Database } from "#server/db/connection.ts";
import type { CatalogueKind } from "./catalogue-list.queries.ts";
import { findEnglishText, findTranslations } from "./catalogue-translations.queries.ts";
import { listingColumns, type ListingSource } from "./listing-columns.ts";

/**
 * What an edit of a piece's English text writes besides the text: the listing columns, whose
 * search text keeps the piece's translations, and its text version, raised when the English
 * name or description changed so that Dutch and French made from the old text read as
 * outdated. Null when the piece is gone. Run inside the edit's transaction.
 */
export async function englishChange(
  db: Database,
  kind: CatalogueKind,
  id: string,
  source: ListingSource,
) {
  const [before, translations] = await Promise.all([
    findEnglishText(db, kind, id),
    findTranslations(db, kind, [id]),
  ]);
  if (!before) return null;
  const changed = before.name !== source.name || before.description !== source.description;
  return {
    ...listingColumns({ ...source, translations: translations.get(id) ?? [] }),
    text_version: before.text_version + (changed ? 1 : 0),
  };
}
