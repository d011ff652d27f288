import { NO_MIGRATIONS } from "kysely/migration";
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

/**
 * Undoes the named migration and every later one: the schema just before it. Named, not "the
 * latest", so a test of one migration still undoes that one when newer ones are added.
 */
export async function migrateBefore(db: Database, name: string) {
  const migrator = await migratorFor(db);
  const names = (await migrator.getMigrations()).map((migration) => migration.name);
  const index = names.indexOf(name);
  if (index < 0) throw new Error(`no migration ${name}`);
  await step(migrator.migrateTo(names[index - 1] ?? NO_MIGRATIONS));
}
