import { useCallback } from "react";
import { useLocation } from "react-router";
import { localeFromPath, localizePath, type Locale } from "../i18n/locales.ts";

/** The language of the page being shown, read from its address. */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/** Turns an English path ("/shop", "/#contact") into the current language's path. */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return useCallback(
    (path: string) => {
      const [pathname = "/", hash] = path.split("#");
      const localized = localizePath(pathname, locale);
      return hash ? `${localized}#${hash}` : localized;
    },
    [locale],
  );
}
