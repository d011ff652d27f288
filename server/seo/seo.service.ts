import type { Database } from "#server/db/connection.ts";
import { robotsTxt, sitemapXml } from "./sitemap.ts";

export interface SeoServiceDependencies {
  db: Database;
}

/** For search engines: sitemap.xml and robots.txt on the origin given (sitemap.ts). */
export function createSeoService({ db }: SeoServiceDependencies) {
  return {
    sitemap: (origin: string) => sitemapXml(db, origin),
    robots: (origin: string) => robotsTxt(origin),
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
