import type { Kysely } from "kysely";
import { isPostgres } from "#server/db/connection.ts";

// Migrations see the database as it was when they were written, not today's typed schema.
type AnyDb = Kysely<unknown>;

/**
 * The audit trail (docs/decisions/0025-audit-trail.md): one row per admin write, written in
 * the write's transaction. Who (`actor_id` and the e-mail it had then; or the command line
 * that did it), when, what (`entity`, `entity_id`), the action, and the fields before and
 * after as JSON. No foreign keys: a record outlives the account and the thing it names.
 */
export async function up(db: AnyDb): Promise<void> {
  const timestamp = isPostgres(db) ? "timestamptz" : "text";
  await db.schema
    .createTable("audit_log")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("at", timestamp, (c) => c.notNull())
    .addColumn("actor_id", "text")
    .addColumn("actor_email", "text")
    .addColumn("command", "text")
    .addColumn("entity", "text", (c) => c.notNull())
    .addColumn("entity_id", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("before", "text")
    .addColumn("after", "text")
    .execute();
  // The Activity tab lists newest first, filtered by person, kind of thing or action.
  await db.schema.createIndex("audit_log_at").on("audit_log").columns(["at"]).execute();
  await db.schema
    .createIndex("audit_log_actor")
    .on("audit_log")
    .columns(["actor_id", "at"])
    .execute();
  await db.schema
    .createIndex("audit_log_entity")
    .on("audit_log")
    .columns(["entity", "at"])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("audit_log").execute();
}
