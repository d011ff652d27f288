import type { BackendModule, Resource, ResourceKey } from "i18next";
import { defaultLocale, isLocale, type Locale } from "#common/locales.ts";
import { isNamespace, namespacesMetaName, type Namespace } from "./namespaces.ts";
import { en as publicEn } from "./public/en.ts";

/**
 * Each catalog is its own chunk, fetched when a page needs it. English public strings ship
 * with the entry: every page uses them, and they are every language's fallback.
 */
const chunks: Record<Namespace, Record<Locale, () => Promise<ResourceKey>>> = {
  public: {
    en: () => Promise.resolve(publicEn),
    nl: () => import("./public/nl.ts").then((m) => m.nl),
    fr: () => import("./public/fr.ts").then((m) => m.fr),
  },
  account: {
    en: () => import("./account/en.ts").then((m) => m.en),
    nl: () => import("./account/nl.ts").then((m) => m.nl),
    fr: () => import("./account/fr.ts").then((m) => m.fr),
  },
  admin: {
    en: () => import("./admin/en.ts").then((m) => m.en),
    nl: () => import("./admin/nl.ts").then((m) => m.nl),
    fr: () => import("./admin/fr.ts").then((m) => m.fr),
  },
};

/** The catalogs the server used for this page (root.tsx writes them into a <meta>). */
export function servedNamespaces(): Namespace[] {
  const meta = document.querySelector(`meta[name="${namespacesMetaName}"]`);
  const listed = (meta?.getAttribute("content") ?? "").split(",").filter(isNamespace);
  return ["public", ...listed.filter((ns) => ns !== "public")];
}

/** Loads, before hydration, what the served page needs in its language and in English. */
export async function loadClientCatalogs(locale: Locale, needed: Namespace[]): Promise<Resource> {
  const languages = locale === defaultLocale ? [locale] : [defaultLocale, locale];
  const resources: Resource = {};
  await Promise.all(
    languages.flatMap((language) =>
      needed.map(async (ns) => {
        (resources[language] ??= {})[ns] = await chunks[ns][language]();
      }),
    ),
  );
  return resources;
}

/** Fetches a catalog a page asks for after start-up (a client-side navigation). */
export const catalogBackend: BackendModule = {
  type: "backend",
  init() {
    // Nothing to set up: the chunks are known at build time.
  },
  read(language, namespace, callback) {
    if (!isLocale(language) || !isNamespace(namespace)) {
      callback(new Error(`no catalog ${language}/${namespace}`), false);
      return;
    }
    chunks[namespace][language]().then(
      (catalog) => {
        callback(null, catalog);
      },
      (error: unknown) => {
        callback(error instanceof Error ? error : new Error(String(error)), false);
      },
    );
  },
};
