import type { Database } from "#server/db/connection.ts";
import { migratorFor } from "#server/db/migrate.ts";

/** Runs a migrator step, failing the test with its error. */
async function step(run: Promise<{ error?: unknown }>) {
  const { error } = await run;
  if (error) throw error instanceof Error ? error : new Error("migration failed");
}

/** Migrates a test database up (or down) to the named migration: the schema as it was then. */
export const migrateTo = (name: string) => async (db: Database) =>
  step((await migratorFor(db)).migrateTo(name));

/** Undoes the latest migration. */
export const migrateDown = async (db: Database) => step((await migratorFor(db)).migrateDown());
