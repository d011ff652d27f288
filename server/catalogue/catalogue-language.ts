import { locales, type Locale } from "#common/locales.ts";
import type { StoredTranslation } from "./catalogue-translations.queries.ts";
import { slugOf } from "./catalogue-text.ts";

/** What a piece's own row holds of its text: English, required. */
export interface EnglishText {
  id: string;
  name: string;
  description: string;
  /** Typed words of the English address; null: made from the name. */
  slug: string | null;
}

/** A piece's text as a visitor of one language reads it. */
export interface ShownText {
  name: string;
  description: string;
  /** The whole last part of its address in that language, `/shop/<slug>`. */
  slug: string;
}

/** A stored field that says something; empty or blank reads as not translated. */
const given = (text: string | null | undefined) => (text?.trim() ? text : null);

/**
 * The piece's text in `locale`, field by field: the translation's name, description and
 * address where it has them, English where it does not. A translation without typed address
 * words takes them from its own name, so a Dutch name gives a Dutch address; without a name of
 * its own it keeps the English address.
 */
export function textIn(
  locale: Locale,
  piece: EnglishText,
  translations: readonly StoredTranslation[] = [],
): ShownText {
  const english = { name: piece.name, description: piece.description };
  const englishWords = given(piece.slug) ?? piece.name;
  const own = locale === "en" ? undefined : translations.find((t) => t.locale === locale);
  const name = given(own?.name);
  return {
    name: name ?? english.name,
    description: given(own?.description) ?? english.description,
    slug: slugOf(given(own?.slug) ?? name ?? englishWords, piece.id),
  };
}

/** The piece's address in every language, for hreflang alternates and the sitemap. */
export function slugsIn(
  piece: EnglishText,
  translations: readonly StoredTranslation[] = [],
): Record<Locale, string> {
  return Object.fromEntries(
    locales.map((locale) => [locale, textIn(locale, piece, translations).slug]),
  ) as Record<Locale, string>;
}

/**
 * Where a language of a piece stands: "missing" has neither name nor description of its own,
 * "outdated" was made from English text that has changed since, "current" otherwise.
 */
export type TranslationState = "missing" | "outdated" | "current";

export function translationState(
  textVersion: number,
  translation: StoredTranslation | undefined,
): TranslationState {
  if (!translation || (!given(translation.name) && !given(translation.description))) {
    return "missing";
  }
  return translation.source_version < textVersion ? "outdated" : "current";
}
