import { defaultLocale, locales, localizePath } from "#common/locales.ts";
import { slugOf } from "#server/catalogue/catalogue-text.ts";
import type { Database } from "#server/db/connection.ts";
import { listedPieces } from "./sitemap.queries.ts";

/** The public pages every language has, as English paths (docs/product.md §2). */
export const sitemapPages = ["/", "/shop", "/privacy", "/terms"] as const;

/** Paths search engines are asked to leave alone, in every language. */
export const privatePaths = ["/admin", "/profile", "/orders", "/checkout"] as const;

async function piecePaths(db: Database): Promise<{ path: string; updatedAt: string }[]> {
  return (await listedPieces(db)).map((row) => ({
    path: `/shop/${slugOf(row.name, row.id)}`,
    updatedAt: row.updated_at,
  }));
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * sitemap.xml: every public page and every product and special edition, once per language,
 * each with its other languages as hreflang alternates (Google's form for multilingual sites).
 */
export async function sitemapXml(db: Database, origin: string): Promise<string> {
  const entries = [
    ...sitemapPages.map((path) => ({ path, updatedAt: null as string | null })),
    ...(await piecePaths(db)),
  ];
  const url = (path: string) => escapeXml(`${origin}${path}`);
  const body = entries.flatMap(({ path, updatedAt }) =>
    locales.map((locale) => {
      const alternates = [
        ...locales.map(
          (other) =>
            `<xhtml:link rel="alternate" hreflang="${other}" href="${url(localizePath(path, other))}"/>`,
        ),
        `<xhtml:link rel="alternate" hreflang="x-default" href="${url(localizePath(path, defaultLocale))}"/>`,
      ];
      const lastmod = updatedAt ? `<lastmod>${updatedAt.slice(0, 10)}</lastmod>` : "";
      return `<url><loc>${url(localizePath(path, locale))}</loc>${lastmod}${alternates.join("")}</url>`;
    }),
  );
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
