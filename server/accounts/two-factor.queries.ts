import { sql } from "kysely";
import type { Database } from "#server/db/connection.ts";

/**
 * An account's second factor as our code reads it; better-auth writes it (its two-factor
 * plugin), and `npm run admin -- reset-2fa` removes it.
 */
export async function secondFactorOf(db: Database, userId: string) {
  const row = await db
    .selectFrom("users")
    .leftJoin("two_factors", "two_factors.user_id", "users.id")
    .select(["users.two_factor_enabled as enabled", "two_factors.id as factorId"])
    .where("users.id", "=", userId)
    .executeTakeFirst();
  // SQLite answers booleans as 0 and 1.
  return { enabled: Boolean(row?.enabled), stored: Boolean(row?.factorId) };
}

/** Removes the account's second factor, set up or half set up; signing in asks only the password. */
export async function removeSecondFactor(db: Database, userId: string, now: string) {
  await db.deleteFrom("two_factors").where("user_id", "=", userId).execute();
  await db
    .updateTable("users")
    // A literal both databases read as false: better-sqlite3 binds no booleans.
    .set({ two_factor_enabled: sql<boolean>`false`, updated_at: now })
    .where("id", "=", userId)
    .execute();
}
