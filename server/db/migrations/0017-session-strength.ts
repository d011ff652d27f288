import type { Kysely } from "kysely";

// Migrations see the database as it was when they were written, not today's typed schema.
type AnyDb = Kysely<unknown>;

/**
 * How each session was signed in (issue 24): the password alone, a code, a backup code, a
 * passkey, a federated provider or a confirmation link; a session confirmed later with a
 * second factor says which. The admin panel opens only to a session proven by a second factor
 * (docs/decisions/0026-second-factor.md). Sessions from before this migration are taken as
 * the password's: an admin signed in then confirms once.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable("sessions")
    .addColumn("signed_in_with", "text", (c) => c.notNull().defaultTo("password"))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable("sessions").dropColumn("signed_in_with").execute();
}
