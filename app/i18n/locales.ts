/** Shared by server and browser: which languages exist and how they appear in URLs. */
export const locales = ["en", "nl", "fr"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

/** BCP 47 tags for Intl: Belgian Dutch and French; English in its international form. */
export const intlLocale: Record<Locale, string> = { en: "en-BE", nl: "nl-BE", fr: "fr-BE" };

/** Name of the cookie (and local-storage key) that remembers the visitor's choice. */
export const localeStorageKey = "lang";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** English lives at the bare paths of SPEC.md; Dutch and French under /nl and /fr. */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split("/")[1];
  return first !== defaultLocale && isLocale(first) ? first : defaultLocale;
}

/** "/nl/shop" → "/shop"; "/fr" → "/". */
export function stripLocale(pathname: string): string {
  const locale = localeFromPath(pathname);
  if (locale === defaultLocale) return pathname;
  const rest = pathname.slice(locale.length + 1);
  return rest === "" ? "/" : rest;
}

/** The same page in another language: localizePath("/nl/shop", "fr") → "/fr/shop". */
export function localizePath(pathname: string, locale: Locale): string {
  const bare = stripLocale(pathname);
  if (locale === defaultLocale) return bare;
  return bare === "/" ? `/${locale}` : `/${locale}${bare}`;
}
