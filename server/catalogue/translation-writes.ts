import type { Database } from "#server/db/connection.ts";
import { translatedLocales } from "#server/db/schema.ts";
import type { CatalogueKind } from "./catalogue-list.queries.ts";
import {
  deleteTranslation,
  findEnglishText,
  findTranslations,
  saveTranslation,
  type StoredTranslation,
} from "./catalogue-translations.queries.ts";
import { byLocale, listingColumns, type ListingSource } from "./listing-columns.ts";
import type { TextInput, TranslationInput } from "./translation-form.schema.ts";

const nothing = (input: TranslationInput) =>
  input.name === null && input.description === null && input.slug === null;

const unchanged = (input: TranslationInput, stored: StoredTranslation) =>
  input.name === stored.name &&
  input.description === stored.description &&
  input.slug === stored.slug;

/**
 * Writes a piece's Dutch and French as the form sent them, given the English text version they
 * now stand beside. An emptied language is dropped (shown in English). A language saved with
 * new text, or confirmed by the admin, is made from this version; one left as it was keeps the
 * version it was made from, so it reads as outdated once the English has moved on.
 */
export async function writeTranslations(
  db: Database,
  kind: CatalogueKind,
  id: string,
  text: TextInput,
  textVersion: number,
  now: string,
) {
  const stored = (await findTranslations(db, kind, [id])).get(id) ?? [];
  for (const locale of translatedLocales) {
    const input = text.translations[locale];
    const before = stored.find((translation) => translation.locale === locale);
    if (nothing(input)) {
      if (before) await deleteTranslation(db, kind, id, locale);
      continue;
    }
    if (before && unchanged(input, before) && !input.confirmed) continue;
    await saveTranslation(db, kind, id, {
      locale,
      name: input.name,
      description: input.description,
      slug: input.slug,
      source_version: textVersion,
      updated_at: now,
    });
  }
}

/**
 * What an edit of a piece writes besides its English fields: its translations (above), its
 * text version, raised when the English name or description changed so that Dutch and French
 * made from the old text read as outdated, its English address words, and the listing
 * columns, whose search text holds every language. Null when the piece is gone. Run inside
 * the edit's transaction.
 */
export async function textChange(
  db: Database,
  kind: CatalogueKind,
  id: string,
  source: ListingSource,
  text: TextInput,
  now: string,
) {
  const before = await findEnglishText(db, kind, id);
  if (!before) return null;
  const changed = before.name !== source.name || before.description !== source.description;
  const textVersion = before.text_version + (changed ? 1 : 0);
  await writeTranslations(db, kind, id, text, textVersion, now);
  const stored = (await findTranslations(db, kind, [id])).get(id) ?? [];
  return {
    ...listingColumns({ ...source, translations: byLocale(stored) }),
    slug: text.slug,
    text_version: textVersion,
  };
}
