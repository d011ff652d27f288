import type { Locale } from "#common/locales.ts";
import type { FetchMessages } from "./i18n.ts";
import {
  isChunkNamespace,
  isNamespace,
  namespacesMetaName,
  type ChunkNamespace,
} from "./namespaces.ts";
import { en as publicEn } from "./public/en.ts";
import type { Texts } from "./translator.ts";

/**
 * Each namespace's messages are their own chunk, fetched when a page needs it. English public strings ship
 * with the entry: every page uses them, and they are every language's fallback.
 */
/**
 * Each language's module of a namespace, which exports its messages under the language's name
 * (checked here per entry); fetchMessages picks that export, once, rather than each loader
 * (bytes of every page's entry script).
 */
type Loaders = { [L in Locale]: () => Promise<Record<L, Texts>> };

const chunks: Record<ChunkNamespace, Loaders> = {
  public: {
    en: () => Promise.resolve({ en: publicEn }),
    nl: () => import("./public/nl.ts"),
    fr: () => import("./public/fr.ts"),
  },
  account: {
    en: () => import("./account/en.ts"),
    nl: () => import("./account/nl.ts"),
    fr: () => import("./account/fr.ts"),
  },
  admin: {
    en: () => import("./admin/en.ts"),
    nl: () => import("./admin/nl.ts"),
    fr: () => import("./admin/fr.ts"),
  },
  shop: {
    en: () => import("./shop/en.ts"),
    nl: () => import("./shop/nl.ts"),
    fr: () => import("./shop/fr.ts"),
  },
  legal: {
    en: () => import("./legal/en.ts"),
    nl: () => import("./legal/nl.ts"),
    fr: () => import("./legal/fr.ts"),
  },
  alerts: {
    en: () => import("./alerts/en.ts"),
    nl: () => import("./alerts/nl.ts"),
    fr: () => import("./alerts/fr.ts"),
  },
  appointments: {
    en: () => import("./appointments/en.ts"),
    nl: () => import("./appointments/nl.ts"),
    fr: () => import("./appointments/fr.ts"),
  },
};

/** The messages the server used for this page (root.tsx writes them into a <meta>). */
export function servedNamespaces(): ChunkNamespace[] {
  const meta = document.querySelector(`meta[name="${namespacesMetaName}"]`);
  const listed = (meta?.getAttribute("content") ?? "")
    .split(",")
    .filter(isNamespace)
    .filter(isChunkNamespace);
  return ["public", ...listed.filter((ns) => ns !== "public")];
}

/** Fetches a namespace's chunk: before hydration, and for a page a navigation goes to. */
export const fetchMessages: FetchMessages = async (language, namespace) => {
  // Loaders checks that the module loaded for `language` exports it.
  const load = chunks[namespace][language] as () => Promise<Record<Locale, Texts>>;
  return (await load())[language];
};
