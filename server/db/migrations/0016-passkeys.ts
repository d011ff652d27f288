import type { Kysely } from "kysely";
import { isPostgres } from "#server/db/connection.ts";

// Migrations see the database as it was when they were written, not today's typed schema.
type AnyDb = Kysely<unknown>;

/**
 * Passkeys (issue 24): better-auth's passkey plugin keeps one row per WebAuthn credential; the
 * column names are ours (snake_case), mapped in server/accounts/auth.ts. `counter` is the
 * authenticator's signature counter, an unsigned 32-bit number (bigint on PostgreSQL, whose
 * integer stops at 2^31). `last_used_at` is ours alone: the plugin does not track use, and
 * the passkey service sets it on each sign-in with the passkey. Deleting a user deletes their
 * passkeys.
 */
export async function up(db: AnyDb): Promise<void> {
  const postgres = isPostgres(db);
  const timestamp = postgres ? "timestamptz" : "text";
  await db.schema
    .createTable("passkeys")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("name", "text")
    .addColumn("public_key", "text", (c) => c.notNull())
    // A credential is the authenticator's: two rows naming it would sign in the same way.
    .addColumn("credential_id", "text", (c) => c.notNull().unique())
    .addColumn("counter", postgres ? "bigint" : "integer", (c) => c.notNull())
    .addColumn("device_type", "text", (c) => c.notNull())
    .addColumn("backed_up", "boolean", (c) => c.notNull())
    .addColumn("transports", "text")
    .addColumn("aaguid", "text")
    .addColumn("created_at", timestamp, (c) => c.notNull())
    .addColumn("last_used_at", timestamp)
    .execute();
  // /profile lists a user's passkeys; the admin rule asks whether there is one.
  await db.schema.createIndex("passkeys_user").on("passkeys").column("user_id").execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("passkeys").execute();
}
