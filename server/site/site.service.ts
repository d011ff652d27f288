import { business } from "#server/business.ts";

export interface SiteServiceDependencies {
  /** The contact section's map (MAP_EMBED_URL); null: no map. */
  mapEmbedUrl: string | null;
}

/** What pages show of the shop itself: its details (server/business.ts) and the map. */
export function createSiteService({ mapEmbedUrl }: SiteServiceDependencies) {
  return {
    business: () => business,
    mapEmbedUrl: () => mapEmbedUrl,
  };
}

export type SiteService = ReturnType<typeof createSiteService>;
