import type { Database } from "#server/db/connection.ts";
import { countSpecialEditions } from "./special-edition.queries.ts";

/** docs/product.md §3: at most 50 special editions; the admin tab shows how many exist. */
export const SPECIAL_EDITION_LIMIT = 50;

export function createCatalogService(db: Database) {
  return {
    countSpecialEditions: () => countSpecialEditions(db),
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
