import i18next, { type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { Catalog } from "./en.ts";
import { defaultLocale, type Locale } from "#common/locales.ts";

/**
 * An i18next instance created with its catalogs already loaded, so rendering is synchronous
 * and never shows raw keys. The server keeps one per language (catalogs.server.ts); the
 * browser makes one at start-up (entry.client.tsx).
 */
export function createI18n(locale: Locale, catalogs: Partial<Record<Locale, Catalog>>): I18n {
  const instance = i18next.createInstance();
  const resources = Object.fromEntries(
    Object.entries(catalogs).map(([lng, catalog]) => [lng, { translation: catalog }]),
  );
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: defaultLocale,
    resources,
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes already.
    returnNull: false,
  });
  return instance;
}

declare module "i18next" {
  interface CustomTypeOptions {
    resources: { translation: Catalog };
  }
}
