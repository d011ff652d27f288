import i18next, { type BackendModule, type i18n as I18n, type Resource } from "i18next";
import { initReactI18next } from "react-i18next";
import { defaultLocale, type Locale } from "#common/locales.ts";
import type { AccountCatalog } from "./account/en.ts";
import type { AdminCatalog } from "./admin/en.ts";
import { defaultNamespace, namespaces } from "./namespaces.ts";
import type { PublicCatalog } from "./public/en.ts";

/**
 * An i18next instance created with its catalogs already loaded, so rendering is synchronous
 * and never shows raw keys. The server keeps one per language with every catalog
 * (catalogs.server.ts). The browser makes one at start-up with the catalogs of the page it
 * was served (entry.client.tsx); a page that needs another catalog suspends while `backend`
 * loads it, inside the navigation's transition, so the old page stays until the new one is
 * ready. Keys missing in a namespace fall back to `public`, then to English.
 */
export function createI18n(locale: Locale, resources: Resource, backend?: BackendModule): I18n {
  const instance = i18next.createInstance();
  if (backend) instance.use(backend);
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: defaultLocale,
    resources,
    ns: backend ? Object.keys(resources[locale] ?? {}) : [...namespaces],
    defaultNS: defaultNamespace,
    fallbackNS: defaultNamespace,
    // Catalogs given here are complete; the backend fetches only namespaces not given.
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes already.
    returnNull: false,
  });
  return instance;
}

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "public";
    fallbackNS: "public";
    resources: { public: PublicCatalog; account: AccountCatalog; admin: AdminCatalog };
  }
}
