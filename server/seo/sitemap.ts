import { defaultLocale, locales, localizePath, type Locale } from "#common/locales.ts";
import { slugsIn } from "#server/catalogue/catalogue-language.ts";
import type { StoredTranslation } from "#server/catalogue/catalogue-translations.queries.ts";
import type { Database } from "#server/db/connection.ts";
import { listedPieces, listedTranslations } from "./sitemap.queries.ts";

/** The public pages every language has, as English paths (docs/product.md §2). */
export const sitemapPages = [
  "/",
  "/shop",
  "/gold-price",
  "/appointment",
  "/privacy",
  "/terms",
] as const;

/** Paths search engines are asked to leave alone, in every language. */
export const privatePaths = ["/admin", "/profile", "/orders", "/checkout"] as const;

/** A page's English path, or a piece's path in each language (its name differs by language). */
type Entry = { path: string | Record<Locale, string>; updatedAt: string | null };

async function piecePaths(db: Database): Promise<Entry[]> {
  const [pieces, translations] = await Promise.all([listedPieces(db), listedTranslations(db)]);
  const byPiece = new Map<string, StoredTranslation[]>();
  for (const { id, ...translation } of translations) {
    byPiece.set(id, [...(byPiece.get(id) ?? []), translation]);
  }
  return pieces.map((row) => {
    const slugs = slugsIn(row, byPiece.get(row.id));
    return {
      path: {
        en: `/shop/${slugs.en}`,
        nl: localizePath(`/shop/${slugs.nl}`, "nl"),
        fr: localizePath(`/shop/${slugs.fr}`, "fr"),
      },
      updatedAt: row.updated_at,
    };
  });
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * sitemap.xml: every public page and every product and special edition, once per language,
 * each with its other languages as hreflang alternates (Google's form for multilingual sites).
 */
export async function sitemapXml(db: Database, origin: string): Promise<string> {
  const entries: Entry[] = [
    ...sitemapPages.map((path) => ({ path, updatedAt: null })),
    ...(await piecePaths(db)),
  ];
  const url = (path: string) => escapeXml(`${origin}${path}`);
  const body = entries.flatMap(({ path, updatedAt }) => {
    const address = (locale: Locale) =>
      url(typeof path === "string" ? localizePath(path, locale) : path[locale]);
    return locales.map((locale) => {
      const alternates = [
        ...locales.map(
          (other) => `<xhtml:link rel="alternate" hreflang="${other}" href="${address(other)}"/>`,
        ),
        `<xhtml:link rel="alternate" hreflang="x-default" href="${address(defaultLocale)}"/>`,
      ];
      const lastmod = updatedAt ? `<lastmod>${updatedAt.slice(0, 10)}</lastmod>` : "";
      return `<url><loc>${address(locale)}</loc>${lastmod}${alternates.join("")}</url>`;
    });
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...body,
    "</urlset>",
    "",
  ].join("\n");
}

/** robots.txt: everything public may be crawled; accounts, checkout and the admin may not. */
export function robotsTxt(origin: string): string {
  const disallowed = privatePaths.flatMap((path) =>
    locales.map((locale) => `Disallow: ${localizePath(path, locale)}`),
  );
  return [
    "User-agent: *",
    ...disallowed,
    "Disallow: /api/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
