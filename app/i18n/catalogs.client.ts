import type { Catalog } from "./en.ts";
import { en } from "./en.ts";
import type { Locale } from "#common/locales.ts";

/**
 * The browser loads English (the fallback) and, for Dutch or French pages, only that one
 * catalog as its own chunk. Switching language reloads the page, so this runs once.
 */
export async function loadClientCatalogs(
  locale: Locale,
): Promise<Partial<Record<Locale, Catalog>>> {
  if (locale === "nl") return { en, nl: (await import("./nl.ts")).nl };
  if (locale === "fr") return { en, fr: (await import("./fr.ts")).fr };
  return { en };
}
