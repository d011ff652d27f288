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
const chunks: Record<ChunkNamespace, Record<Locale, () => Promise<Texts>>> = {
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
  shop: {
    en: () => import("./shop/en.ts").then((m) => m.en),
    nl: () => import("./shop/nl.ts").then((m) => m.nl),
    fr: () => import("./shop/fr.ts").then((m) => m.fr),
  },
  legal: {
    en: () => import("./legal/en.ts").then((m) => m.en),
    nl: () => import("./legal/nl.ts").then((m) => m.nl),
    fr: () => import("./legal/fr.ts").then((m) => m.fr),
  },
  alerts: {
    en: () => import("./alerts/en.ts").then((m) => m.en),
    nl: () => import("./alerts/nl.ts").then((m) => m.nl),
    fr: () => import("./alerts/fr.ts").then((m) => m.fr),
  },
  appointments: {
    en: () => import("./appointments/en.ts").then((m) => m.en),
    nl: () => import("./appointments/nl.ts").then((m) => m.nl),
    fr: () => import("./appointments/fr.ts").then((m) => m.fr),
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
export const fetchMessages: FetchMessages = (language, namespace) => chunks[namespace][language]();
