/** Shared by server and browser: which languages exist and how they appear in URLs. */
export const locales = ["en", "nl", "fr"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

/** BCP 47 tags for Intl: Belgian Dutch and French; English in its international form. */
export const intlLocale: Record<Locale, string> = { en: "en-BE", nl: "nl-BE", fr: "fr-BE" };

/** Name of the cookie that remembers the visitor's choice. */
export const localeStorageKey = "lang";

/**
 * The language switcher's links carry the choice as `?lang=nl`; the server stores it in the
 * cookie and redirects to the address without it (server/http/language-redirect.ts), so the
 * choice holds without JavaScript and before the page has hydrated.
 */
export const languageChoiceParam = "lang";

/** The switcher's link to this page in `locale`, carrying the choice. */
export function languageChoiceHref(
  location: { pathname: string; search: string; hash: string },
  locale: Locale,
): string {
  const params = new URLSearchParams(location.search);
  params.set(languageChoiceParam, locale);
  return `${localizePath(location.pathname, locale)}?${params.toString()}${location.hash}`;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** English lives at the bare paths of docs/product.md; Dutch and French under /nl and /fr. */
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

/** Every page of the site, by its English path (docs/product.md §2); the type catches a typo in a link. */
export const pagePaths = [
  "/",
  "/shop",
  "/login",
  "/login/second-factor",
  "/signup",
  "/reset-password",
  "/reset-password/new",
  "/profile",
  "/orders",
  "/checkout",
  "/privacy",
  "/terms",
  "/gold-price",
  "/gold-price/alerts",
  // The booking page (issue 26), which /profile's appointments tab links to.
  "/appointment",
  // Where an appointment's mails send the visitor to cancel or move it (issue 26).
  "/appointment/manage",
  "/admin",
  "/admin/appointments",
  "/admin/products",
  "/admin/orders",
  "/admin/attract-images",
  "/admin/special-editions",
  "/admin/mails",
  "/admin/activity",
] as const;
/** A product or special edition's own page, by its slug (server/catalogue/catalogue-text.ts). */
export type ProductPath = `/shop/${string}`;
/** One order of the signed-in customer, by its reference. */
export type OrderPath = `/orders/${string}`;
export type PagePath = (typeof pagePaths)[number] | ProductPath | OrderPath;

export interface HrefOptions {
  /** Query parameters, encoded here so no caller concatenates a query string. */
  query?: Record<string, string>;
  /** A section of the page, e.g. "contact" for "/#contact". */
  hash?: string;
}

/**
 * The one way to build a link to a page in a language: localizedHref("nl", "/login",
 * { query: { redirectTo: "/nl/profile" } }) → "/nl/login?redirectTo=%2Fnl%2Fprofile".
 */
export function localizedHref(locale: Locale, path: PagePath, options: HrefOptions = {}): string {
  const query = options.query ? new URLSearchParams(options.query).toString() : "";
  return `${localizePath(path, locale)}${query ? `?${query}` : ""}${options.hash ? `#${options.hash}` : ""}`;
}
