import { localeStorageKey, type Locale } from "#common/locales.ts";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Remembers the chosen language in local storage (for the browser) and in a cookie (so the
 * server renders and redirects in that language without a flash of English).
 */
export function rememberLanguage(locale: Locale): void {
  try {
    window.localStorage.setItem(localeStorageKey, locale);
  } catch {
    // Storage can be disabled; the cookie alone still works.
  }
  document.cookie = `${localeStorageKey}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}
