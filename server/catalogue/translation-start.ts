import { translatedLocales, type TranslatedLocale } from "#server/db/schema.ts";
import { translationState, type TranslationState } from "./catalogue-language.ts";
import type { StoredTranslation } from "./catalogue-translations.queries.ts";

/** One language as the admin's form opens it, with where it stands. */
export interface TranslationStart {
  name: string;
  description: string;
  slug: string;
  state: TranslationState;
}

/** What the form shows of a piece's languages: its English address words and each translation. */
export interface TextStart {
  slug: string;
  translations: Record<TranslatedLocale, TranslationStart>;
}

/** The languages a list row flags: each one missing or outdated (current ones are left out). */
export type LanguagesToDo = Partial<Record<TranslatedLocale, Exclude<TranslationState, "current">>>;

/** A piece's languages as its form opens them (a new piece: nothing translated yet). */
export function textStart(
  piece: { slug: string | null; text_version: number } | null,
  stored: readonly StoredTranslation[] = [],
): TextStart {
  const translations = Object.fromEntries(
    translatedLocales.map((locale) => {
      const own = stored.find((translation) => translation.locale === locale);
      return [
        locale,
        {
          name: own?.name ?? "",
          description: own?.description ?? "",
          slug: own?.slug ?? "",
          state: translationState(piece?.text_version ?? 1, own),
        },
      ];
    }),
  ) as Record<TranslatedLocale, TranslationStart>;
  return { slug: piece?.slug ?? "", translations };
}

/** The languages of a piece that need the shop's work. */
export function languagesToDo(
  textVersion: number,
  stored: readonly StoredTranslation[] = [],
): LanguagesToDo {
  const toDo: LanguagesToDo = {};
  for (const locale of translatedLocales) {
    const state = translationState(
      textVersion,
      stored.find((translation) => translation.locale === locale),
    );
    if (state !== "current") toDo[locale] = state;
  }
  return toDo;
}
