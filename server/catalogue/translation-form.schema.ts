import { z } from "zod";
import type { FieldCode } from "#common/field-limits.ts";
import { fieldLimits } from "#common/field-limits.ts";
import { translatedLocales, type TranslatedLocale } from "#server/db/schema.ts";
import { slugWords } from "./catalogue-text.ts";

/** Typed address words ("Aurora ring" → "aurora-ring"); empty: made from the name. */
const addressWords = z
  .string()
  .trim()
  .max(fieldLimits.addressWords.max, "tooLong")
  .default("")
  .refine((text) => text === "" || slugWords(text) !== "", "invalidChoice" satisfies FieldCode)
  .transform((text) => slugWords(text) || null);

/** A translated field as typed; empty is "not translated" (shown in English). */
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, "tooLong")
    .default("")
    .transform((text) => text || null);

/** A form's Dutch and French fields: `name_nl`, `description_nl`, `slug_nl`, `current_nl`, … */
export const translationFieldName = (field: TranslationField, locale: TranslatedLocale) =>
  `${field}_${locale}`;
export type TranslationField = "name" | "description" | "slug" | "current";

/** The longest name and description a kind of piece takes, in every language alike. */
export interface TextLimits {
  name: number;
  description: number;
}

const localeShape = (locale: TranslatedLocale, limits: TextLimits) => ({
  [translationFieldName("name", locale)]: optional(limits.name),
  [translationFieldName("description", locale)]: optional(limits.description),
  [translationFieldName("slug", locale)]: addressWords,
  // Ticked: this language still says what the changed English says (no longer outdated).
  [translationFieldName("current", locale)]: z.string().optional(),
});

/**
 * The fields the product and special-edition forms add for the pieces' languages: the English
 * address words (`slug`) and each translation's, with the English fields' own limits.
 */
export const translationFormShape = (limits: TextLimits) => ({
  slug: addressWords,
  ...localeShape("nl", limits),
  ...localeShape("fr", limits),
});

/** One language as the form sent it. */
export interface TranslationInput {
  name: string | null;
  description: string | null;
  slug: string | null;
  /** The admin confirmed it still matches the English. */
  confirmed: boolean;
}

export interface TextInput {
  /** English address words; null: from the name. */
  slug: string | null;
  translations: Record<TranslatedLocale, TranslationInput>;
}

/** The parsed translation fields as one value the services write. */
export function textInputFrom(fields: Record<string, unknown>): TextInput {
  const read = (field: TranslationField, locale: TranslatedLocale) =>
    fields[translationFieldName(field, locale)];
  const text = (value: unknown) => (typeof value === "string" ? value : null);
  const translations = Object.fromEntries(
    translatedLocales.map((locale) => [
      locale,
      {
        name: text(read("name", locale)),
        description: text(read("description", locale)),
        slug: text(read("slug", locale)),
        confirmed: typeof read("current", locale) === "string",
      },
    ]),
  ) as Record<TranslatedLocale, TranslationInput>;
  return { slug: text(fields.slug), translations };
}
