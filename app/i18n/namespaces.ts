/**
 * The messages are split by area, so a visitor's browser loads the strings of the pages it
 * shows: `public` always (site shell, home, shop, errors), `account` on the sign-in and
 * account pages, `admin` in the admin panel, `shop` on the shop's pages, `legal` on the
 * privacy notice and terms of sale (long texts no other page should download), `gold` with the
 * price page's data, `alerts` on the pages with the gold price alert's form or links, `appointments` on the
 * appointment pages. See
 * docs/decisions/0003-languages-in-the-url.md.
 */
export const namespaces = [
  "public",
  "account",
  "admin",
  "shop",
  "legal",
  "alerts",
  "appointments",
  "home",
  "gold",
  "seo",
] as const;
export type Namespace = (typeof namespaces)[number];
export const defaultNamespace = "public" satisfies Namespace;

/**
 * Messages that travel with their page's loader data instead of as a script: the home page's
 * prose is content, read once, and would otherwise weigh on the JavaScript budget of `/`
 * (docs/decisions/0012-page-messages.md). The loader sends `pageMessages(locale, ns)`, the
 * route's component hands it to `useProvidedMessages` before any child translates with it.
 */
export const pageNamespaces = ["home", "gold"] as const satisfies readonly Namespace[];
export type PageNamespace = (typeof pageNamespaces)[number];
/**
 * Messages only the server reads: loaders translate them into the page's head, whose texts
 * reach the browser inside the loader data (docs/decisions/0014-page-head.md).
 */
export const serverNamespaces = ["seo"] as const satisfies readonly Namespace[];
export type ServerNamespace = (typeof serverNamespaces)[number];
/** Messages the browser fetches as chunks of their own (messages.client.ts). */
export type ChunkNamespace = Exclude<Namespace, PageNamespace | ServerNamespace>;

/** A route module's `handle`: the chunked messages its page needs besides `public`. */
export interface MessagesHandle {
  i18n: ChunkNamespace[];
}

export function isNamespace(value: unknown): value is Namespace {
  return typeof value === "string" && (namespaces as readonly string[]).includes(value);
}

export function isPageNamespace(value: Namespace): value is PageNamespace {
  return (pageNamespaces as readonly string[]).includes(value);
}

export function isChunkNamespace(value: Namespace): value is ChunkNamespace {
  return !isPageNamespace(value) && !(serverNamespaces as readonly string[]).includes(value);
}

/** The name of the <meta> that tells the browser which messages the served page used. */
export const namespacesMetaName = "i18n-namespaces";
