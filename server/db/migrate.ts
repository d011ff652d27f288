import { Migrator, type Migration, type MigrationProvider } from "kysely/migration";
import type { Database } from "./connection.ts";
import * as initialSchema from "./migrations/0001-initial-schema.ts";
import * as authSessions from "./migrations/0002-auth-sessions.ts";
import * as catalogueListing from "./migrations/0003-catalogue-listing.ts";
import * as checkout from "./migrations/0004-checkout.ts";

/**
 * Migrations are listed here rather than read from a folder at run time, so they travel
 * inside the server bundle. Names sort in the order they must run; never rename one.
 */
const migrations: Record<string, Migration> = {
  "0001-initial-schema": initialSchema,
  "0002-auth-sessions": authSessions,
  "0003-catalogue-listing": catalogueListing,
  "0004-checkout": checkout,
};

const provider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};

export async function migrateToLatest(db: Database): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error("migration failed", { cause: error });
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
