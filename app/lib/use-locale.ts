import { useCallback } from "react";
import { useLocation } from "react-router";
import {
  localeFromPath,
  localizedHref,
  type HrefOptions,
  type Locale,
  type PagePath,
} from "#common/locales.ts";

/** The language of the page being shown, read from its address. */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/** Links to pages in the current language: href("/login", { query: { redirectTo } }). */
export function useLocalizedPath(): (path: PagePath, options?: HrefOptions) => string {
  const locale = useLocale();
  return useCallback(
    (path: PagePath, options?: HrefOptions) => localizedHref(locale, path, options),
    [locale],
  );
}
