import type { Kysely } from "kysely";
import { isPostgres } from "#server/db/connection.ts";

// Migrations see the database as it was when they were written, not today's typed schema.
type AnyDb = Kysely<unknown>;

/**
 * A second factor for signing in (better-auth's two-factor plugin, TOTP with backup codes;
 * docs/decisions/0026-second-factor.md): whether the account asks for it, and the factor
 * itself. The secret and the backup codes are encrypted by better-auth with AUTH_SECRET.
 * The columns are the plugin's fields (better-auth 1.7.25's schema), snake_case as the other
 * account tables; server/accounts/auth.ts maps them.
 */
export async function up(db: AnyDb): Promise<void> {
  const timestamp = isPostgres(db) ? "timestamptz" : "text";
  await db.schema
    .alterTable("users")
    .addColumn("two_factor_enabled", "boolean", (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createTable("two_factors")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("secret", "text", (c) => c.notNull())
    .addColumn("backup_codes", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    // False from setting up until the first code from the app is confirmed.
    .addColumn("verified", "boolean", (c) => c.notNull().defaultTo(true))
    // The plugin's own lock after consecutive wrong codes, across sign-ins.
    .addColumn("failed_verification_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("locked_until", timestamp)
    .execute();
  // One factor per account: the plugin looks it up by user.
  await db.schema
    .createIndex("two_factors_user")
    .on("two_factors")
    .column("user_id")
    .unique()
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("two_factors").execute();
  await db.schema.alterTable("users").dropColumn("two_factor_enabled").execute();
}
