import type { i18n as I18n } from "i18next";
import type { Catalog } from "./en.ts";
import { en } from "./en.ts";
import { fr } from "./fr.ts";
import { createI18n } from "./i18n.ts";
import { nl } from "./nl.ts";
import { locales, type Locale } from "#common/locales.ts";

/** The server renders any language, so it holds every catalog. */
const catalogs: Record<Locale, Catalog> = { en, nl, fr };

/**
 * One i18next instance per language for the life of the process. Requests only read from
 * them (nothing calls changeLanguage), so sharing is safe and spares each render the cost
 * of building an instance.
 */
const instances = new Map<Locale, I18n>(
  locales.map((locale) => [locale, createI18n(locale, catalogs)]),
);

export function serverI18n(locale: Locale): I18n {
  const instance = instances.get(locale);
  if (!instance) throw new Error(`no catalog for ${locale}`);
  return instance;
}
