/**
 * The catalogs are split by area, so a visitor's browser loads the strings of the pages it
 * shows: `public` always (site shell, home, shop, errors), `account` on the sign-in and
 * account pages, `admin` in the admin panel, `shop` on the shop's pages, `legal` on the
 * privacy notice and terms of sale (long texts no other page should download). See docs/decisions/0003-languages-in-the-url.md.
 */
export const namespaces = ["public", "account", "admin", "shop", "legal"] as const;
export type Namespace = (typeof namespaces)[number];
export const defaultNamespace = "public" satisfies Namespace;

/** A route module's `handle`: the catalogs its page needs besides `public`. */
export interface CatalogHandle {
  i18n: Namespace[];
}

export function isNamespace(value: unknown): value is Namespace {
  return typeof value === "string" && (namespaces as readonly string[]).includes(value);
}

/** The name of the <meta> that tells the browser which catalogs the served page used. */
export const namespacesMetaName = "i18n-namespaces";
