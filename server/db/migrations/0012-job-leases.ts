import type { Kysely } from "kysely";
import { isPostgres } from "#server/db/connection.ts";

// Migrations see the database as it was when they were written, not today's typed schema.
type AnyDb = Kysely<unknown>;

/**
 * One row per background job that several instances share (server/lib/periodic-job.ts): when
 * its current period began, so one instance claims each period and the others skip it.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("job_leases")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("started_at", isPostgres(db) ? "bigint" : "integer", (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("job_leases").execute();
}
