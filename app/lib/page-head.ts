import type { Locale, PagePath } from "#common/locales.ts";

/** A picture for link previews: a path on this site (or a full URL) and its real size. */
export interface HeadImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/**
 * What a page tells search engines and link previews about itself. A page route's loader
 * returns it as `head` (made by page-head.server.ts, so its texts never travel as script),
 * and the root writes every tag from it: <title>, description, canonical and hreflang
 * addresses, Open Graph and the Twitter card (docs/decisions/0014-page-head.md). The deepest
 * route that has one speaks for the page; a page without one has the site's (the home page's).
 */
export interface PageHead {
  /** The whole document title, the shop's name included. */
  title: string;
  description: string;
  /**
   * The page's own address, by its English path and the query that belongs to it (a list's
   * page number, never a filter or a campaign's tag); each language's address is made from it.
   * Default: the path visited, without its query.
   */
  canonical?: {
    path: PagePath;
    query?: Record<string, string>;
    /** A piece's path differs by language (its name in that language): each one's own. */
    pathIn?: Record<Locale, PagePath>;
  };
  /** Default: the site's picture (public/og-image.jpg). */
  image?: HeadImage;
  /** Open Graph's kind of page; default "website". */
  type?: "website" | "product";
}

/**
 * A route module's `handle` field for pages of one person (account, checkout, admin, a reset
 * link): search engines are asked not to index them, nor any page below that route.
 */
export interface NoindexHandle {
  noindex: true;
}

/** The `head` a route's loader returned, if it returned one. */
export function headOf(loaderData: unknown): PageHead | undefined {
  if (typeof loaderData !== "object" || loaderData === null || !("head" in loaderData)) {
    return undefined;
  }
  return loaderData.head as PageHead;
}
